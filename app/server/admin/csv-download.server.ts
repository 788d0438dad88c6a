// A CSV download of the workspace, streamed as the client reads it: a slow download does not pile
// rows up in memory, and one that is abandoned stops the reading of the database.

/** Excel reads a CSV file as UTF-8 (names like "Zoë" intact) only when it starts with this mark. */
export const BYTE_ORDER_MARK = "\uFEFF";

/**
 * The response for `lines` (CSV text, the header line first) as the file `<name>-<UTC day>.csv`,
 * gzip-compressed here when the client takes it. The server's compression middleware is told to
 * leave it alone (no-transform): it forwards "drain" listeners to its zlib stream but removes them
 * from the response, so a long download would collect one stale listener per pause of the socket.
 */
export function csvDownload(request: Request, lines: AsyncGenerator<string, void, undefined>, name: string): Response {
  const encoder = new TextEncoder();
  let started = false;
  const csv = new ReadableStream<BufferSource>({
    async pull(controller) {
      const { value, done } = await lines.next();
      if (done) return controller.close();
      controller.enqueue(encoder.encode(started ? value : BYTE_ORDER_MARK + value));
      started = true;
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(gzip ? csv.pipeThrough(new CompressionStream("gzip")) : csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}-${day}.csv"`,
      "cache-control": "no-store, no-transform",
      vary: "Accept-Encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    },
  });
}
