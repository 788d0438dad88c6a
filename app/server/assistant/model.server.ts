// The site assistant's language model (decision 0018), behind one small interface so the
// assistant's answer code does not know which provider writes: an OpenAI-compatible endpoint
// (OpenAI, or a local Ollama, vLLM, llama.cpp…) or Amazon Bedrock's Converse API.
//
// The client never retries and never waits on its own: the caller's signal is the time budget,
// and on any error the caller answers from the passages instead, which is better for a visitor
// than a second wait. Every failure therefore surfaces as one ModelError.
import type OpenAI from "openai";
import type { BedrockRuntimeClient, ConverseStreamOutput } from "@aws-sdk/client-bedrock-runtime";

export type ModelConfig =
  { provider: "openai"; baseUrl: string; apiKey?: string; model: string } | { provider: "bedrock"; region: string; model: string };

export interface ModelMessage {
  role: "user" | "assistant";
  content: string;
}

export interface ModelUsage {
  inputTokens?: number;
  outputTokens?: number;
}

export interface ModelFinish {
  /** Tokens as the provider counted them, when it reports them. */
  usage: ModelUsage;
  /** The answer stopped at `maxTokens`, not where the model meant to end it. */
  truncated: boolean;
}

export interface ModelRequest {
  /** The rules and the retrieved passages, written by the caller. */
  system: string;
  /** The conversation; the last message is the visitor's. */
  messages: ModelMessage[];
  /** The answer's token budget. */
  maxTokens: number;
  /** The time budget: aborting it stops the HTTP request at once. */
  signal: AbortSignal;
  /** Called once, after the last delta of a stream that finished well. */
  onFinish?: (finish: ModelFinish) => void;
}

export interface AnswerModel {
  /**
   * Text deltas as the model writes them. Throws a ModelError on an HTTP error or a refusal of
   * the endpoint, when the signal aborts (before or during the answer), on a malformed or
   * unfinished stream, and for an empty answer.
   */
  stream(request: ModelRequest): AsyncIterable<string>;
}

export class ModelError extends Error {
  override name = "ModelError";
  /** The endpoint's HTTP status, when it answered with an error. */
  readonly status?: number;
  /** The caller's signal stopped the answer (its time budget), rather than a failure. */
  readonly aborted: boolean;

  constructor(message: string, options: { cause?: unknown; status?: number; aborted?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.aborted = options.aborted ?? false;
  }
}

/** Low, so answers stay close to the passages' own words, yet not fully greedy (no loops). */
const TEMPERATURE = 0.2;

export function createModel(config: ModelConfig): AnswerModel {
  return config.provider === "openai" ? openAIModel(config) : bedrockModel(config);
}

/**
 * The conversation as strict chat APIs accept it: it starts with the visitor, and turns
 * alternate. Bedrock's Converse rejects anything else (ValidationException), and so do the chat
 * templates of several local models (Gemma's and Mistral's raise "roles must alternate"), while
 * the panel's history may open with its own greeting, or hold two visitor messages in a row
 * after an answer failed. So: blank messages are dropped (Bedrock refuses blank text), leading
 * assistant messages are dropped (the model needs no greeting it did not write), and consecutive
 * messages of one role are joined, so nothing the visitor wrote is lost.
 */
export function alternatingConversation(messages: readonly ModelMessage[]): ModelMessage[] {
  const conversation: ModelMessage[] = [];
  for (const { role, content } of messages) {
    const text = content.trim();
    if (!text || (conversation.length === 0 && role !== "user")) continue;
    const last = conversation.at(-1);
    if (last?.role === role) last.content = `${last.content}\n\n${text}`;
    else conversation.push({ role, content: text });
  }
  if (conversation.length === 0) throw new ModelError("The conversation has no message from the visitor.");
  return conversation;
}

function openAIModel(config: Extract<ModelConfig, { provider: "openai" }>): AnswerModel {
  // Loaded on the first answer, so a site without a model (or with the other provider) never
  // loads this SDK.
  let client: Promise<OpenAI> | undefined;
  const getClient = () =>
    (client ??= import("openai").then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          baseURL: config.baseUrl,
          // Local servers take no key, but the SDK refuses to start without one.
          apiKey: config.apiKey ?? "not-needed",
          // The site's settings are the whole configuration: no OPENAI_ORG_ID or OPENAI_PROJECT_ID
          // of the host's environment is sent to a third party.
          organization: null,
          project: null,
          maxRetries: 0,
          // Failures reach the caller as ModelErrors, which it logs through the site's logger.
          logLevel: "off",
        }),
    ));

  return {
    async *stream(request) {
      const { signal } = request;
      let written = false;
      let truncated = false;
      let usage: ModelUsage = {};
      try {
        signal.throwIfAborted();
        const messages = alternatingConversation(request.messages);
        const openai = await getClient();
        const stream = await openai.chat.completions.create(
          {
            model: config.model,
            // max_tokens, not max_completion_tokens: the local servers (Ollama, vLLM, llama.cpp)
            // take it, and OpenAI still does for its chat models.
            max_tokens: request.maxTokens,
            temperature: TEMPERATURE,
            stream: true,
            stream_options: { include_usage: true },
            messages: [{ role: "system", content: request.system }, ...messages],
          },
          { signal },
        );
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const text = choice?.delta?.content;
          if (text) {
            written = true;
            yield text;
          }
          if (choice?.finish_reason === "length") truncated = true;
          if (choice?.finish_reason === "content_filter") throw new ModelError("The endpoint filtered the answer.");
          if (chunk.usage) usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
        }
        // The SDK ends its stream quietly when the request is aborted; for the caller an answer
        // stopped by its time budget is not a finished one.
        signal.throwIfAborted();
        // Not checked: a finish_reason. Some OpenAI-compatible servers leave it out, and a
        // connection cut mid-answer already fails the body's read.
      } catch (error) {
        throw modelError(error, signal);
      }
      if (!written) throw new ModelError("The model's answer was empty.");
      request.onFinish?.({ usage, truncated });
    },
  };
}

function bedrockModel(config: Extract<ModelConfig, { provider: "bedrock" }>): AnswerModel {
  let client: Promise<BedrockRuntimeClient> | undefined;
  let sdk: Promise<typeof import("@aws-sdk/client-bedrock-runtime")> | undefined;
  const getSdk = () => (sdk ??= import("@aws-sdk/client-bedrock-runtime"));
  // Credentials and endpoint come from the SDK's default chain (environment, profile, role),
  // as an AWS deployment expects; one attempt only, as for the other provider.
  const getClient = () =>
    (client ??= getSdk().then(({ BedrockRuntimeClient }) => new BedrockRuntimeClient({ region: config.region, maxAttempts: 1 })));

  return {
    async *stream(request) {
      const { signal } = request;
      let written = false;
      let stopped = false;
      let truncated = false;
      let usage: ModelUsage = {};
      try {
        signal.throwIfAborted();
        const messages = alternatingConversation(request.messages);
        const [{ ConverseStreamCommand }, bedrock] = await Promise.all([getSdk(), getClient()]);
        const command = new ConverseStreamCommand({
          modelId: config.model,
          // Bedrock refuses a blank text block, so no system block rather than an empty one.
          system: request.system.trim() ? [{ text: request.system }] : undefined,
          messages: messages.map(({ role, content }) => ({ role, content: [{ text: content }] })),
          inferenceConfig: { maxTokens: request.maxTokens, temperature: TEMPERATURE },
        });
        const response = await bedrock.send(command, { abortSignal: signal });
        if (!response.stream) throw new ModelError("Bedrock answered without a stream.");
        for await (const event of response.stream) {
          const text = event.contentBlockDelta?.delta?.text;
          if (text) {
            written = true;
            yield text;
          }
          if (event.messageStop) {
            stopped = true;
            truncated = event.messageStop.stopReason === "max_tokens";
            if (event.messageStop.stopReason === "content_filtered") throw new ModelError("Bedrock filtered the answer.");
          }
          if (event.metadata?.usage) {
            usage = { inputTokens: event.metadata.usage.inputTokens, outputTokens: event.metadata.usage.outputTokens };
          }
          const failure = streamException(event);
          if (failure) throw new ModelError(`Bedrock failed during the answer: ${failure}`);
        }
        signal.throwIfAborted();
        // Bedrock always ends an answer with messageStop: without it the answer was cut short.
        if (!stopped) throw new ModelError("Bedrock's stream ended before the answer did.");
      } catch (error) {
        throw modelError(error, signal);
      }
      if (!written) throw new ModelError("The model's answer was empty.");
      request.onFinish?.({ usage, truncated });
    },
  };
}

/** An error event inside the stream, which the SDK may hand over as an event rather than throw. */
function streamException(event: ConverseStreamOutput): string | undefined {
  const exception =
    event.internalServerException ??
    event.modelStreamErrorException ??
    event.validationException ??
    event.throttlingException ??
    event.serviceUnavailableException;
  return exception ? exception.message || exception.name : undefined;
}

function modelError(error: unknown, signal: AbortSignal): ModelError {
  if (signal.aborted) {
    return new ModelError("The model's answer was stopped: its time was up.", { cause: signal.reason ?? error, aborted: true });
  }
  if (error instanceof ModelError) return error;
  const status = httpStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  // The OpenAI SDK's messages already start with the status; Bedrock's do not.
  const label = status && !message.startsWith(`${status} `) ? ` (HTTP ${status})` : "";
  return new ModelError(`The model failed${label}: ${message}`, { cause: error, status });
}

/** The status of both SDKs' errors, read off their public fields. */
function httpStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if ("status" in error && typeof error.status === "number") return error.status;
  if ("$metadata" in error && typeof error.$metadata === "object" && error.$metadata !== null) {
    const code = (error.$metadata as { httpStatusCode?: unknown }).httpStatusCode;
    if (typeof code === "number") return code;
  }
  return undefined;
}
