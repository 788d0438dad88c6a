/**
 * Pages of a workspace list by keyset: a page starts after the row with this time and id, so a
 * page deep in 100,000 rows costs what the first does (an OFFSET reads and drops every row before
 * it) and rows added meanwhile neither shift nor repeat a page. The time travels as text with
 * PostgreSQL's microseconds: a JavaScript Date keeps milliseconds only, and rows saved within one
 * millisecond would be skipped or shown twice. Every list of the workspace pages this way.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

export interface Position {
  /** The row's time, UTC, to the microsecond: 2026-05-01T12:00:00.000500Z. */
  at: string;
  /** The row's uuid. */
  id: string;
}

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The select expression of a row's position time (select it with the id). */
export function positionAt(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`).toString("base64url");
}

/** A cursor this module did not make is ignored: the list starts at its first page. */
export function decodeCursor(cursor: string | null | undefined): Position | undefined {
  if (!cursor) return undefined;
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  return at && id && rest.length === 0 && AT.test(at) && UUID.test(id) ? { at, id } : undefined;
}

/** Rows after `position` in newest-first order of (time, id). */
export function olderThan(time: AnyColumn, id: AnyColumn, position: Position): SQL {
  return sql`(${time}, ${id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;
}

/** Rows after `position` in oldest-first order of (time, id). */
export function laterThan(time: AnyColumn, id: AnyColumn, position: Position): SQL {
  return sql`(${time}, ${id}) > (${position.at}::timestamptz, ${position.id}::uuid)`;
}

/** A page size within 1 to 500, 50 when none (or nonsense) is asked for. */
export function pageSize(limit: number | undefined): number {
  const requested = Math.trunc(limit ?? DEFAULT_PAGE_SIZE);
  return Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/** The page of `found` (fetched with one row more than `limit`) and the cursor of the next, or null. */
export function toPage<T extends { id: string; position: string }>(
  found: T[],
  limit: number,
): { rows: Omit<T, "position">[]; next: string | null } {
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ position: _position, ...row }) => row),
    next: found.length > limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
  };
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
