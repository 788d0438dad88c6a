/**
 * The audit log as owners read it: every staff sign-in, export, erasure and change, newest first,
 * narrowed to one action and/or to text in the actor's address, the target or the details (a
 * mail's recipient, a filter), paged by keyset. A table scan for a text search: the log holds
 * thousands of entries a year, not millions.
 * Entries are written by `audit()` (app/server/auth/auth.server.ts); nothing here changes them.
 */
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { MAX_SEARCH_LENGTH, STATUS_LABELS } from "~/lib/lead-labels";
import { escapeLike } from "~/server/admin/leads.server";
import { decodeCursor, isUuid, olderThan, pageSize, positionAt, toPage, type Position } from "~/server/admin/keyset.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, leads, staffUsers, teamMembers, webinars } from "~/server/db/schema.server";

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
  /** The member's name, while they are a member. */
  actorName: string | null;
  action: string;
  target: string | null;
  /** What was changed, named, with a link to it while it exists. */
  targetLink: { href: string; label: string } | null;
  /** The details in words ("Status: New → Contacted"), or null when there are none. */
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
      actorName: staffUsers.name,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
      position: positionAt(auditLog.at),
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(where(filter, decodeCursor(options.after)))
    // audit_log_at_idx gives the time order; entries of one instant (one transaction) by id.
    .orderBy(sql`${auditLog.at} desc`, sql`${auditLog.id} desc`)
    .limit(limit + 1);
  const page = toPage(found, limit);
  const names = await namesOf(db, page.rows);
  return {
    next: page.next,
    rows: page.rows.map((row) => ({
      ...row,
      targetLink: linkOf(row.action, row.target, names),
      details: inWords(row.action, row.details, names),
    })),
  };
}

/** Where each kind of target is shown in the workspace, by the action's first word. */
const TARGET_PAGES: Record<string, string> = { lead: "/admin/leads", team: "/admin/team", webinar: "/admin/webinars" };

type Names = Map<string, string>;

/**
 * The names of the leads, team members, webinars and members the page's entries name, in four
 * look-ups by id (a lead by its name or address, a webinar by its title).
 */
async function namesOf(db: Database, rows: { action: string; target: string | null; details: unknown }[]): Promise<Names> {
  const ids = (kind: string) => [
    ...new Set(rows.flatMap((row) => (row.action.split(".")[0] === kind && row.target && isUuid(row.target) ? [row.target] : []))),
  ];
  const memberIds = [
    ...new Set(
      rows.flatMap((row) => {
        const owner = (row.details as { ownerId?: { from: string | null; to: string | null } } | null)?.ownerId;
        return owner ? [owner.from, owner.to].filter((id): id is string => Boolean(id)) : [];
      }),
    ),
  ];
  const [leadRows, teamRows, webinarRows, memberRows] = await Promise.all([
    ids("lead").length
      ? db
          .select({ id: leads.id, name: sql<string>`coalesce(nullif(${leads.name}, ''), ${leads.email})` })
          .from(leads)
          .where(inArray(leads.id, ids("lead")))
      : [],
    ids("team").length
      ? db
          .select({ id: teamMembers.id, name: teamMembers.name })
          .from(teamMembers)
          .where(inArray(teamMembers.id, ids("team")))
      : [],
    ids("webinar").length
      ? db
          .select({ id: webinars.id, name: webinars.title })
          .from(webinars)
          .where(inArray(webinars.id, ids("webinar")))
      : [],
    memberIds.length
      ? db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, memberIds))
      : [],
  ]);
  return new Map([...leadRows, ...teamRows, ...webinarRows, ...memberRows].map((row) => [row.id, row.name]));
}

function linkOf(action: string, target: string | null, names: Names): AuditEntry["targetLink"] {
  const page = TARGET_PAGES[action.split(".")[0]!];
  const name = target ? names.get(target) : undefined;
  return page && target && name !== undefined ? { href: `${page}/${target}`, label: name } : null;
}

const day = (value: string) =>
  new Date(`${value}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The details as a reader would say them; what has no words of its own is listed as "key: value". */
function inWords(action: string, details: unknown, names: Names): string | null {
  if (details === null || details === undefined) return null;
  if (typeof details !== "object") return String(details);
  const record = details as Record<string, unknown>;
  const parts: string[] = [];
  // A lead's changes in the order of its page (the database keeps JSON keys in an order of its own).
  const first = ["status", "ownerId", "followUpOn"];
  const rank = (key: string) => (first.includes(key) ? first.indexOf(key) : first.length);
  for (const [key, value] of Object.entries(record).sort(([a], [b]) => rank(a) - rank(b))) {
    const change = value as { from?: unknown; to?: unknown } | null;
    if (action.startsWith("lead.") && key === "status" && change) {
      parts.push(`Status: ${statusLabel(change.from)} → ${statusLabel(change.to)}`);
    } else if (action.startsWith("lead.") && key === "ownerId" && change) {
      const member = (id: unknown) => (typeof id === "string" ? (names.get(id) ?? "a former member") : "nobody");
      parts.push(`Owner: ${member(change.from)} → ${member(change.to)}`);
    } else if (action.startsWith("lead.") && key === "followUpOn" && change) {
      const when = (value: unknown) => (typeof value === "string" ? day(value) : "none");
      parts.push(`Follow-up: ${when(change.from)} → ${when(change.to)}`);
    } else if (key === "bulk") {
      if (value === true) parts.push("with other leads at once");
    } else if (key === "filter" && value && typeof value === "object") {
      const set = Object.entries(value).map(([name, chosen]) => `${name} ${String(chosen)}`);
      parts.push(`Filter: ${set.length > 0 ? set.join(", ") : "none"}`);
    } else if (change && typeof change === "object" && "from" in change && "to" in change) {
      parts.push(`${named(key)}: ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`);
    } else {
      parts.push(`${named(key)}: ${typeof value === "string" ? value : JSON.stringify(value)}`);
    }
  }
  return parts.length > 0 ? parts.join("; ") : null;
}

/** "startsAt" → "Starts at", "to" → "To". */
function named(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function statusLabel(value: unknown): string {
  return typeof value === "string" && value in STATUS_LABELS ? STATUS_LABELS[value as keyof typeof STATUS_LABELS] : String(value);
}
