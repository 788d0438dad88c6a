// A small, deterministic stand-in for an OpenAI-compatible model server (Ollama, vLLM, llama.cpp,
// OpenAI itself) for the tests of the site assistant: the model client's and the whole site's.
//
//   node tests/support/openai-compatible-server.mjs
//
// listens on 127.0.0.1, on a free port (or PORT), and prints `{"port":N}` as its first stdout
// line. With OPENAI_COMPAT_API_KEY set, every request under /v1 must carry `Authorization: Bearer <key>`
// (401 otherwise, as OpenAI answers). SIGTERM or SIGINT stops it.
//
// The site then points at it with ASSISTANT_MODEL_PROVIDER=openai and
// ASSISTANT_MODEL_URL=http://127.0.0.1:<port>/v1 (any ASSISTANT_MODEL name is accepted).
//
// POST /v1/chat/completions, with or without `stream: true`:
// - The answer quotes the passages it was given, so a test can tell a grounded answer: it is
//   "Based on the site: <line>", where <line> is the first line of the system prompt that starts
//   with "[1]" (trimmed, whole, "[1]" included); without such a line it is
//   "I could not find that on the site."
// - Each word of the answer (with the space after it) is one token: the answer stops after
//   `max_completion_tokens` or `max_tokens` of them, with finish_reason "length".
// - Streamed: one chunk with the role, one chunk per token, a last chunk with the finish_reason,
//   a usage chunk when `stream_options.include_usage` is set, then `data: [DONE]`. Usage counts
//   words as tokens too (prompt: the words of all messages).
// - A magic word in the last user message makes it misbehave:
//     __slow__     waits 10 s before it answers at all (a caller's time budget)
//     __stall__    streams the first token, then waits 10 s before the rest (a budget mid-answer)
//     __error__    HTTP 500 with an OpenAI-style error body
//     __garbage__  streams one token, then a line that is not JSON, then ends
//     __cut__      streams one token, then drops the connection
// - 400 for a body that is not JSON or has no messages.
//
// GET /requests: every chat request received so far, oldest first, as JSON
//   [{"path":"/v1/chat/completions","authorization":"Bearer …"|null,"body":{…the parsed body}}];
// DELETE /requests forgets them. GET /v1/models lists one model, "test-model".
import { createServer } from "node:http";

const apiKey = process.env.OPENAI_COMPAT_API_KEY || "";
const WAIT_MS = 10_000;
const requests = [];
let sequence = 0;

function sendJson(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

function sendError(res, status, message, type, code = null) {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Message content as text: a string, or the text parts of a content array. */
function textOf(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part && typeof part.text === "string" ? part.text : "")).join("");
  return "";
}

function words(text) {
  return text.split(/\s+/).filter(Boolean).length;
}

function compose(body) {
  const system = body.messages
    .filter((message) => message && (message.role === "system" || message.role === "developer"))
    .map((message) => textOf(message.content))
    .join("\n");
  const passage = system.split("\n").find((line) => line.trimStart().startsWith("[1]"));
  const answer = passage ? `Based on the site: ${passage.trim()}` : "I could not find that on the site.";
  // Tokens keep their trailing space, so the deltas concatenate back to the answer.
  const tokens = answer.match(/\S+\s*/g) ?? [];
  const limit = body.max_completion_tokens ?? body.max_tokens;
  const truncated = Number.isInteger(limit) && limit >= 0 && tokens.length > limit;
  const kept = truncated ? tokens.slice(0, limit) : tokens;
  const promptTokens = body.messages.reduce((sum, message) => sum + words(textOf(message?.content)), 0);
  return {
    tokens: kept,
    finishReason: truncated ? "length" : "stop",
    usage: { prompt_tokens: promptTokens, completion_tokens: kept.length, total_tokens: promptTokens + kept.length },
  };
}

/** Resolves after `ms`, or early (false) when the client goes away. */
function wait(res, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    res.once("close", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

async function chatCompletions(req, res) {
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return sendError(res, 400, "The body is not valid JSON.", "invalid_request_error");
  }
  requests.push({ path: req.url, authorization: req.headers.authorization ?? null, body });
  if (!body || !Array.isArray(body.messages) || body.messages.length === 0) {
    return sendError(res, 400, "'messages' must be a non-empty array.", "invalid_request_error");
  }

  const lastUser = [...body.messages].reverse().find((message) => message && message.role === "user");
  const magic = textOf(lastUser?.content);
  if (magic.includes("__error__")) return sendError(res, 500, "The model crashed (as asked).", "server_error");
  if (magic.includes("__slow__") && !(await wait(res, WAIT_MS))) return;

  const id = `chatcmpl-test-${++sequence}`;
  const created = Math.floor(Date.now() / 1000);
  const model = typeof body.model === "string" ? body.model : "test-model";
  const { tokens, finishReason, usage } = compose(body);

  if (body.stream !== true) {
    return sendJson(res, 200, {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message: { role: "assistant", content: tokens.join("") }, finish_reason: finishReason }],
      usage,
    });
  }

  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const send = (choices, extra = {}) =>
    res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices, ...extra })}\n\n`);
  const delta = (value, finish_reason = null) => send([{ index: 0, delta: value, finish_reason }]);

  delta({ role: "assistant", content: "" });
  for (const [index, token] of tokens.entries()) {
    delta({ content: token });
    if (index > 0) continue;
    if (magic.includes("__garbage__")) {
      res.write("data: {this is not json\n\n");
      return res.end();
    }
    if (magic.includes("__cut__")) {
      // After a pause, so the token reaches the client before the connection drops.
      if (await wait(res, 50)) res.destroy();
      return;
    }
    if (magic.includes("__stall__") && !(await wait(res, WAIT_MS))) return;
  }
  delta({}, finishReason);
  if (body.stream_options?.include_usage === true) send([], { usage });
  res.write("data: [DONE]\n\n");
  res.end();
}

const server = createServer(async (req, res) => {
  try {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === "/requests" && req.method === "GET") return sendJson(res, 200, requests);
    if (path === "/requests" && req.method === "DELETE") {
      requests.length = 0;
      return sendJson(res, 200, { ok: true });
    }
    if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(res, 401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
    }
    if (path === "/v1/chat/completions" && req.method === "POST") return await chatCompletions(req, res);
    if (path === "/v1/models" && req.method === "GET") {
      return sendJson(res, 200, { object: "list", data: [{ id: "test-model", object: "model", created: 0, owned_by: "test" }] });
    }
    sendError(res, 404, `Unknown request ${req.method} ${path}.`, "invalid_request_error");
  } catch (error) {
    if (!res.headersSent) sendError(res, 500, String(error), "server_error");
    else res.destroy();
  }
});

function stop() {
  server.close(() => process.exit(0));
  // A stalled answer would otherwise keep its connection, and the process, for 10 s.
  server.closeAllConnections();
}
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

server.listen(Number(process.env.PORT) || 0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
