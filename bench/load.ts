/** A closed-loop load generator: `concurrency` workers repeat `task` for `durationMs`. */
export interface LoadResult {
  requests: number;
  errors: number;
  durationS: number;
  throughputPerS: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

export async function runLoad(task: () => Promise<void>, concurrency: number, durationMs: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  async function worker() {
    while (performance.now() < deadline) {
      const t = performance.now();
      try {
        await task();
        latencies.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const durationS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    durationS: round(durationS),
    throughputPerS: round(latencies.length / durationS),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}
