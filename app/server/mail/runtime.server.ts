import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import type { OutboxDeps, OutboxRow } from "~/server/mail/outbox.server";
import { outboxDeliverer } from "~/server/mail/render-outbox.server";
import { closeMailTransports } from "~/server/mail/send.server";
import { startMailWorker, type MailWorker } from "~/server/mail/worker.server";

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

/** Starts the retry worker (once per process) and sends whatever an earlier run left owed. */
export async function startProcessMailWorker(): Promise<void> {
  if (worker) return;
  // Due mails are looked for every 15 s, or as often as the first retry falls due when sooner.
  worker = startMailWorker(await processOutbox(), { intervalMs: Math.min(15_000, getEnv().MAIL_RETRY_BASE_MS) });
  void worker.tick();
}

/** Has the running worker send newly queued mails soon; false when no worker runs here. */
export function kickProcessMailWorker(): boolean {
  if (!worker) return false;
  worker.kick();
  return true;
}

/**
 * Hands rows this process claimed (a saved lead's company notification) to the running worker.
 * False only when no worker runs here (the caller then sends them itself); when the worker's
 * queue is full or it is stopping, the rows stay claimed in the database and go out when their
 * lease ends, so a flood of leads cannot pile up sends in memory.
 */
export function queueClaimedMails(rows: readonly OutboxRow[]): boolean {
  if (!worker) return false;
  if (!worker.enqueue(rows)) console.warn(`Mail worker busy: ${rows.length} mails go out when their claim ends`);
  return true;
}

export async function stopProcessMailWorker(): Promise<void> {
  await worker?.stop();
  worker = undefined;
  closeMailTransports();
}
