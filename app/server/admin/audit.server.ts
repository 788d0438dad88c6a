/**
 * The audit log as owners read it: every staff sign-in, export, erasure and change, newest first,
 * narrowed to one action and/or to text in the actor's address, the target or the details (a
 * mail's recipient, a filter), paged by keyset. A table scan for a text search: the log holds
 * thousands of entries a year, not millions.
 * Entries are written by `audit()` (app/server/auth/auth.server.ts); nothing here changes them.
 */
import { and, or, sql, eq, type SQL } from "drizzle-orm";
import { MAX_SEARCH_LENGTH } from "~/lib/lead-labels";
import { escapeLike } from "~/server/admin/leads.server";
import { decodeCursor, olderThan, pageSize, positionAt, toPage, type Position } from "~/server/admin/keyset.server";
import type { Database } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema.server";

export interface AuditFilter {
  /** One action exactly, e.g. "leads.export". */
  action?: string;
  /** Any part of the actor's address, the target or the details, in any case. */
  q?: string;
}

const text = (value: string | null, max: number) => [...(value ?? "").trim()].slice(0, max).join("").trim();

/** The filter of a URL's query (`action`, `q`); empty values are left out, long ones cut. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  const action = text(params.get("action"), 100);
  const q = text(params.get("q"), MAX_SEARCH_LENGTH);
  if (action) filter.action = action;
  if (q) filter.q = q;
  return filter;
}

export function auditFilterToParams(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.action) params.set("action", filter.action);
  if (filter.q) params.set("q", filter.q);
  return params;
}

export interface AuditEntry {
  id: string;
  at: Date;
  actorEmail: string;
  action: string;
  target: string | null;
  /** The details as compact JSON, or null when there are none. */
  details: string | null;
}

export interface AuditPage {
  rows: AuditEntry[];
  next: string | null;
}

function where(filter: AuditFilter, after: Position | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.q) {
    const pattern = sql`'%' || lower(${escapeLike(filter.q)}) || '%'`;
    conditions.push(
      or(
        sql`lower(${auditLog.actorEmail}) like ${pattern}`,
        sql`lower(${auditLog.target}) like ${pattern}`,
        sql`lower(${auditLog.details}::text) like ${pattern}`,
      ),
    );
  }
  if (after) conditions.push(olderThan(auditLog.at, auditLog.id, after));
  return and(...conditions);
}

/** One page of the log, newest first; `after` is the `next` of the page before. */
export async function listAudit(db: Database, filter: AuditFilter, options: { after?: string; limit?: number } = {}): Promise<AuditPage> {
  const limit = pageSize(options.limit);
  const found = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
      position: positionAt(auditLog.at),
    })
    .from(auditLog)
    .where(where(filter, decodeCursor(options.after)))
    // audit_log_at_idx gives the time order; entries of one instant (one transaction) by id.
    .orderBy(sql`${auditLog.at} desc`, sql`${auditLog.id} desc`)
    .limit(limit + 1);
  const page = toPage(found, limit);
  return {
    next: page.next,
    rows: page.rows.map((row) => ({
      ...row,
      details: row.details === null || row.details === undefined ? null : JSON.stringify(row.details),
    })),
  };
}
