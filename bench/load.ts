// Load figures come from autocannon (closed loop: `connections` keep one request in
// flight each for `durationMs`). A sequence of requests counts as one task: its
// throughput is sequences per second, and since the loop is closed, its mean
// latency is connections / throughput (Little's law); autocannon's own
// percentiles are per request.
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  errors: number;
  durationS: number;
  /** Tasks (whole sequences) per second. */
  throughputPerS: number;
  /** Mean time of one whole task. */
  taskMeanMs: number;
  /** Per request, as autocannon measures them. */
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  url: string;
  /** One task: these requests in order, on every connection. */
  requests: autocannon.Request[];
  connections: number;
  durationMs: number;
  /** Stop after this many requests instead of after `durationMs` (every request counted, none cut off). */
  amount?: number;
  /** A 2xx response that still failed (a GraphQL answer without data). */
  failed?: (body: string) => boolean;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  let failedBodies = 0;
  const requests = opts.requests.map((request) => ({
    ...request,
    onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
      if (status < 300 && opts.failed?.(body)) failedBodies++;
      if (typeof request.onResponse === 'function') request.onResponse(status, body, context, headers);
    },
  }));
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.durationMs / 1000,
    // With an amount, autocannon stops at its next sample tick (every second by default), so
    // a run's time was rounded up to a whole second: 4% of a 25 s run, idle but counted.
    ...(opts.amount ? { amount: opts.amount, sampleInt: 50 } : {}),
    requests,
  });
  const tasks = result.requests.total / opts.requests.length;
  const throughput = tasks / result.duration;
  return {
    requests: result.requests.total,
    errors: result.errors + result.non2xx + failedBodies,
    durationS: round(result.duration),
    throughputPerS: round(throughput),
    taskMeanMs: round((opts.connections / throughput) * 1000),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}
