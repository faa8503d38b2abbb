import { sql } from 'drizzle-orm';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { addMonths } from '../../api/domain/applications/stay.js';
import { startStack, type Stack } from './harness.js';

// /applications/{id}: one application, for its applicant only.
let stack: Stack;
let owner: string;
let lifecycle: { id: string; databaseId: string };

const SUBMIT = `mutation Submit($input: SubmitApplicationInput!) { submitApplication(input: $input) {
  lifecycle { id databaseId } userErrors { field code message } } }`;
const PAGE = `query Page($databaseId: String!) { application(databaseId: $databaseId) {
  id databaseId moveInDate moveOutDate isActive state allowedActions promoCode applicationSignedAt
  assignedBedroom { name rent { totalRent { formatted } } } building { title } } }`;
const LIST = '{ viewer { applications(first: 50) { edges { node { databaseId state assignedBedroom { rent { totalRent { formatted } } } } } } } }';
const ADD_PROMO = `mutation Add($input: AddLifecyclePromoCodeInput!) { addLifecyclePromoCode(input: $input) {
  lifecycle { databaseId promoCode allowedActions } userErrors { field code message } } }`;

beforeAll(async () => {
  stack = await startStack();
  const [room] = await rows<{ id: number; available_on: string }>(stack.api.deps.database.db, sql`
    SELECT r.id, r.available_on::text AS available_on FROM bedrooms r JOIN buildings b ON b.id = r.building_id
    WHERE b.listed_at IS NOT NULL ORDER BY r.id DESC LIMIT 1`);
  const inAWeek = addDays(new Date(), 7).toISOString().slice(0, 10);
  const moveInDate = room.available_on > inAWeek ? room.available_on : inAWeek;
  owner = await stack.tokenFor('tenant');
  const res = await stack.gql(SUBMIT, { input: {
    bedroomId: Buffer.from(`Bedroom:${room.id}`).toString('base64'), moveInDate, moveOutDate: addMonths(moveInDate, 8),
    idempotencyKey: crypto.randomUUID(),
  } }, { token: owner });
  expect(res.data?.submitApplication.userErrors).toEqual([]);
  lifecycle = res.data!.submitApplication.lifecycle;
});
afterAll(() => stack?.close());

describe('application(databaseId)', () => {
  it('shows the applicant their application, with the rent and state their list shows', async () => {
    const res = await stack.gql(PAGE, { databaseId: lifecycle.databaseId }, { token: owner });
    expect(res.errors).toBeUndefined();
    const page = res.data!.application;
    expect(page).toMatchObject({ id: lifecycle.id, databaseId: lifecycle.databaseId, isActive: true, state: 'APPLIED', promoCode: null });
    expect(page.allowedActions).toEqual(expect.arrayContaining(['ADD_PROMO']));
    const list = await stack.gql(LIST, {}, { token: owner });
    const row = list.data!.viewer.applications.edges.find((e: { node: { databaseId: string } }) => e.node.databaseId === lifecycle.databaseId).node;
    expect(row.state).toBe(page.state);
    expect(row.assignedBedroom.rent.totalRent.formatted).toBe(page.assignedBedroom.rent.totalRent.formatted);
  });

  it('another tenant, a manager, a guest and a made-up id all get nothing', async () => {
    const other = await stack.tokenFor('tenant2');
    const asOther = await stack.gql(PAGE, { databaseId: lifecycle.databaseId }, { token: other });
    expect(asOther.errors).toBeUndefined();
    expect(asOther.data).toEqual({ application: null });
    const byNode = await stack.gql('query($id: ID!) { node(id: $id) { id } }', { id: lifecycle.id }, { token: other });
    expect(byNode.data).toEqual({ node: null });

    const manager = await stack.tokenFor('manager', 'manager');
    expect((await stack.gql(PAGE, { databaseId: lifecycle.databaseId }, { token: manager })).data).toEqual({ application: null });

    const guest = await stack.gql(PAGE, { databaseId: lifecycle.databaseId }, { token: await stack.api.guestToken() });
    expect(guest.data?.application ?? null).toBeNull();
    expect(guest.v20Calls).toBe(0);

    const madeUp = await stack.gql(PAGE, { databaseId: 'not an id' }, { token: owner });
    expect(madeUp.data).toEqual({ application: null });
    expect(madeUp.v20Calls).toBe(0);
  });

  it('the REST api refuses another tenant the same application: empty list, 404 on actions', async () => {
    const other = await stack.tokenFor('tenant2');
    const read = await stack.api.call('GET', `/lifecycles?ids=${lifecycle.databaseId}`, { token: other });
    expect(read.statusCode).toBe(200);
    expect(read.json().results).toEqual([]);
    const act = await stack.api.call('POST', `/lifecycles/${lifecycle.databaseId}/add-promo`, {
      token: other, body: { promo_code: 'FIRST50' }, headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(act.statusCode).toBe(404);
    expect(JSON.stringify(act.json())).not.toContain('FIRST50');
  });
});

describe('addLifecyclePromoCode', () => {
  it('an unknown code is refused on the code field; a real one is applied and can be taken off', async () => {
    const unknown = await stack.gql(ADD_PROMO, { input: { lifecycleId: lifecycle.id, promoCode: 'NOSUCHCODE' } }, { token: owner });
    expect(unknown.data?.addLifecyclePromoCode).toMatchObject({
      lifecycle: null, userErrors: [{ field: 'promoCode', code: 'unknown_promo_code', message: expect.any(String) }],
    });
    const added = await stack.gql(ADD_PROMO, { input: { lifecycleId: lifecycle.id, promoCode: 'first50' } }, { token: owner });
    expect(added.data?.addLifecyclePromoCode).toMatchObject({ lifecycle: { promoCode: 'FIRST50' }, userErrors: [] });
    expect(added.data?.addLifecyclePromoCode.lifecycle.allowedActions).toContain('REMOVE_PROMO');
    const removed = await stack.gql(`mutation($input: TakeLifecycleActionInput!) { takeLifecycleAction(input: $input) {
      lifecycle { promoCode } userErrors { code } } }`, { input: { lifecycleId: lifecycle.id, action: 'REMOVE_PROMO' } }, { token: owner });
    expect(removed.data?.takeLifecycleAction).toEqual({ lifecycle: { promoCode: null }, userErrors: [] });
  });

  it('another tenant cannot add a code to it', async () => {
    const other = await stack.tokenFor('tenant2');
    const res = await stack.gql(ADD_PROMO, { input: { lifecycleId: lifecycle.id, promoCode: 'FIRST50' } }, { token: other });
    expect(res.data?.addLifecyclePromoCode).toMatchObject({ lifecycle: null, userErrors: [{ field: 'lifecycleId', code: 'not_found' }] });
    const after = await stack.gql(PAGE, { databaseId: lifecycle.databaseId }, { token: owner });
    expect(after.data?.application.promoCode).toBeNull();
  });
});
