/**
 * At most `limit` tasks at once, the rest queued in order. One event fans out to
 * every subscriber of its topic, each re-reading through REST: without a limit,
 * 1,000 subscribers are 1,000 simultaneous v20 calls, which time out together.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    running -= 1;
    queue.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
