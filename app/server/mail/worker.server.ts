import { deliverDue, type OutboxDeps } from "~/server/mail/outbox.server";

export interface MailWorker {
  /** Runs one tick now (e.g. right after start-up) and returns its counts. */
  tick(): Promise<{ sent: number; retry: number; failed: number }>;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

/**
 * Sends due outbox mails every `intervalMs`. Ticks never overlap; an error in one tick is
 * logged and the next tick runs as planned. The timer does not keep the process alive.
 */
export function startMailWorker(deps: OutboxDeps, options: { intervalMs?: number; batchSize?: number } = {}): MailWorker {
  const intervalMs = options.intervalMs ?? 15_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<{ sent: number; retry: number; failed: number }> | undefined;
  let stopped = false;

  const tick = () => {
    running ??= (async () => {
      try {
        return await deliverDue(deps, options.batchSize);
      } catch (error) {
        console.error("Mail worker tick failed:", error instanceof Error ? error.message : error);
        return { sent: 0, retry: 0, failed: 0 };
      } finally {
        running = undefined;
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
