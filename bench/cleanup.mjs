// Everything the bench starts (server, nginx, Chromium, temp dirs) registers how to undo it here,
// so a failure or Ctrl-C still stops the processes and removes the temp dirs it made.

/** @type {{ name: string, fn: () => Promise<void> | void }[]} */
const tasks = [];
let running = false;
let stopping = false;

/** True once Ctrl-C or SIGTERM arrived: parts should not start anything new. */
export const isStopping = () => stopping;

/**
 * Registers an undo step; returns a function that unregisters it (after a normal stop).
 * @param {string} name
 * @param {() => Promise<void> | void} fn
 */
export function onCleanup(name, fn) {
  const task = { name, fn };
  tasks.push(task);
  return () => {
    const index = tasks.indexOf(task);
    if (index >= 0) tasks.splice(index, 1);
  };
}

/** Runs every registered step, newest first; one failing step does not stop the others. */
export async function runCleanups() {
  if (running) return;
  running = true;
  while (tasks.length > 0) {
    const task = /** @type {{ name: string, fn: () => Promise<void> | void }} */ (tasks.pop());
    try {
      await task.fn();
    } catch (error) {
      console.error(`cleanup (${task.name}) failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  running = false;
}

/** On Ctrl-C or SIGTERM: undo everything, then exit with the signal's conventional code. */
export function installSignalHandlers() {
  for (const [signal, code] of /** @type {const} */ ([
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ])) {
    process.once(signal, () => {
      stopping = true;
      console.error(`\n${signal} received: stopping what the bench started…`);
      // A second signal while cleaning up exits at once.
      process.once(signal, () => process.exit(code));
      runCleanups().finally(() => process.exit(code));
    });
  }
}
