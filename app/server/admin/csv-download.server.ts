// A CSV download of the workspace, streamed as the client reads it: a slow download does not pile
// rows up in memory, and one that is abandoned stops the reading of the database. The database
// writes each line (csv_cell, migration 0017; decision 0034), so a row reaches the server as one
// string.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Position } from "~/server/admin/keyset.server";

/** Excel reads a CSV file as UTF-8 (names like "Zoë" intact) only when it starts with this mark. */
export const BYTE_ORDER_MARK = "\uFEFF";

/** The header line: the workspace's own column names, which never need quoting. */
export function csvHeader(names: readonly string[]): string {
  const quoted = names.find((name) => /[",\r\n]/.test(name));
  if (quoted) throw new Error(`a CSV column name needs quoting: ${quoted}`);
  return `${names.join(",")}\r\n`;
}

/** The select expression of one CSV line of `cells`, CRLF-terminated, each cell through csv_cell. */
export function csvLine(cells: readonly (AnyColumn | SQL)[]): SQL<string> {
  const quoted = cells.map((cell) => sql`csv_cell(${cell}::text)`);
  return sql<string>`concat(${sql.join(quoted, sql`, ',', `)}, E'\\r\\n')`;
}

/** A time as JavaScript's toISOString writes it (UTC, to the millisecond), as a select expression. */
export function isoTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Rows a long export reads at a time: enough to be quick, few enough to keep memory flat. */
export const CSV_BATCH = 2_000;

/**
 * The header line, then every line `readBatch` gives, read CSV_BATCH rows at a time by keyset
 * (each batch starts after the last row of the one before), one chunk per batch, so an export of
 * a million rows holds one batch in memory and each chunk is handed on before the next is read.
 */
export async function* csvLines(
  header: readonly string[],
  readBatch: (after: Position | undefined) => Promise<{ line: string; position: string; id: string }[]>,
): AsyncGenerator<string, void, undefined> {
  yield csvHeader(header);
  let after: Position | undefined;
  for (;;) {
    const batch = await readBatch(after);
    if (batch.length > 0) yield batch.map((row) => row.line).join("");
    if (batch.length < CSV_BATCH) return;
    const last = batch.at(-1)!;
    after = { at: last.position, id: last.id };
  }
}

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
