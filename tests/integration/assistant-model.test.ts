// The assistant's model client (app/server/assistant/model.server.ts) against real endpoints on
// this machine: the OpenAI-compatible test server as a child process, and a Bedrock Runtime
// stand-in here, over HTTP/2 as the SDK speaks it, answering ConverseStream with a real
// application/vnd.amazon.eventstream body. The Bedrock client is configured only through the
// SDK's own environment variables (endpoint, static credentials), as a deployment would be.
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { EventStreamCodec } from "@smithy/core/event-streams";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createModel, ModelError, type AnswerModel, type ModelFinish, type ModelRequest } from "~/server/assistant/model.server";
import { startModelServer, type ModelServer } from "../support/model-server";

const SYSTEM = "Answer from these passages only.\n[1] Pricing: plans start at €490 a month.\n[2] Courses: two days, on site.";
const GROUNDED = "Based on the site: [1] Pricing: plans start at €490 a month.";

function request(question: string, extra: Partial<ModelRequest> = {}): ModelRequest {
  return { system: SYSTEM, messages: [{ role: "user", content: question }], maxTokens: 256, signal: AbortSignal.timeout(5000), ...extra };
}

async function collect(model: AnswerModel, req: ModelRequest) {
  const deltas: string[] = [];
  try {
    for await (const delta of model.stream(req)) deltas.push(delta);
    return { deltas, error: undefined };
  } catch (error) {
    return { deltas, error };
  }
}

function expectModelError(error: unknown, fields: Partial<Pick<ModelError, "status" | "aborted">> = {}) {
  expect(error).toBeInstanceOf(ModelError);
  expect(error).toMatchObject(fields);
}

describe("an OpenAI-compatible endpoint", () => {
  let server: ModelServer;
  let model: AnswerModel;

  beforeAll(async () => {
    server = await startModelServer();
    model = createModel({ provider: "openai", baseUrl: server.url, model: "test-model" });
  });
  afterAll(() => server?.stop());
  afterEach(() => server.clearRequests());

  it("streams the answer in deltas, in order, and reports its end", async () => {
    let finish: ModelFinish | undefined;
    const { deltas, error } = await collect(model, request("How much is it?", { onFinish: (f) => (finish = f) }));
    expect(error).toBeUndefined();
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas[0]).toBe("Based ");
    expect(deltas.join("")).toBe(GROUNDED);
    expect(finish).toEqual({ truncated: false, usage: { inputTokens: expect.any(Number), outputTokens: deltas.length } });
  });

  it("sends the system prompt, the conversation and the budgets, once", async () => {
    const messages = [
      { role: "user" as const, content: "Do you run courses?" },
      { role: "assistant" as const, content: "Yes, two-day courses on site." },
      { role: "user" as const, content: "How much is it?" },
    ];
    await collect(model, request("", { messages, maxTokens: 123 }));
    const [received, ...more] = await server.requests();
    expect(more).toEqual([]);
    expect(received!.path).toBe("/v1/chat/completions");
    expect(received!.body).toMatchObject({ model: "test-model", stream: true, max_tokens: 123, temperature: 0.2 });
    expect(received!.body.messages).toEqual([{ role: "system", content: SYSTEM }, ...messages]);
    expect(received!.authorization).toBe("Bearer not-needed");
  });

  it("sends a conversation that starts with the visitor and alternates", async () => {
    await collect(
      model,
      request("", {
        messages: [
          { role: "assistant", content: "Hello! Ask me anything about Concord." },
          { role: "user", content: "Hi" },
          { role: "user", content: "  " },
          { role: "user", content: "How much is it?" },
        ],
      }),
    );
    const [received] = await server.requests();
    expect(received!.body.messages.slice(1)).toEqual([{ role: "user", content: "Hi\n\nHow much is it?" }]);
  });

  it("stops at the token budget and says so", async () => {
    let finish: ModelFinish | undefined;
    const { deltas, error } = await collect(model, request("How much is it?", { maxTokens: 3, onFinish: (f) => (finish = f) }));
    expect(error).toBeUndefined();
    expect(deltas.join("")).toBe("Based on the ");
    expect(finish?.truncated).toBe(true);
  });

  it("fails with a ModelError on HTTP 500, without retrying", async () => {
    const { deltas, error } = await collect(model, request("__error__"));
    expect(deltas).toEqual([]);
    expectModelError(error, { status: 500, aborted: false });
    expect(await server.requests()).toHaveLength(1);
  });

  it("stops at once when the time budget ends before the answer starts", async () => {
    const started = performance.now();
    const { deltas, error } = await collect(model, request("__slow__", { signal: AbortSignal.timeout(300) }));
    const elapsed = performance.now() - started;
    expect(deltas).toEqual([]);
    expectModelError(error, { aborted: true });
    expect(elapsed).toBeLessThan(1300);
  });

  it("stops at once when the time budget ends in the middle of the answer", async () => {
    const started = performance.now();
    const { deltas, error } = await collect(model, request("__stall__", { signal: AbortSignal.timeout(300) }));
    const elapsed = performance.now() - started;
    expect(deltas).toEqual(["Based "]);
    expectModelError(error, { aborted: true });
    expect(elapsed).toBeLessThan(1300);
  });

  it("fails at once with a signal that has already ended, without a request", async () => {
    const controller = new AbortController();
    controller.abort();
    const { error } = await collect(model, request("How much is it?", { signal: controller.signal }));
    expectModelError(error, { aborted: true });
    expect(await server.requests()).toEqual([]);
  });

  it("fails with a ModelError on a malformed stream", async () => {
    const { deltas, error } = await collect(model, request("__garbage__"));
    expect(deltas).toEqual(["Based "]);
    expectModelError(error, { aborted: false });
  });

  it("fails with a ModelError when the connection drops mid-answer", async () => {
    const { deltas, error } = await collect(model, request("__cut__"));
    expect(deltas).toEqual(["Based "]);
    expectModelError(error, { aborted: false });
  });

  it("fails with a ModelError when nothing listens", async () => {
    const closed = await startModelServer();
    await closed.stop();
    const unreachable = createModel({ provider: "openai", baseUrl: closed.url, model: "test-model" });
    const { error } = await collect(unreachable, request("How much is it?"));
    expectModelError(error, { aborted: false });
  });

  it("fails with a ModelError on a conversation without a visitor's message", async () => {
    const { error } = await collect(model, request("", { messages: [{ role: "assistant", content: "Hello!" }] }));
    expectModelError(error);
    expect(await server.requests()).toEqual([]);
  });
});

describe("an OpenAI-compatible endpoint with an API key", () => {
  let server: ModelServer;
  beforeAll(async () => {
    server = await startModelServer({ apiKey: "sk-test-123" });
  });
  afterAll(() => server?.stop());

  it("sends the key as a bearer token", async () => {
    const model = createModel({ provider: "openai", baseUrl: server.url, apiKey: "sk-test-123", model: "test-model" });
    const { deltas, error } = await collect(model, request("How much is it?"));
    expect(error).toBeUndefined();
    expect(deltas.join("")).toBe(GROUNDED);
    const [received] = await server.requests();
    expect(received!.authorization).toBe("Bearer sk-test-123");
  });

  it("fails with a ModelError (401) with a wrong key or none", async () => {
    for (const apiKey of ["sk-wrong", undefined]) {
      const model = createModel({ provider: "openai", baseUrl: server.url, apiKey, model: "test-model" });
      const { error } = await collect(model, request("How much is it?"));
      expectModelError(error, { status: 401 });
      expect(String((error as Error).message)).not.toContain("sk-wrong");
    }
  });
});

// ---- Amazon Bedrock ----

const utf8 = new TextDecoder();
const codec = new EventStreamCodec(
  (bytes) => utf8.decode(bytes),
  (text) => new TextEncoder().encode(text),
);

function event(type: string, body: unknown) {
  return codec.encode({
    headers: {
      ":message-type": { type: "string", value: "event" },
      ":event-type": { type: "string", value: type },
      ":content-type": { type: "string", value: "application/json" },
    },
    body: new TextEncoder().encode(JSON.stringify(body)),
  });
}

function exception(type: string, message: string) {
  return codec.encode({
    headers: {
      ":message-type": { type: "string", value: "exception" },
      ":exception-type": { type: "string", value: type },
      ":content-type": { type: "string", value: "application/json" },
    },
    body: new TextEncoder().encode(JSON.stringify({ message })),
  });
}

interface BedrockCall {
  path: string;
  authorization: string;
  body: {
    system?: { text: string }[];
    messages: { role: string; content: { text: string }[] }[];
    inferenceConfig?: { maxTokens?: number; temperature?: number };
  };
}

/**
 * Bedrock Runtime's ConverseStream as this test needs it: it answers "Hello from Bedrock." in
 * three deltas, or misbehaves on a magic word in the last message, as the OpenAI test server does
 * (__slow__, __stall__, __error__, __throttle__: an exception event mid-stream, __garbage__:
 * bytes that are not an event stream, __unfinished__: no messageStop).
 */
async function startBedrock() {
  const calls: BedrockCall[] = [];
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  const wait = (stream: http2.ServerHttp2Stream, ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), ms);
      stream.once("close", () => {
        clearTimeout(timer);
        resolve(false);
      });
    });

  server.on("stream", async (stream, headers) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as BedrockCall["body"];
    calls.push({ path: String(headers[":path"]), authorization: String(headers.authorization), body });
    const magic =
      body.messages
        .at(-1)
        ?.content.map((block) => block.text)
        .join("") ?? "";

    if (magic.includes("__error__")) {
      stream.respond({ ":status": 400, "content-type": "application/json", "x-amzn-errortype": "ValidationException" });
      stream.end(JSON.stringify({ message: "The model refused the request (as asked)." }));
      return;
    }
    if (magic.includes("__slow__") && !(await wait(stream, 10_000))) return;
    stream.respond({ ":status": 200, "content-type": "application/vnd.amazon.eventstream" });
    stream.write(event("messageStart", { role: "assistant" }));
    stream.write(event("contentBlockDelta", { contentBlockIndex: 0, delta: { text: "Hello " } }));
    if (magic.includes("__stall__") && !(await wait(stream, 10_000))) return;
    if (magic.includes("__throttle__")) return stream.end(exception("throttlingException", "Too many tokens (as asked)."));
    if (magic.includes("__garbage__")) return stream.end(Buffer.from("this is not an event stream message at all"));
    stream.write(event("contentBlockDelta", { contentBlockIndex: 0, delta: { text: "from " } }));
    stream.write(event("contentBlockDelta", { contentBlockIndex: 0, delta: { text: "Bedrock." } }));
    stream.write(event("contentBlockStop", { contentBlockIndex: 0 }));
    if (magic.includes("__unfinished__")) return stream.end();
    stream.write(event("messageStop", { stopReason: "end_turn" }));
    stream.end(event("metadata", { usage: { inputTokens: 42, outputTokens: 3, totalTokens: 45 }, metrics: { latencyMs: 12 } }));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its sessions open, which would keep the server open.
        for (const session of sessions) session.destroy();
      }),
  };
}

describe("Amazon Bedrock", () => {
  let bedrock: Awaited<ReturnType<typeof startBedrock>>;
  let model: AnswerModel;
  const MODEL_ID = "eu.anthropic.claude-sonnet-4-5-20250929-v1:0";

  beforeAll(async () => {
    bedrock = await startBedrock();
    // The SDK's default chain, as on a server: endpoint and static keys from the environment,
    // and nothing from a developer's own AWS profile.
    vi.stubEnv("AWS_ENDPOINT_URL_BEDROCK_RUNTIME", bedrock.url);
    vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDTESTFAKE");
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", "test-secret-fake");
    vi.stubEnv("AWS_SESSION_TOKEN", undefined);
    vi.stubEnv("AWS_PROFILE", undefined);
    vi.stubEnv("AWS_BEARER_TOKEN_BEDROCK", undefined);
    vi.stubEnv("AWS_CONFIG_FILE", "/nonexistent/aws-config");
    vi.stubEnv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent/aws-credentials");
    model = createModel({ provider: "bedrock", region: "eu-west-1", model: MODEL_ID });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await bedrock?.stop();
  });
  afterEach(() => {
    bedrock.calls.length = 0;
  });

  it("streams the answer in deltas, in order, and reports its end", async () => {
    let finish: ModelFinish | undefined;
    const { deltas, error } = await collect(model, request("How much is it?", { onFinish: (f) => (finish = f) }));
    expect(error).toBeUndefined();
    expect(deltas).toEqual(["Hello ", "from ", "Bedrock."]);
    expect(finish).toEqual({ truncated: false, usage: { inputTokens: 42, outputTokens: 3 } });
  });

  it("sends a signed ConverseStream request with the system prompt, the alternating conversation and the budgets", async () => {
    await collect(
      model,
      request("", {
        maxTokens: 321,
        messages: [
          { role: "assistant", content: "Hello! Ask me anything." },
          { role: "user", content: "Do you run courses?" },
          { role: "assistant", content: "Yes." },
          { role: "user", content: "How long" },
          { role: "user", content: "are they?" },
        ],
      }),
    );
    const [call, ...more] = bedrock.calls;
    expect(more).toEqual([]);
    expect(call!.path).toBe(`/model/${encodeURIComponent(MODEL_ID)}/converse-stream`);
    expect(call!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTFAKE\/\d{8}\/eu-west-1\/bedrock\/aws4_request/);
    expect(call!.body).toEqual({
      system: [{ text: SYSTEM }],
      messages: [
        { role: "user", content: [{ text: "Do you run courses?" }] },
        { role: "assistant", content: [{ text: "Yes." }] },
        { role: "user", content: [{ text: "How long\n\nare they?" }] },
      ],
      inferenceConfig: { maxTokens: 321, temperature: 0.2 },
    });
  });

  it("fails with a ModelError on an HTTP error, without retrying", async () => {
    const { deltas, error } = await collect(model, request("__error__"));
    expect(deltas).toEqual([]);
    expectModelError(error, { status: 400, aborted: false });
    expect(bedrock.calls).toHaveLength(1);
  });

  it("fails with a ModelError on an exception inside the stream", async () => {
    const { deltas, error } = await collect(model, request("__throttle__"));
    expect(deltas).toEqual(["Hello "]);
    expectModelError(error, { aborted: false });
  });

  it("fails with a ModelError on a malformed stream, or one that stops before the answer's end", async () => {
    for (const magic of ["__garbage__", "__unfinished__"]) {
      const { error } = await collect(model, request(magic));
      expectModelError(error, { aborted: false });
    }
  });

  it("stops at once when the time budget ends, before or in the middle of the answer", async () => {
    for (const [magic, expected] of [
      ["__slow__", []],
      ["__stall__", ["Hello "]],
    ] as const) {
      const started = performance.now();
      const { deltas, error } = await collect(model, request(magic, { signal: AbortSignal.timeout(300) }));
      const elapsed = performance.now() - started;
      expect(deltas).toEqual(expected);
      expectModelError(error, { aborted: true });
      expect(elapsed).toBeLessThan(1300);
    }
  });
});
