import { deliverDue, type OutboxDeps } from "~/server/mail/outbox.server";

export interface MailWorker {
  /** Runs one tick now (e.g. right after start-up) and returns its counts. */
  tick(): Promise<{ sent: number; retry: number; failed: number }>;
  /**
   * Asks for a tick soon without waiting for it (new mails were queued): at once when the
   * worker is idle, right after the running tick otherwise. Many kicks make one tick.
   */
  kick(): void;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

/**
 * Sends due outbox mails every `intervalMs`. Ticks never overlap; an error in one tick is
 * logged and the next tick runs as planned. The timer does not keep the process alive.
 */
export function startMailWorker(deps: OutboxDeps, options: { intervalMs?: number; batchSize?: number } = {}): MailWorker {
  const intervalMs = options.intervalMs ?? 15_000;
  const batchSize = options.batchSize ?? 25;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<{ sent: number; retry: number; failed: number }> | undefined;
  let stopped = false;
  // Another tick is wanted as soon as the running one ends: kicked meanwhile, or a full batch
  // that may have left more due mails behind.
  let again = false;

  const tick = () => {
    running ??= (async () => {
      try {
        const counts = await deliverDue(deps, batchSize);
        if (counts.sent + counts.retry + counts.failed >= batchSize) again = true;
        return counts;
      } catch (error) {
        console.error("Mail worker tick failed:", error instanceof Error ? error.message : error);
        return { sent: 0, retry: 0, failed: 0 };
      } finally {
        running = undefined;
        if (again && !stopped) {
          again = false;
          setImmediate(() => {
            if (!stopped) void tick();
          });
        }
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
