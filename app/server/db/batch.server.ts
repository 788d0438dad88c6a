/**
 * Calls made in the same turn of the event loop, or while the previous batch is still running,
 * are gathered and handed over together, so the database runs one statement for many requests
 * instead of one each. A batch starts right after the turn it was asked for (setImmediate: no
 * timer, no waiting for company); a failed batch fails each of its calls with the same error.
 * PGlite runs a statement synchronously on the main thread, so without waiting for the turn's
 * end there would be nothing to gather.
 */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>, maxBatch = 256): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let busy = false;

  async function drain() {
    busy = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch);
        queue = queue.slice(batch.length);
        try {
          const results = await run(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => entry.resolve(results[index]!));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      busy = false;
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!busy) {
        busy = true;
        setImmediate(() => void drain());
      }
    });
}

/** One batcher per database handle (tests open several). */
export function perHandle<K extends object, I, O>(make: (handle: K) => (item: I) => Promise<O>): (handle: K, item: I) => Promise<O> {
  const byHandle = new WeakMap<K, (item: I) => Promise<O>>();
  return (handle, item) => {
    let call = byHandle.get(handle);
    if (!call) {
      call = make(handle);
      byHandle.set(handle, call);
    }
    return call(item);
  };
}
