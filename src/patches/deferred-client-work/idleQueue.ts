/** How long one slice of queued work may run before it yields (a long task is 50 ms; phones are ~4x slower). */
export const SLICE_MS = 5;

type Scheduler = {
  /** Runs the callback when the thread is idle (requestIdleCallback, or a timeout where there is none). */
  schedule: (callback: () => void) => void;
  now: () => number;
};

const browserScheduler: Scheduler = {
  schedule: (callback) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(callback, {timeout: 2000})
      : setTimeout(callback, 50),
  now: () => performance.now(),
};

/**
 * A queue of distinct items, each handed to `run` in idle time, in slices of at most SLICE_MS, so
 * the work never makes a long task however many items arrive at once.
 */
export function createIdleQueue<T>(run: (item: T) => void, scheduler: Scheduler = browserScheduler) {
  const pending = new Set<T>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const start = scheduler.now();
    for (const item of pending) {
      pending.delete(item);
      run(item);
      if (scheduler.now() - start >= SLICE_MS) break;
    }
    if (pending.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduler.schedule(flush);
  };

  return {
    add(item: T): void {
      pending.add(item);
      schedule();
    },
    get size(): number {
      return pending.size;
    },
  };
}
