/**
 * The server's one logger (pino), at LOG_LEVEL: readable lines on a terminal and in development,
 * JSON lines otherwise (a file, a pipe, a log collector) or whenever LOG_FORMAT=json. Every line written while a request is handled carries that request's id
 * (`req_id`, also sent to the client as X-Request-Id), so one lead's story can be read together.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type Logger, type LoggerOptions } from "pino";
import pretty from "pino-pretty";
import { getEnv, type Env } from "~/server/env.server";

interface RequestContext {
  id: string;
}

// On globalThis, like the database handle: the development server reloads this module, and the
// request's context must still be found by the code it loads afresh.
const shared = globalThis as typeof globalThis & { __concordLog?: { logger?: Logger; requests: AsyncLocalStorage<RequestContext> } };
const state = (shared.__concordLog ??= { requests: new AsyncLocalStorage<RequestContext>() });

export function logger(): Logger {
  if (!state.logger) {
    const env = getEnv();
    const options: LoggerOptions = {
      level: env.LOG_LEVEL,
      base: undefined,
      mixin: () => {
        const request = state.requests.getStore();
        return request ? { req_id: request.id } : {};
      },
      // Connection strings carry passwords; nothing logs them on purpose, and these keys never will.
      redact: ["databaseUrl", "smtpUrl", "DATABASE_URL", "SMTP_URL", "password", "*.password"],
    };
    state.logger = readable(env) ? pino(options, pretty({ translateTime: "HH:MM:ss", ignore: "pid,hostname", sync: true })) : pino(options);
  }
  return state.logger;
}

/** Readable lines rather than JSON: LOG_FORMAT decides, else a terminal or the development server. */
function readable(env: Env): boolean {
  if (env.LOG_FORMAT) return env.LOG_FORMAT === "pretty";
  return env.NODE_ENV === "development" || process.stdout.isTTY === true;
}

/**
 * Runs `next` (the rest of a request's handling) under a new request id, which it is given.
 * randomUUID draws on a pool of random bytes: no system call per request.
 */
export function withRequestId(next: (id: string) => void): void {
  const id = randomUUID();
  state.requests.run({ id }, () => next(id));
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return state.requests.getStore()?.id;
}
