// REST calls per query for each list a screen shows (issue 17), part of `BENCH_ONLY=gateway`.
// On the gateway tests' stack (an in-process api on a copy of the seeded PGlite, a real
// gateway in front of it over HTTP) with every list filled to at least LIST_ITEMS rows
// for its user (bench/list-data.ts). Each list is fetched the way its screen fetches it:
// the screen's persisted Relay operation (web/src/__generated__, sent by hash as the web
// client sends it), with its page size variable at 10 and at 100. Printed per list: the
// v20 calls (header x-hearth-v20-calls) and the items returned at each size, and whether
// the calls stay constant. The manager's tenants screen pages homes (each with its open
// applications and tenants; none of the demo data's 60 lifecycles is one): it is measured
// at 10 and 100 homes with 10 applications, again with LIST_ITEMS, and with MANY_APPLICATIONS
// (more than the 100 ids a batch read took before issue 17's 500: a page of 100 homes
// holds a few hundred applications).
import { readFileSync } from 'node:fs';
import { startStack, type Stack } from '../tests/gateway/harness.js';
import { listSizes, listUsers, seedListData, seedTenants, LIST_ITEMS } from './list-data.js';

type Emit = (obj: Record<string, unknown>) => void;
const SIZES = [10, 100] as const;
const GOAL = 'v20 calls at page size 100 == at page size 10';
const MANY_APPLICATIONS = Number(process.env.BENCH_TENANTS_APPLICATIONS ?? 300);

/** The persisted id of a screen's operation, from the Relay compiler's output. */
function operationId(name: string): string {
  const source = readFileSync(`web/src/__generated__/${name}.graphql.ts`, 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
  if (!id) throw new Error(`${name}: no persisted id in its generated file`);
  return id;
}

interface Sent { data: any; calls: number }

/** What the web client sends (web/src/app/relay/graphqlFetcher.ts): the operation by hash. */
async function persisted(stack: Stack, token: string, name: string, variables: object): Promise<Sent> {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationId(name) } } }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${name}: ${res.status} ${JSON.stringify(body.errors)}`);
  return { data: body.data, calls: Number(res.headers.get('x-hearth-v20-calls')) };
}

async function adHoc(stack: Stack, token: string, query: string, variables: object): Promise<Sent> {
  const res = await stack.gql(query, variables as Record<string, unknown>, { token });
  if (!res.data || res.errors) throw new Error(`bench query: ${res.status} ${JSON.stringify(res.errors)}`);
  return { data: res.data, calls: res.v20Calls };
}

type Role = 'tenant' | 'manager' | 'staff' | 'vendor';
interface List {
  list: string;
  as: Role;
  /** A screen's operation (persisted), or an ad hoc query for fields no screen's list asks for yet. */
  operation?: string;
  query?: string;
  variables: (first: number) => object;
  items: (data: any) => number;
}

const moveInDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

export const LISTS: List[] = [
  {
    list: 'browse (listings screen, move-in date filter)', as: 'tenant', operation: 'ListingResultsPaginationQuery',
    variables: (count) => ({ count, filter: { moveInDate }, sort: 'RECOMMENDED' }),
    items: (d) => d.listings.edges.length,
  },
  {
    list: 'browse with availability and compatibility', as: 'tenant',
    query: `query($first: Int!) { listings(first: $first) { edges { node { id title priceRange { min { formatted } }
      availability(startDate: "${moveInDate}") { isAvailable availableOn bedroom { id name } }
      compatibility { score reason housemateCount } } } } }`,
    variables: (first) => ({ first }),
    items: (d) => d.listings.edges.length,
  },
  {
    list: 'tickets (manager service screen)', as: 'manager', operation: 'ManagerServiceListPaginationQuery',
    variables: (count) => ({ count }),
    items: (d) => d.viewer.maintenanceTickets.edges.length,
  },
  {
    list: 'ledger (manager ledger screen)', as: 'manager', operation: 'LedgerEntriesPaginationQuery',
    variables: (count) => ({ count }),
    items: (d) => d.viewer.billing.ledger.entries.edges.length,
  },
  {
    list: 'cases (tenant resolution center)', as: 'tenant', operation: 'ResolutionCenterListPaginationQuery',
    variables: (count) => ({ count }),
    items: (d) => d.viewer.resolutionCases.edges.length,
  },
  {
    list: 'cases (manager resolution center)', as: 'manager', operation: 'ResolutionCenterListPaginationQuery',
    variables: (count) => ({ count }),
    items: (d) => d.viewer.resolutionCases.edges.length,
  },
  {
    list: 'cases (staff resolution cases)', as: 'staff', operation: 'StaffResolutionCasesPaginationQuery',
    variables: (count) => ({ count }),
    items: (d) => d.viewer.resolutionCases.edges.length,
  },
  {
    list: 'vendor jobs (job feed)', as: 'vendor', operation: 'AvailableJobsQuery',
    variables: (count) => ({ count }),
    items: (d) => d.serviceActivities.edges.length,
  },
  {
    list: 'vendor jobs (my jobs)', as: 'vendor', operation: 'MyJobsQuery',
    variables: (count) => ({ count }),
    items: (d) => d.serviceActivities.edges.length,
  },
];

// "Show more homes" on the tenants screen: a page of homes with their applicants and tenants.
const TENANTS_SCREEN = 'ManagerTenantsHomesPaginationQuery';
const tenantsPage = (sent: Sent) => {
  const homes = sent.data.viewer.managedHomesPage.edges.map((e: any) => e.node);
  return { homes: homes.length, applications: homes.reduce((n: number, h: any) => n + h.lifecycles.length, 0), v20_calls: sent.calls };
};
/** The tenants screen at page sizes 10 and 100 homes. */
async function tenantsFigures(stack: Stack, token: string) {
  const [small, large] = [await persisted(stack, token, TENANTS_SCREEN, { count: SIZES[0] }), await persisted(stack, token, TENANTS_SCREEN, { count: SIZES[1] })];
  return { page_10: tenantsPage(small), page_100: tenantsPage(large), constant: small.calls === large.calls };
}

async function tokens(stack: Stack): Promise<Record<Role, string>> {
  return {
    tenant: await stack.tokenFor('tenant'),
    manager: await stack.tokenFor('manager', 'manager'),
    staff: await stack.tokenFor('staff'),
    // The demo vendor company is owned by the `multi` demo user (the `vendor` login has none yet).
    vendor: await stack.tokenFor('multi', 'vendor'),
  };
}

async function send(stack: Stack, token: string, l: List, size: number): Promise<Sent> {
  return l.operation ? persisted(stack, token, l.operation, l.variables(size)) : adHoc(stack, token, l.query!, l.variables(size));
}

/** One object per list: calls and items at page sizes 10 and 100. */
export async function callsFigures(emit: Emit): Promise<void> {
  const stack = await startStack();
  try {
    const db = stack.api.deps.database.db;
    const t = await tokens(stack);
    await seedTenants(db, await listUsers(db), SIZES[0]);
    const tenantsBefore = await tenantsFigures(stack, t.manager);
    await seedListData(db);
    emit({ metric: 'list_data', items_per_list: LIST_ITEMS, ...(await listSizes(db, await listUsers(db))) });

    for (const l of LISTS) {
      const [small, large] = [await send(stack, t[l.as], l, SIZES[0]), await send(stack, t[l.as], l, SIZES[1])];
      emit({
        metric: 'rest_calls_per_query', list: l.list, as: l.as, operation: l.operation ?? 'ad hoc (no screen asks for these fields in a list)',
        page_10: { items: l.items(small.data), v20_calls: small.calls },
        page_100: { items: l.items(large.data), v20_calls: large.calls },
        constant: small.calls === large.calls, goal: GOAL,
      });
    }
    const tenantsAfter = await tenantsFigures(stack, t.manager);
    await seedTenants(db, await listUsers(db), MANY_APPLICATIONS);
    const tenantsMany = await tenantsFigures(stack, t.manager);
    for (const [applications, figures] of [[SIZES[0], tenantsBefore], [LIST_ITEMS, tenantsAfter], [MANY_APPLICATIONS, tenantsMany]] as const) {
      emit({
        metric: 'rest_calls_per_query', list: `manager tenants (pages of homes, ${applications} applications seeded)`, as: 'manager',
        operation: TENANTS_SCREEN, ...figures, goal: GOAL,
      });
    }
  } finally {
    await stack.close();
  }
}

// `npx tsx bench/calls.ts`: these figures alone.
if (import.meta.url === `file://${process.argv[1]}`) await callsFigures((o) => console.log(JSON.stringify(o)));
