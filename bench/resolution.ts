// Resolution center figures (`npm run bench`, or `BENCH_ONLY=resolution`), on an
// in-process api + gateway (the gateway tests' stack: a copy of the seeded PGlite,
// real HTTP between them, live updates through the signed webhook):
//  1. time from a manager's proposal (REST) to the tenant's caseUpdated subscriber
//     holding it (p50, p99): dispatcher → webhook → gateway → re-read → SSE
//  2. v20 calls behind the manager's case list, with 1 and with 20 cases (the
//     DataLoader batching keeps it flat), and behind one case's page with timeline
import { toGlobalId } from '../gateway/relay/globalId.js';
import { inDays, tenancyFor } from '../tests/api/resolution-helpers.js';
import { startStack, type Stack } from '../tests/gateway/harness.js';
import { ensureSnapshot } from '../tests/support/snapshot.js';
import { subscribeSse } from '../tests/support/sse.js';
import { percentile } from './load.js';

const PROPOSALS = Number(process.env.BENCH_CASE_PROPOSALS ?? 100);
const CASES = 20;
const CASE_UPDATED = 'subscription($id: ID!) { caseUpdated(caseId: $id) { resolutionCase { pendingProposal { databaseId } } } }';
const CASE_LIST = `{ viewer { resolutionCases(first: 50) { edges { node {
  id databaseId kindLabel status actionRequiredBy buildingName bedroomName updatedAt tenant { firstName }
  pendingProposal { databaseId label feeAmount { formatted } } } } } } }`;
const CASE_PAGE = `query($id: ID!) { node(id: $id) { ... on ResolutionCase {
  id status actionRequiredBy viewerMay allowedProposalTypes monthlyRent { cents } evidence { fileName url }
  proposals { databaseId proposalType status feeAmount { cents } }
  timeline { kind at actorRole person { firstName } statusTo proposal { databaseId } comment { body } } } } }`;

const round = (n: number) => Math.round(n * 100) / 100;

async function rest<T>(stack: Stack, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.api.url}/v20${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A lease termination on a fresh lease of the demo tenant in one of the demo manager's homes. */
async function openCase(stack: Stack, tenant: string): Promise<number> {
  const { lifecycleId } = await tenancyFor(stack.api, 'tenant', 'manager');
  const opened = await rest<{ id: number }>(stack, 'POST', '/resolution-cases', tenant, {
    kind: 'tenant_elt', lifecycle_id: lifecycleId, description: 'Bench case', requested_vacate_date: inDays(30),
  });
  return opened.id;
}

async function proposeToEvent(stack: Stack, caseId: number, tenant: string, manager: string) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, CASE_UPDATED, { id: String(caseId) }, { token: tenant });
  const latencies: number[] = [];
  try {
    for (let i = 0; i < PROPOSALS; i++) {
      const started = performance.now();
      const { id } = await rest<{ id: number }>(stack, 'POST', '/resolution-proposals', manager, {
        case_id: caseId, proposal_type: 'no_replacement_with_fee', fee_months: 1 + (i % 4),
      });
      for (;;) {
        const m = await sub.next(15_000);
        if (m.data?.caseUpdated?.resolutionCase?.pendingProposal?.databaseId === id) break;
      }
      latencies.push(performance.now() - started);
    }
  } finally {
    sub.close();
  }
  latencies.sort((x, y) => x - y);
  return { proposals: latencies.length, p50_ms: round(percentile(latencies, 50)), p99_ms: round(percentile(latencies, 99)), max_ms: round(latencies.at(-1) ?? NaN) };
}

export async function resolutionFigures(emit: (o: Record<string, unknown>) => void): Promise<void> {
  // The stack clones the seeded database the tests use; on a clean clone no test has
  // built it yet, so build it here (it is rebuilt only when migrations or seed change).
  await ensureSnapshot();
  const stack = await startStack();
  try {
    const tenant = await stack.tokenFor('tenant');
    const manager = await stack.tokenFor('manager', 'manager');
    const first = await openCase(stack, tenant);
    const one = (await stack.gql(CASE_LIST, {}, { token: manager })).v20Calls;
    for (let i = 1; i < CASES; i++) await openCase(stack, tenant);
    const many = await stack.gql(CASE_LIST, {}, { token: manager });
    const listed = many.data?.viewer.resolutionCases.edges.length;
    emit({ metric: 'resolution_case_list_v20_calls', via: 'in-process api + gateway', cases_1: one, [`cases_${listed}`]: many.v20Calls });
    emit({ metric: 'resolution_propose_to_sse_event', via: 'in-process api + gateway (dispatcher → webhook → gateway → SSE)',
      ...(await proposeToEvent(stack, first, tenant, manager)) });
    await rest(stack, 'POST', `/resolution-cases/${first}/start-chat`, tenant, { message: 'Could it be one month?' });
    const page = await stack.gql(CASE_PAGE, { id: toGlobalId('ResolutionCase', first) }, { token: tenant });
    emit({ metric: 'resolution_case_page_v20_calls', proposals: PROPOSALS, timeline_entries: page.data?.node?.timeline?.length, v20_calls: page.v20Calls });
  } finally {
    await stack.close();
  }
}
