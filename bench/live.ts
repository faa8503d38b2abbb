// Live updates figures (`npm run bench`, after the browse figures):
//  1. time from a REST write (a reply on a ticket) to the event reaching an SSE
//     subscriber through the api's dispatcher, the webhook and the gateway (p50, p99)
//  2. memory of one standalone gateway process holding 1,000 open subscriptions
//     (RSS and heap delta), and how long one event takes to reach all of them
//     (each subscriber re-reads the ticket with its own token: 1,000 REST reads)
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_PASSWORD } from '../api/db/seed/demo-users.js';
import { subscribeSse, type SseSubscription } from '../tests/support/sse.js';
import { buildGateway } from '../scripts/build-gateway.js';
import { percentile } from './load.js';

const WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 200);
const SUBSCRIPTIONS = Number(process.env.BENCH_LIVE_SUBSCRIPTIONS ?? 1000);
const TICKET_UPDATED = 'subscription($id: ID!) { ticketUpdated(ticketId: $id) { databaseId updatesCount status } }';

interface LiveTarget { apiUrl: string; gatewayUrl: string }
interface BenchTicket { id: number; globalId: string; token: string }

const round = (n: number) => Math.round(n * 100) / 100;

async function rest<T>(apiUrl: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${apiUrl}/v20${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** The demo manager opens a ticket on one of their homes (they may reply to it without limits). */
export async function benchTicket({ apiUrl, gatewayUrl }: LiveTarget): Promise<BenchTicket> {
  const { token } = await rest<{ token: string }>(apiUrl, 'POST', '/email-login', null,
    { email: 'manager@hearth.test', password: DEMO_PASSWORD, user_role: 'manager' });
  const homes = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { managedBuildings(first: 1) { edges { node { databaseId } } } } }' }),
  }).then((r) => r.json() as Promise<any>);
  const buildingId = Number(homes.data.viewer.managedBuildings.edges[0].node.databaseId);
  const ticket = await rest<{ id: number }>(apiUrl, 'POST', '/maintenance-tickets', token, {
    building_id: buildingId, area: 'common_areas', access_requirement: 'no_access_needed',
    title: 'Bench ticket', description: 'Replies to this ticket measure live update latency.',
  });
  return { id: ticket.id, globalId: Buffer.from(`MaintenanceTicket:${ticket.id}`).toString('base64'), token };
}

async function waitFor(sub: SseSubscription, updatesCount: number, timeoutMs = 15_000) {
  for (;;) {
    const message = await sub.next(timeoutMs);
    if ((message.data?.ticketUpdated?.updatesCount ?? -1) >= updatesCount) return;
  }
}

/** Sequential replies; each timed from just before the POST to the subscriber's message. */
export async function writeToEventLatency(target: LiveTarget, ticket: BenchTicket) {
  const sub = await subscribeSse(`${target.gatewayUrl}/graphql`, TICKET_UPDATED, { id: ticket.globalId }, { token: ticket.token });
  const latencies: number[] = [];
  try {
    for (let i = 0; i < WRITES; i++) {
      const started = performance.now();
      const { maintenance_ticket: t } = await rest<{ maintenance_ticket: { updates_count: number } }>(
        target.apiUrl, 'POST', `/maintenance-tickets/${ticket.id}/updates`, ticket.token, { body: `bench reply ${i}` });
      await waitFor(sub, t.updates_count);
      latencies.push(performance.now() - started);
    }
  } finally {
    sub.close();
  }
  latencies.sort((x, y) => x - y);
  return { writes: latencies.length, p50_ms: round(percentile(latencies, 50)), p99_ms: round(percentile(latencies, 99)), max_ms: round(latencies.at(-1) ?? NaN) };
}

async function gatewayMemory(gatewayUrl: string) {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^hearth_gateway_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

/**
 * A gateway in its own process as deployed (README, Scaling out): built into one file and
 * run by node, not compiled by tsx as it loads. NODE_ENV=development because the bench
 * sends operation text, which production takes only from partner and staff tokens.
 */
export async function startStandaloneGateway(apiUrl: string, port: number, secret: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [await buildGateway()], {
    env: {
      ...process.env, PORT: String(port), V20_API_URL: apiUrl, WEBHOOK_SHARED_SECRET: secret,
      GATEWAY_WEBHOOK_NAME: 'bench-gateway', NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error('standalone gateway exited'));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return resolve(child);
      } catch {
        /* not up yet */
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

/** Opens `SUBSCRIPTIONS` streams, 50 at a time, and measures the gateway before and after; then one event's fan-out. */
export async function subscriptionsMemory(target: LiveTarget, ticket: BenchTicket) {
  const url = `${target.gatewayUrl}/graphql`;
  // Warm up (first requests load code and caches), then measure.
  (await subscribeSse(url, TICKET_UPDATED, { id: ticket.globalId }, { token: ticket.token })).close();
  await new Promise((r) => setTimeout(r, 1000));
  const before = await gatewayMemory(target.gatewayUrl);
  const subs: SseSubscription[] = [];
  for (let i = 0; i < SUBSCRIPTIONS; i += 50) {
    const batch = Math.min(50, SUBSCRIPTIONS - i);
    subs.push(...await Promise.all(Array.from({ length: batch }, () => subscribeSse(url, TICKET_UPDATED, { id: ticket.globalId }, { token: ticket.token }))));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = await gatewayMemory(target.gatewayUrl);
  const open = subs.filter((s) => s.status === 200).length;

  const started = performance.now();
  const { maintenance_ticket: t } = await rest<{ maintenance_ticket: { updates_count: number } }>(
    target.apiUrl, 'POST', `/maintenance-tickets/${ticket.id}/updates`, ticket.token, { body: 'fan-out' });
  const arrivals = await Promise.allSettled(subs.map(async (s) => {
    await waitFor(s, t.updates_count, 180_000);
    return performance.now() - started;
  }));
  const times = arrivals.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : [])).sort((x, y) => x - y);
  subs.forEach((s) => s.close());
  const mb = (bytes: number) => round(bytes / 1024 / 1024);
  return {
    memory: {
      subscriptions: open,
      rss_before_mb: mb(before.rss), rss_after_mb: mb(after.rss), rss_delta_mb: mb(after.rss - before.rss),
      heap_before_mb: mb(before.heap), heap_after_mb: mb(after.heap), heap_delta_mb: mb(after.heap - before.heap),
      heap_per_subscription_kb: round((after.heap - before.heap) / 1024 / open),
    },
    fanOut: {
      subscribers: open, received: times.length,
      p50_ms: round(percentile(times, 50)), p99_ms: round(percentile(times, 99)), ms_until_last: round(times.at(-1) ?? NaN),
    },
  };
}
