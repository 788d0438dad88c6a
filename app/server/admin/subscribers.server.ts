/**
 * The newsletter's subscribers for the workspace: listed newest first, searched by any part of the
 * address, counted, paged by keyset (100,000 subscribers page as fast as 100), exported as CSV and
 * removed one at a time.
 *
 * Removing a subscriber does what the unsubscribe link does (app/server/leads/unsubscribe.server.ts):
 * the subscription row goes, so the address gets no more newsletters and may subscribe again;
 * the inbox keeps its lead (same id) with its status and notes, as the company's record that the
 * person once subscribed, and the mails already sent stay in the outbox. Erasing the person
 * altogether is the privacy page's job. The removal and its audit entry are one transaction.
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { MAX_SEARCH_LENGTH } from "~/lib/lead-labels";
import { CSV_BATCH, csvLine, csvLines, isoTime } from "~/server/admin/csv-download.server";
import { escapeLike } from "~/server/admin/leads.server";
import { decodeCursor, isUuid, olderThan, pageSize, positionAt, toPage, type Position } from "~/server/admin/keyset.server";
import { audit } from "~/server/auth/auth.server";
import { transaction, type Database } from "~/server/db/client.server";
import { leads, newsletterSubscriptions } from "~/server/db/schema.server";

export interface SubscriberFilter {
  /** Any part of the address, in any case. */
  q?: string;
}

/** The filter of a URL's query: a search, trimmed and cut to 200 characters, or nothing. */
export function parseSubscriberFilter(params: URLSearchParams): SubscriberFilter {
  const q = [...(params.get("q") ?? "").trim()].slice(0, MAX_SEARCH_LENGTH).join("").trim();
  return q ? { q } : {};
}

export function subscriberFilterToParams(filter: SubscriberFilter): URLSearchParams {
  return new URLSearchParams(filter.q ? { q: filter.q } : {});
}

const subs = newsletterSubscriptions;

function where(filter: SubscriberFilter, after?: Position): SQL | undefined {
  const conditions: SQL[] = [];
  // In this form (a substring of lower(email)) the trigram index serves it; % and _ match literally.
  if (filter.q) conditions.push(sql`lower(${subs.email}) like '%' || lower(${escapeLike(filter.q)}) || '%'`);
  if (after) conditions.push(olderThan(subs.createdAt, subs.id, after));
  return and(...conditions);
}

// The order of newsletter_subscriptions_created_idx to the letter, so a page is a range of it.
const newestFirst = [sql`${subs.createdAt} desc nulls last`, sql`${subs.id} desc nulls last`];

export interface SubscriberRow {
  id: string;
  email: string;
  createdAt: Date;
  pagePath: string | null;
  utmCampaign: string | null;
  /** Whether the inbox has the subscription's lead (/admin/leads/<id>); not after an erasure. */
  inInbox: boolean;
}

export interface SubscriberPage {
  rows: SubscriberRow[];
  /** The cursor of the next page (`after`), or null on the last one. */
  next: string | null;
}

/** One page of subscribers, newest first; `after` is the `next` of the page before. */
export async function listSubscribers(
  db: Database,
  filter: SubscriberFilter,
  options: { after?: string; limit?: number } = {},
): Promise<SubscriberPage> {
  const limit = pageSize(options.limit);
  const found = await db
    .select({
      id: subs.id,
      email: subs.email,
      createdAt: subs.createdAt,
      pagePath: subs.pagePath,
      utmCampaign: subs.utmCampaign,
      inInbox: sql<boolean>`${leads.id} is not null`,
      position: positionAt(subs.createdAt),
    })
    .from(subs)
    .leftJoin(leads, eq(leads.id, subs.id))
    .where(where(filter, decodeCursor(options.after)))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  return toPage(found, limit);
}

/** How many subscribers `filter` matches. */
export async function countSubscribers(db: Database, filter: SubscriberFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subs).where(where(filter));
  return row?.n ?? 0;
}

const csvColumns = ["Subscribed", "Email", "Page", "Referrer", "UTM source", "UTM medium", "UTM campaign", "Id"];

/**
 * The subscribers `filter` matches as CSV (header first), newest first, read a batch at a time by
 * the same keyset as the pages. The unsubscribe token, a secret of each subscriber's mails, is
 * not in it.
 */
export function streamSubscribersCsv(db: Database, filter: SubscriberFilter): AsyncGenerator<string, void, undefined> {
  return csvLines(csvColumns, (after) =>
    db
      .select({
        line: csvLine([
          isoTime(subs.createdAt),
          subs.email,
          subs.pagePath,
          subs.referrer,
          subs.utmSource,
          subs.utmMedium,
          subs.utmCampaign,
          subs.id,
        ]),
        id: subs.id,
        position: positionAt(subs.createdAt),
      })
      .from(subs)
      .where(where(filter, after))
      .orderBy(...newestFirst)
      .limit(CSV_BATCH),
  );
}

export type RemoveResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * Removes one subscription (see the top of this file for what stays) and records it in the audit
 * log as "subscriber.remove", in one transaction. A subscription already gone is "not found".
 */
export async function removeSubscriber(
  db: Database,
  id: string,
  actor: { actorId: string | null; actorEmail: string },
): Promise<RemoveResult> {
  if (!isUuid(id)) return { ok: false, message: "There is no such subscriber." };
  return transaction(db, async (tx) => {
    const [removed] = await tx.delete(subs).where(eq(subs.id, id)).returning({ id: subs.id, email: subs.email, createdAt: subs.createdAt });
    if (!removed) return { ok: false, message: "There is no such subscriber; someone may have removed them already." };
    await audit(tx, {
      ...actor,
      action: "subscriber.remove",
      target: removed.email,
      details: { id: removed.id, subscribedAt: removed.createdAt.toISOString() },
    });
    return { ok: true, email: removed.email };
  });
}
