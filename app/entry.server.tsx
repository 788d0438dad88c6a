import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";

import { buildIndex } from "~/server/assistant/retrieval.server";
import { closeDb, migrate } from "~/server/db/client.server";
import { siteUrlOf } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { startProcessMailWorker, stopProcessMailWorker } from "~/server/mail/runtime.server";

// The Express server (server/main.mjs) reads these from the server build.
export { getEnv, EnvError } from "~/server/env.server";
export { logger, withRequestId } from "~/server/logger.server";
export { handleLeadJson } from "~/server/leads/action.server";
export { handleAssistantFeedback, handleAssistantRequest } from "~/server/assistant/http.server";
export { clientKey } from "~/server/security/client-key.server";
export { runStaffCommand } from "~/server/auth/staff-command.server";
export { runLaunchCheck } from "~/server/admin/launch-check-command.server";
export { videoFrameOrigins } from "~/content/videos";
export { countPageView } from "~/server/analytics/page-views.server";

/**
 * Before the server listens: open the database, apply pending migrations (throws if it cannot),
 * and start the worker that sends mails still owed.
 */
export async function startup(): Promise<void> {
  await migrate();
  await startProcessMailWorker();
  // The assistant's index is built before the first visitor asks, not while they wait.
  buildIndex();
}

/** On SIGTERM/SIGINT: finish the mail in flight, then close the database (and stop the embedded PostgreSQL). */
export async function shutdown(): Promise<void> {
  await stopProcessMailWorker();
  await closeDb();
}

declare const __BUILD_ENV__: { SITE_URL?: string; PORT?: string };

/** The SITE_URL the build's prerendered pages were made for (the server renders them again for another). */
export const siteUrlAtBuild = siteUrlOf(__BUILD_ENV__.SITE_URL, __BUILD_ENV__.PORT);

export const streamTimeout = 5_000;

/** An error in a loader or action: logged once, with the request's id. A visitor who left is no error. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger().error({ err: error }, `${request.method} ${new URL(request.url).pathname} failed`);
}

/**
 * Renders every page completely before answering (no streaming): pages are small, crawlers
 * and no-JS visitors get the whole text, and the status code is final when headers go out.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // Workspace pages carry React Router's inline scripts, allowed by this nonce (server/headers.mjs).
  const nonce = loadContext?.cspNonce;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        logger().error({ err: error }, `Rendering ${new URL(request.url).pathname} failed`);
      },
    });
  });
}
