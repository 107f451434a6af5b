/**
 * At most one call of `run` per `intervalMs`, with the latest value: the first value runs at once, later
 * ones within the interval wait and only the last of them runs when it ends. `flush` runs a waiting
 * value now (the page is being hidden or left); `cancel` drops it.
 */
export interface Throttle<T> {
  push(value: T): void;
  flush(): void;
  cancel(): void;
}

export function createThrottle<T>(
  run: (value: T) => void,
  intervalMs: number,
  now: () => number = Date.now,
): Throttle<T> {
  let lastRun = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const runPending = () => {
    clear();
    if (!pending) return;
    const { value } = pending;
    pending = null;
    lastRun = now();
    run(value);
  };

  return {
    push(value) {
      pending = { value };
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) runPending();
      else timer ??= setTimeout(runPending, wait);
    },
    flush: runPending,
    cancel() {
      clear();
      pending = null;
    },
  };
}
