// React Router behind Express, through its public API: a Web Request made of the Express request
// (with the body the edge already read, server/requests.mjs), and the Response written back.
// React Router's own Express adapter reads the body from the socket itself, past any limit the
// edge sets; here no handler reads more than the edge let through.
import { createRequestHandler as createHandler } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";

function headersOf(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** An Express handler for React Router; `build` may be a function (development's fresh modules). */
export function createRequestHandler({ build, mode, getLoadContext }) {
  const handle = createHandler(build, mode);
  return async (req, res, next) => {
    try {
      // A visitor who leaves stops the work done for them (a loader's queries, a stream).
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
        method: req.method,
        headers: headersOf(req),
        body: req.method === "GET" || req.method === "HEAD" ? undefined : req.body,
        signal: controller.signal,
      });
      const response = await handle(request, getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
      if (!response.body) return res.end();
      await writeReadableStreamToWritable(response.body, res).catch((error) => {
        if (!res.destroyed) throw error;
      });
    } catch (error) {
      next(error);
    }
  };
}
