import { deliverDue, type OutboxDeps } from "~/server/mail/outbox.server";
import { logger } from "~/server/logger.server";

type Counts = { sent: number; retry: number; failed: number };

export interface MailWorker {
  /** Runs one tick now (e.g. right after start-up) and returns its counts. */
  tick(): Promise<Counts>;
  /**
   * Asks for a look at the database soon without waiting for it (new mails were queued there):
   * at once when the worker is idle, right after the running tick otherwise. Many kicks make one tick.
   */
  kick(): void;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

/**
 * Sends due outbox mails every `intervalMs`, and soon after a kick. Ticks never overlap; a tick
 * sends up to `batchSize` mails, and a full batch is followed by another tick at once; an error
 * in one tick is logged and the next tick runs as planned. The timer does not keep the process alive.
 */
export function startMailWorker(deps: OutboxDeps, options: { intervalMs?: number; batchSize?: number } = {}): MailWorker {
  const intervalMs = options.intervalMs ?? 15_000;
  const batchSize = options.batchSize ?? 25;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<Counts> | undefined;
  let stopped = false;
  // Another look at the database is wanted: kicked during a tick, or a full batch may have left more due mails.
  let again = false;

  const tick = () => {
    running ??= (async () => {
      again = false;
      try {
        const counts = await deliverDue(deps, batchSize);
        if (counts.sent + counts.retry + counts.failed >= batchSize) again = true;
        return counts;
      } catch (error) {
        logger().error(`Mail worker tick failed: ${error instanceof Error ? error.message : error}`);
        return { sent: 0, retry: 0, failed: 0 };
      } finally {
        running = undefined;
        if (again && !stopped) setImmediate(() => !stopped && !running && void tick());
      }
    })();
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      await tick();
      schedule();
    }, intervalMs);
    timer.unref?.();
  };
  schedule();

  return {
    tick,
    kick() {
      if (stopped) return;
      if (running) again = true;
      else void tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
