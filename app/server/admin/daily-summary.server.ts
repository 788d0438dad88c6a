/**
 * The daily summary to the workspace's owners: on each opening day, from opening time, one mail
 * each listing the new leads waiting past the reply the site promises and the follow-ups due
 * (none when there is nothing to list; DAILY_SUMMARY=off for none at all). It goes through the
 * outbox like every mail: its Message-ID names the day and the owner, so several instances (or
 * restarts) queue it once, and its lists are read when it is sent.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { company } from "~/content/company";
import { openingOn } from "~/lib/business-hours";
import { companyDay, needsSomeone } from "~/server/admin/leads.server";
import type { Database } from "~/server/db/client.server";
import { mailOutbox, staffUsers } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { mailDomain } from "~/server/mail/message.server";

export const DAILY_SUMMARY_KIND = "daily-summary";
/** How many leads of each list the mail names; the rest are a link away. */
const LISTED = 10;

/** The summary's lists at `now` (read when it is queued, and again when it is sent). */
export function summaryLists(db: Database, now: Date) {
  return needsSomeone(db, now, LISTED);
}

/**
 * Queues the day's summary for every owner when it is due and there is something to list;
 * returns how many mails were queued (0 as well when an earlier call or another instance did).
 */
export async function queueDailySummary(db: Database, env: Pick<Env, "DAILY_SUMMARY" | "MAIL_FROM">, now = new Date()): Promise<number> {
  if (env.DAILY_SUMMARY === "off") return 0;
  const opening = openingOn(now, company.openingHours);
  if (!opening || now < opening) return 0;
  const lists = await summaryLists(db, now);
  if (lists.waiting.total + lists.followUps.total === 0) return 0;
  const day = companyDay(now);
  const owners = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.role, "owner"));
  if (owners.length === 0) return 0;
  const queued = await db
    .insert(mailOutbox)
    .values(
      owners.map((owner) => ({
        kind: DAILY_SUMMARY_KIND,
        toAddress: owner.email,
        payload: { day },
        // One a day for each owner, whoever queues it.
        messageId: `<${DAILY_SUMMARY_KIND}-${day}-${createHash("sha256").update(owner.id).digest("hex").slice(0, 16)}@${mailDomain(env)}>`,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.messageId })
    .returning({ id: mailOutbox.id });
  return queued.length;
}
