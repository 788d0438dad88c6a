import type { z } from "zod";
import type { AssistantAnswer } from "~/lib/assistant-answer";
import { assistantTurn, conversationSchema, type AssistantEvent, type ChatMessage } from "~/server/assistant/assistant.server";
import { feedbackSchema, recordQuestion } from "~/server/assistant/questions.server";
import { createModel, type AnswerModel } from "~/server/assistant/model.server";
import { getDb } from "~/server/db/client.server";
import { describeDbError } from "~/server/db/errors.server";
import { getEnv, type Env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { clientKey } from "~/server/security/client-key.server";
import { hitRateLimit } from "~/server/security/rate-limit.server";

/**
 * `POST /assistant` (decision 0018): the server hands over the body's text and whether the
 * client asked for a stream; it gets back a JSON answer, or the events of a stream to write.
 */
const RATE_WINDOW_MS = 10 * 60_000;

export interface AssistantRequestMeta {
  url: string;
  referer: string | null | undefined;
  clientIp: string;
  /** The client asked for text/event-stream. */
  stream: boolean;
  /** The client went away. */
  signal?: AbortSignal;
}

export type AssistantResponse =
  | { status: number; headers: Record<string, string>; body: string }
  | { status: 200; headers: Record<string, string>; events: AsyncIterable<string> };

let model: { env: Env; model?: AnswerModel } | undefined;

function configuredModel(env: Env): AnswerModel | undefined {
  if (model?.env === env) return model.model;
  let created: AnswerModel | undefined;
  if (env.ASSISTANT_MODEL_PROVIDER === "openai") {
    created = createModel({
      provider: "openai",
      baseUrl: env.ASSISTANT_MODEL_URL!,
      apiKey: env.ASSISTANT_MODEL_API_KEY,
      model: env.ASSISTANT_MODEL!,
    });
  } else if (env.ASSISTANT_MODEL_PROVIDER === "bedrock") {
    created = createModel({ provider: "bedrock", region: env.AWS_REGION!, model: env.ASSISTANT_MODEL! });
  }
  model = { env, model: created };
  return created;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  body: JSON.stringify(value),
});

/** One Server-Sent Event. JSON never holds a raw line break, so one data line is enough. */
function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function eventData(event: AssistantEvent): [string, unknown] {
  if (event.type === "sources") return ["sources", { sources: event.sources }];
  if (event.type === "delta") return ["delta", { text: event.text }];
  return ["done", event.answer];
}

/** A JSON body checked by its schema, or the 400 that says what is wrong with it. */
function parseBody<T extends z.ZodType>(
  body: string,
  schema: T,
  example: string,
): { success: true; data: z.output<T> } | { success: false; response: ReturnType<typeof json> } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { success: false, response: json(400, { error: `The body must be JSON: ${example}.` }) };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    return { success: false, response: json(400, { error: parsed.error.issues[0]?.message ?? "Not a request this path takes." }) };
  return { success: true, data: parsed.data };
}

/** A question the site could not answer is kept for the workspace, after the answer is out. */
async function* noteDeclined(messages: readonly ChatMessage[], events: AsyncGenerator<AssistantEvent>): AsyncGenerator<AssistantEvent> {
  for await (const event of events) {
    yield event;
    if (event.type === "done" && event.declined) {
      const question = messages.at(-1)!.content;
      void getDb()
        .then((db) => recordQuestion(db, "unanswered", question, event.answer.answer))
        .catch((error: unknown) => logger().warn(`Assistant: an unanswered question was not kept: ${describeDbError(error)}`));
    }
  }
}

/** Feedback a visitor may give in this window (thumbs on answers). */
const FEEDBACK_LIMIT = 30;

/** `POST /assistant/feedback`: a thumbs up or down on an answer, kept without the visitor's identity. */
export async function handleAssistantFeedback(body: string, meta: Pick<AssistantRequestMeta, "clientIp">) {
  const parsed = parseBody(body, feedbackSchema, '{"question":"…","answer":"…","rating":"helpful"}');
  if (!parsed.success) return parsed.response;
  try {
    const db = await getDb();
    const limit = await hitRateLimit(db, `assistant-feedback:${clientKey(meta.clientIp)}`, {
      limit: FEEDBACK_LIMIT,
      windowMs: RATE_WINDOW_MS,
    });
    if (!limit.allowed) return json(429, { error: "Thanks, that's plenty of feedback for now." });
    await recordQuestion(db, parsed.data.rating, parsed.data.question, parsed.data.answer);
    return json(201, { saved: true });
  } catch (error) {
    logger().error(`Assistant: feedback not kept: ${describeDbError(error)}`);
    return json(503, { saved: false, error: "Your feedback could not be saved just now." });
  }
}

export async function handleAssistantRequest(body: string, meta: AssistantRequestMeta): Promise<AssistantResponse> {
  const started = performance.now();
  const parsed = parseBody(body, conversationSchema, '{"messages":[{"role":"user","content":"…"}]}');
  if (!parsed.success) return parsed.response;

  const env = getEnv();
  let allowModel = true;
  try {
    const limit = await hitRateLimit(await getDb(), `assistant:${clientKey(meta.clientIp)}`, {
      limit: env.ASSISTANT_RATE_LIMIT,
      windowMs: RATE_WINDOW_MS,
    });
    if (!limit.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil((limit.resetAt.getTime() - Date.now()) / 1000));
      logger().warn(`Assistant: rate limit reached for ${meta.clientIp}`);
      return json(
        429,
        {
          answer: "You've asked a lot of questions in a short time. Please wait a few minutes and ask again, or contact us directly.",
          retryAfterSeconds,
        },
        { "Retry-After": String(retryAfterSeconds) },
      );
    }
  } catch (error) {
    // Answers from the site's own text still work without the database; a paid model does
    // not run without its limit.
    logger().error(`Assistant: rate limit not checked, answering without the model: ${describeDbError(error)}`);
    allowModel = false;
  }

  const messages = parsed.data.messages;
  const events = noteDeclined(
    messages,
    assistantTurn(messages, {
      meta: { request: { url: meta.url, referer: meta.referer }, clientIp: meta.clientIp },
      model: allowModel ? configuredModel(env) : undefined,
      maxTokens: env.ASSISTANT_MAX_TOKENS,
      timeoutMs: env.ASSISTANT_MODEL_TIMEOUT_MS,
      signal: meta.signal,
    }),
  );

  if (!meta.stream) {
    let answer: AssistantAnswer | undefined;
    for await (const event of events) if (event.type === "done") answer = event.answer;
    return json(200, answer, { "Server-Timing": `assistant;dur=${(performance.now() - started).toFixed(1)}` });
  }
  return {
    status: 200,
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store, no-transform", "X-Accel-Buffering": "no" },
    events: (async function* () {
      try {
        // Every answer streams as the decision says: sources (when any), text, then done.
        let wrote = false;
        for await (const event of events) {
          if (event.type === "delta") wrote = true;
          if (event.type === "done" && !wrote) yield sse("delta", { text: event.answer.answer });
          yield sse(...eventData(event));
        }
      } catch (error) {
        logger().error({ err: error }, "Assistant: the answer failed");
        yield sse("error", { message: "Something went wrong on our side. Please try again, or contact us directly." });
      }
    })(),
  };
}
