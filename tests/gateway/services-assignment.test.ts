import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { DEMO_PROVIDER_NAME } from '../../api/db/seed/vendors.js';
import { providerBody } from '../api/service-marketplace-helpers.js';
import { demoUserId } from '../support/residents.js';
import { startStack, type Stack } from './harness.js';

// Staff giving an open job to a vendor company (assignServiceActivityVendor over
// POST /service-activities/:id/vendor-information) and the companies to pick from.
let stack: Stack;
const t: Record<string, string> = {};
let home: number;
let region: string;
let inspectionTypeId: string;

const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const gql = async (who: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await stack.gql(query, variables, { token: t[who] });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
};
const ASSIGN = `mutation($input: AssignServiceActivityVendorInput!) { assignServiceActivityVendor(input: $input) {
  serviceActivity { databaseId status holder { name } viewerMay history { action actorRole } } userErrors { field code message } } }`;
const PROVIDERS = '{ residentialServiceProviders { id databaseId name } }';

async function book(): Promise<{ id: string; databaseId: number }> {
  const res = await gql('manager', `mutation($input: BookServiceInput!) { bookService(input: $input) { serviceActivity { id databaseId } userErrors { code } } }`, {
    input: { buildingId: gid('Building', home), serviceTypeId: inspectionTypeId, accessRequirement: 'NO_ACCESS_NEEDED' },
  });
  expect(res.bookService.userErrors).toEqual([]);
  return res.bookService.serviceActivity;
}

beforeAll(async () => {
  stack = await startStack();
  const deps = stack.api.deps;
  ({ id: home, region } = (await rows<{ id: number; region: string }>(deps.database.db, sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${await demoUserId(deps, 'manager')} AND b.region IS NOT NULL ORDER BY b.id LIMIT 1`))[0]!);
  for (const key of ['manager', 'staff', 'vendor']) t[key] = await stack.tokenFor(key);
  const { serviceTypes } = await gql('manager', '{ serviceTypes(managerMayBook: true) { id template } }');
  inspectionTypeId = serviceTypes.find((x: { template: string }) => x.template === 'INITIAL_PROPERTY_INSPECTION').id;
});
afterAll(() => stack?.close());

describe('staff assign a vendor', () => {
  it('lists the companies to staff only', async () => {
    const { residentialServiceProviders } = await gql('staff', PROVIDERS);
    expect(residentialServiceProviders.map((p: { name: string }) => p.name)).toContain(DEMO_PROVIDER_NAME);
    const refused = await stack.gql(PROVIDERS, {}, { token: t.manager });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.v20Calls).toBe(0);
  });

  it('gives an open job to an onboarded company; a held job is refused as taken', async () => {
    const job = await book();
    const { residentialServiceProviders } = await gql('staff', PROVIDERS);
    const morgan = residentialServiceProviders.find((p: { name: string }) => p.name === DEMO_PROVIDER_NAME);
    const given = (await gql('staff', ASSIGN, { input: { serviceActivityId: job.id, providerId: morgan.id } })).assignServiceActivityVendor;
    expect(given.userErrors).toEqual([]);
    expect(given.serviceActivity).toMatchObject({ databaseId: job.databaseId, status: 'REQUESTED', holder: { name: DEMO_PROVIDER_NAME } });
    expect(given.serviceActivity.history.at(-1)).toEqual({ action: 'assign', actorRole: 'HEARTH_TEAM' });
    expect(given.serviceActivity.viewerMay).toContain('REMOVE_VENDOR');
    const again = (await gql('staff', ASSIGN, { input: { serviceActivityId: job.id, providerId: morgan.id } })).assignServiceActivityVendor;
    expect(again).toMatchObject({ serviceActivity: null, userErrors: [{ code: 'service_activity_taken' }] });
  });

  it('names providerId for a company that does not serve the job, or no company at all', async () => {
    const job = await book();
    // A company doing only small repairs is not offered an inspection.
    const created = await stack.api.call('POST', '/residential-service-providers', {
      token: await stack.api.login('vendor', 'vendor'), body: providerBody(region, { service_categories: ['small_repairs'] }),
    });
    expect(created.statusCode).toBe(201);
    const other = (await gql('staff', ASSIGN, { input: { serviceActivityId: job.id, providerId: gid('ResidentialServiceProvider', created.json().id) } })).assignServiceActivityVendor;
    expect(other).toMatchObject({ serviceActivity: null, userErrors: [{ field: 'providerId', code: 'provider_not_offered' }] });
    const bogus = (await gql('staff', ASSIGN, { input: { serviceActivityId: job.id, providerId: 'nope' } })).assignServiceActivityVendor;
    expect(bogus).toEqual({ serviceActivity: null, userErrors: [{ field: 'providerId', code: 'not_found', message: 'No such vendor company.' }] });
  });

  it('is refused to a manager before any REST call', async () => {
    const job = await book();
    const res = await stack.gql(ASSIGN, { input: { serviceActivityId: job.id, providerId: gid('ResidentialServiceProvider', 1) } }, { token: t.manager });
    expect(res.data!.assignServiceActivityVendor).toMatchObject({ serviceActivity: null, userErrors: [{ code: 'forbidden' }] });
    expect(res.v20Calls).toBe(0);
  });
});
