/**
 * Named prepared statements for the statements every form submission runs. PostgreSQL plans a
 * statement each time it is parsed; for the lead insert (a CTE with a sub-query per mail) the
 * planning costs several times the execution. A named statement is parsed and planned once per
 * connection and then only bound and executed. On PostgreSQL node-postgres does this itself
 * when a query has a name; PGlite has no such option, so its protocol messages are built here
 * (Parse once, then Bind, Describe, Execute and Sync in one call). The statement's text must
 * not change for a given name, and parameters are handed over as text (or null).
 */
import type { Database } from "~/server/db/client.server";

export type Row = Record<string, string | number | boolean | null>;

/** The subset of PGlite used here (its public protocol API and its two locks). */
interface PgliteClient {
  execProtocol(message: Uint8Array): Promise<{ messages: ProtocolMessage[] }>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface ProtocolMessage {
  name: string;
  fields?: ({ name: string } | string | null)[];
}

interface PgPool {
  query(config: { name: string; text: string; values: (string | null)[] }): Promise<{ rows: Row[] }>;
}

const encoder = new TextEncoder();

/** One frontend message: type byte, length, body. */
function message(type: string, parts: (Uint8Array | number)[], int16: Set<number> = new Set()): Uint8Array {
  let length = 4;
  for (const [index, part] of parts.entries()) length += typeof part === "number" ? (int16.has(index) ? 2 : 4) : part.length;
  const out = new Uint8Array(1 + length);
  const view = new DataView(out.buffer);
  out[0] = type.charCodeAt(0);
  view.setInt32(1, length);
  let offset = 5;
  for (const [index, part] of parts.entries()) {
    if (typeof part !== "number") {
      out.set(part, offset);
      offset += part.length;
    } else if (int16.has(index)) {
      view.setInt16(offset, part);
      offset += 2;
    } else {
      view.setInt32(offset, part);
      offset += 4;
    }
  }
  return out;
}

const cstring = (value: string) => encoder.encode(`${value}\0`);

function parseMessage(name: string, text: string): Uint8Array {
  // Statement name, text, no parameter types (the server infers them from the casts).
  return message("P", [cstring(name), cstring(text), 0], new Set([2]));
}

function bindMessage(name: string, params: readonly (string | null)[]): Uint8Array {
  const parts: (Uint8Array | number)[] = [cstring(""), cstring(name), 0, params.length];
  const int16 = new Set([2, 3]);
  for (const param of params) {
    if (param === null) parts.push(-1);
    else {
      const bytes = encoder.encode(param);
      parts.push(bytes.length, bytes);
    }
  }
  // All results as text.
  int16.add(parts.length);
  parts.push(0);
  return message("B", parts, int16);
}

const describePortal = message("D", [cstring("P")]);
const executePortal = message("E", [cstring(""), 0]);
const sync = message("S", []);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The statements already parsed on each PGlite instance (one session: the whole process). */
const parsedOn = new WeakMap<object, Set<string>>();

async function runOnPglite(client: PgliteClient, name: string, text: string, params: readonly (string | null)[]): Promise<Row[]> {
  // The same locks as PGlite's own query(): never inside somebody else's transaction.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let parsed = parsedOn.get(client);
      if (!parsed) parsedOn.set(client, (parsed = new Set()));
      if (!parsed.has(name)) {
        // On its own, so a failed Bind later can never leave the set and the session disagreeing.
        await client.execProtocol(concat([parseMessage(name, text), sync]));
        parsed.add(name);
      }
      // An error (thrown with its SQLSTATE code) still ends at Sync, so the session stays usable.
      const result = await client.execProtocol(concat([bindMessage(name, params), describePortal, executePortal, sync]));
      const rows: Row[] = [];
      let columns: string[] = [];
      for (const item of result.messages) {
        if (item.name === "rowDescription") columns = item.fields!.map((field) => (field as { name: string }).name);
        else if (item.name === "dataRow") {
          const row: Row = {};
          item.fields!.forEach((value, index) => (row[columns[index]!] = value as string | null));
          rows.push(row);
        }
      }
      return rows;
    }),
  );
}

/**
 * Runs `text` as the named prepared statement `name` with text parameters. Rows come back with
 * the driver's values: text on PGlite, parsed types (numbers, Dates) on PostgreSQL.
 */
export async function preparedQuery(db: Database, name: string, text: string, params: readonly (string | null)[]): Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client && typeof (client as PgliteClient).execProtocol === "function") return runOnPglite(client as PgliteClient, name, text, params);
  return (await (client as PgPool).query({ name, text, values: [...params] })).rows;
}
