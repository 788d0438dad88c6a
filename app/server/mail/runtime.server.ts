import { flushPageViews } from "~/server/analytics/page-views.server";
import { getDb, type Database } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { deliverNow, type OutboxDeps } from "~/server/mail/outbox.server";
import { outboxDeliverer } from "~/server/mail/render-outbox.server";
import { closeMailTransports } from "~/server/mail/send.server";
import { startMailWorker, type MailWorker } from "~/server/mail/worker.server";
import { pruneRateLimits } from "~/server/security/rate-limit.server";
import { queueDailySummary } from "~/server/admin/daily-summary.server";
import { logger } from "~/server/logger.server";

/** The outbox as this process runs it: its database, its mail settings, its give-up time. */
export async function processOutbox(): Promise<OutboxDeps> {
  const env = getEnv();
  const db = await getDb();
  return {
    db,
    deliver: outboxDeliverer(db, env),
    policy: { giveUpAfterMs: env.MAIL_GIVE_UP_HOURS * 3_600_000, baseDelayMs: env.MAIL_RETRY_BASE_MS },
  };
}

let worker: MailWorker | undefined;
let housekeeping: ReturnType<typeof setInterval> | undefined;
let summary: ReturnType<typeof setInterval> | undefined;
let views: ReturnType<typeof setInterval> | undefined;

/** How often the page views counted in memory are written (app/server/analytics/page-views.server.ts). */
const PAGE_VIEWS_FLUSH_MS = 60_000;

/** How often the owners' daily summary is looked for (it goes out at most once a day). */
const SUMMARY_CHECK_MS = 10 * 60_000;

const WORKER_INTERVAL_MS = 250;

/** Rate-limit windows this old are long over (a window is 10 minutes) and are deleted. */
const RATE_LIMIT_KEEP_MS = 24 * 3_600_000;

/**
 * Starts the retry worker (once per process), sends whatever an earlier run left owed, and
 * deletes old rate-limit windows every hour.
 */
export async function startProcessMailWorker(): Promise<void> {
  if (worker) return;
  const deps = await processOutbox();
  // Due mails are looked for four times a second: leads' notifications wait for this tick, a
  // tick's batch stays small enough not to hold up the requests around it, and a tick that finds
  // nothing due is one indexed look that writes nothing.
  worker = startMailWorker(deps, { intervalMs: Math.min(WORKER_INTERVAL_MS, getEnv().MAIL_RETRY_BASE_MS), batchSize: 50 });
  void worker.tick();
  const prune = () =>
    pruneRateLimits(deps.db, RATE_LIMIT_KEEP_MS).catch((error: unknown) => {
      // The error itself, with its stack and the database's cause, not only its message.
      logger().error({ err: error }, "Deleting old rate-limit windows failed");
    });
  void prune();
  housekeeping = setInterval(prune, 3_600_000);
  housekeeping.unref();
  const queueSummary = () =>
    queueDailySummary(deps.db, getEnv())
      .then((queued) => queued > 0 && worker?.kick())
      .catch((error: unknown) => {
        logger().error(`Queueing the daily summary failed: ${error instanceof Error ? error.message : error}`);
      });
  void queueSummary();
  summary = setInterval(queueSummary, SUMMARY_CHECK_MS);
  summary.unref();
  views = setInterval(() => void writePageViews(deps.db), PAGE_VIEWS_FLUSH_MS);
  views.unref();
}

function writePageViews(db: Database): Promise<void> {
  return flushPageViews(db).then(
    () => {},
    (error: unknown) =>
      logger().error(`Writing the page views failed (kept for the next try): ${error instanceof Error ? error.message : error}`),
  );
}

/**
 * Has mails staff just queued (a reply, "send again") sent soon, without waiting for them: the
 * running worker looks at once; where no worker runs in this process, one try of their own.
 */
export function sendSoon(ids: string[]): void {
  if (worker) worker.kick();
  else void processOutbox().then((deps) => deliverNow(deps, ids).catch(() => {}));
}

export async function stopProcessMailWorker(): Promise<void> {
  clearInterval(housekeeping);
  clearInterval(summary);
  clearInterval(views);
  if (worker) await writePageViews(await getDb());
  await worker?.stop();
  worker = undefined;
  closeMailTransports();
}
