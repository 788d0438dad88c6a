import { deliverClaimed, deliverDue, releaseClaimed, type OutboxDeps, type OutboxRow } from "~/server/mail/outbox.server";

type Counts = { sent: number; retry: number; failed: number };

export interface MailWorker {
  /** Runs one tick now (e.g. right after start-up) and returns its counts. */
  tick(): Promise<Counts>;
  /**
   * Asks for a look at the database soon without waiting for it (new mails were queued there):
   * at once when the worker is idle, right after the running tick otherwise. Many kicks make one tick.
   */
  kick(): void;
  /**
   * Hands over rows this process has already claimed (a saved lead's company notification), to
   * be sent in the worker's next ticks without a claiming statement. False when the worker is
   * stopped or its queue is full: the rows then go out when their lease ends, like a crash's.
   */
  enqueue(rows: readonly OutboxRow[]): boolean;
  /** Stops the timer, waits for a tick in progress and gives queued rows back to the database. */
  stop(): Promise<void>;
}

/** Claimed rows kept in memory at most; beyond it they wait for their lease to end. */
const MAX_QUEUED = 5_000;

function countsOf(results: Map<string, "sent" | "retry" | "failed">): Counts {
  const counts = { sent: 0, retry: 0, failed: 0 };
  for (const result of results.values()) counts[result] += 1;
  return counts;
}

/**
 * Sends due outbox mails every `intervalMs`, and the claimed rows handed to it as soon as it
 * can. Ticks never overlap; a tick sends up to `batchSize` mails, queued ones first; an error
 * in one tick is logged and the next tick runs as planned. The timer does not keep the process alive.
 */
export function startMailWorker(deps: OutboxDeps, options: { intervalMs?: number; batchSize?: number } = {}): MailWorker {
  const intervalMs = options.intervalMs ?? 15_000;
  const batchSize = options.batchSize ?? 25;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<Counts> | undefined;
  let stopped = false;
  const queue: OutboxRow[] = [];
  // Another look at the database is wanted: kicked, or a full batch may have left more due mails.
  let dbWanted = false;

  // Queued rows and the database take turns while both have work, so a steady stream of new
  // leads cannot keep the worker from the retries that are due.
  let lastWasQueue = false;
  const round = async (): Promise<Counts> => {
    if (queue.length > 0 && !(dbWanted && lastWasQueue)) {
      lastWasQueue = true;
      return countsOf(await deliverClaimed(deps, queue.splice(0, batchSize)));
    }
    lastWasQueue = false;
    dbWanted = false;
    const counts = await deliverDue(deps, batchSize);
    if (counts.sent + counts.retry + counts.failed >= batchSize) dbWanted = true;
    return counts;
  };

  const tick = () => {
    running ??= (async () => {
      try {
        return await round();
      } catch (error) {
        console.error("Mail worker tick failed:", error instanceof Error ? error.message : error);
        return { sent: 0, retry: 0, failed: 0 };
      } finally {
        running = undefined;
        if ((queue.length > 0 || dbWanted) && !stopped) {
          setImmediate(() => {
            if (!stopped && !running) void tick();
          });
        }
      }
    })();
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      dbWanted = true;
      await tick();
      schedule();
    }, intervalMs);
    timer.unref?.();
  };
  schedule();

  return {
    tick() {
      dbWanted = true;
      return tick();
    },
    kick() {
      if (stopped) return;
      dbWanted = true;
      if (!running) void tick();
    },
    enqueue(rows) {
      if (stopped || queue.length + rows.length > MAX_QUEUED) return false;
      queue.push(...rows);
      if (!running) void tick();
      return true;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      const left = queue.splice(0);
      if (left.length > 0) {
        await releaseClaimed(deps, left).catch((error: unknown) => {
          console.error(`Mail worker: ${left.length} queued mails not given back (they go out when their lease ends):`, error instanceof Error ? error.message : error);
        });
      }
    },
  };
}
