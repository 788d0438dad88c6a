// tests/support/openai-compatible-server.mjs as a child process, for the tests that need a model
// endpoint: the model client's, and the site's own with ASSISTANT_MODEL_URL set to `url`.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const SCRIPT = fileURLToPath(new URL("./openai-compatible-server.mjs", import.meta.url));

/** One chat request as the server received it. */
export interface RecordedRequest {
  path: string;
  authorization: string | null;
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    max_completion_tokens?: number;
    temperature?: number;
    messages: { role: string; content: string }[];
    [field: string]: unknown;
  };
}

export interface ModelServer {
  /** The base URL an OpenAI client takes, e.g. http://127.0.0.1:41234/v1. */
  url: string;
  port: number;
  /** The chat requests received so far, oldest first. */
  requests(): Promise<RecordedRequest[]>;
  clearRequests(): Promise<void>;
  /** Stops the process and waits for its end. */
  stop(): Promise<void>;
}

/** Starts the server; with `apiKey`, it answers 401 to requests without that bearer key. */
export async function startModelServer(options: { apiKey?: string } = {}): Promise<ModelServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0" };
  if (options.apiKey) env.OPENAI_COMPAT_API_KEY = options.apiKey;
  else delete env.OPENAI_COMPAT_API_KEY;
  const child = spawn(process.execPath, [SCRIPT], { env, stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => fail(new Error("the model server did not start within 10 s")), 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    lines.once("line", (line) => {
      clearTimeout(timer);
      lines.close();
      try {
        resolve((JSON.parse(line) as { port: number }).port);
      } catch {
        fail(new Error(`the model server printed ${JSON.stringify(line)} instead of its port`));
      }
    });
    child.once("exit", (code) => fail(new Error(`the model server exited (${code}) before listening: ${errors}`)));
  });

  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/v1`,
    port,
    async requests() {
      return (await (await fetch(`${origin}/requests`)).json()) as RecordedRequest[];
    },
    async clearRequests() {
      await fetch(`${origin}/requests`, { method: "DELETE" });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
