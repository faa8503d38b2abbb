import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { addMonths } from '../../api/domain/applications/stay.js';
import { startStack, type Stack } from './harness.js';
import { addDays } from 'date-fns';

let stack: Stack;
let rooms: { id: string; buildingId: string; availableOn: string }[];
beforeAll(async () => {
  stack = await startStack();
  const found = await rows<{ id: number; building_id: number; available_on: string }>(stack.api.deps.database.db, sql`
    SELECT r.id, r.building_id, r.available_on::text AS available_on FROM bedrooms r JOIN buildings b ON b.id = r.building_id
    WHERE b.listed_at IS NOT NULL ORDER BY r.id LIMIT 20`);
  rooms = found.map((r) => ({ id: Buffer.from(`Bedroom:${r.id}`).toString('base64'), buildingId: String(r.building_id), availableOn: r.available_on }));
});
afterAll(() => stack?.close());

const SUBMIT = `mutation Submit($input: SubmitApplicationInput!) { submitApplication(input: $input) {
  lifecycle { id databaseId moveInDate moveOutDate isActive applicationType pets building { databaseId } assignedBedroom { id }
    applicationFee { cents formatted } lifecycleQuestions { kind responseType status } }
  viewer { nextOnboardingStep onboardingStepsRemaining }
  userErrors { field code message } } }`;

const inAWeek = () => addDays(new Date(), 7).toISOString().slice(0, 10);
function inputFor(room: (typeof rooms)[number], extra: Record<string, unknown> = {}) {
  const moveInDate = room.availableOn > inAWeek() ? room.availableOn : inAWeek();
  return { bedroomId: room.id, moveInDate, moveOutDate: addMonths(moveInDate, 8), idempotencyKey: crypto.randomUUID(), ...extra };
}

describe('submitApplication', () => {
  it('a new tenant applies and is sent to screening first, with every step still to do listed', async () => {
    const token = await stack.tokenFor('tenant');
    const input = inputFor(rooms[0]);
    const res = await stack.gql(SUBMIT, { input }, { token });
    expect(res.errors).toBeUndefined();
    const { lifecycle, viewer, userErrors } = res.data!.submitApplication;
    expect(userErrors).toEqual([]);
    expect(lifecycle).toMatchObject({
      moveInDate: input.moveInDate, isActive: true, applicationType: 'NEW_TENANT', pets: [],
      building: { databaseId: rooms[0].buildingId }, assignedBedroom: { id: rooms[0].id },
      applicationFee: { cents: 4500, formatted: '$45' },
    });
    expect(lifecycle.lifecycleQuestions.map((q: { kind: string }) => q.kind)).toEqual(['MOVE_IN_DATE', 'MONTHLY_RENT', 'HOUSE_RULES', 'OCCUPANTS']);
    expect(viewer.nextOnboardingStep).toBe('SCREENING');
    expect(viewer.onboardingStepsRemaining[0]).toBe('SCREENING');
    expect(viewer.onboardingStepsRemaining).toContain('RENTER_CONFIRMATION');
  });

  it('a double-clicked submit with one idempotency key makes one application', async () => {
    const token = await stack.tokenFor('tenant');
    const input = inputFor(rooms[1]);
    const [a, b] = await Promise.all([stack.gql(SUBMIT, { input }, { token }), stack.gql(SUBMIT, { input }, { token })]);
    const ids = [a, b].map((r) => r.data?.submitApplication.lifecycle?.databaseId).filter(Boolean);
    // The second either replays the first answer or is told the first is still running.
    expect(new Set(ids).size).toBe(1);
    const again = await stack.gql(SUBMIT, { input }, { token });
    expect(again.data?.submitApplication.lifecycle.databaseId).toBe(ids[0]);
    const list = await stack.gql('{ viewer { applications(first: 50) { edges { node { databaseId } } } } }', {}, { token });
    const listed = list.data?.viewer.applications.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId);
    expect(listed.filter((id: string) => id === ids[0])).toHaveLength(1);
  });

  it('tells the applicant what to fix, next to the field', async () => {
    const token = await stack.tokenFor('tenant2');
    const input = inputFor(rooms[2]);
    const backwards = await stack.gql(SUBMIT, { input: { ...input, moveOutDate: input.moveInDate } }, { token });
    expect(backwards.data?.submitApplication).toMatchObject({
      lifecycle: null, userErrors: [{ field: 'moveOutDate', code: 'move_out_before_move_in', message: expect.any(String) }],
    });
    const promo = await stack.gql(SUBMIT, { input: inputFor(rooms[2], { promoCode: 'NOPE' }) }, { token });
    expect(promo.data?.submitApplication.userErrors).toEqual([{ field: 'promoCode', code: 'unknown_promo_code', message: expect.any(String) }]);
    const guarantor = await stack.gql(SUBMIT, { input: inputFor(rooms[2], { guarantorName: 'Pat' }) }, { token });
    expect(guarantor.data?.submitApplication.userErrors).toEqual([{ field: 'guarantorEmail', code: 'invalid_input', message: expect.any(String) }]);
    const notARoom = await stack.gql('mutation($input: SubmitApplicationInput!) { submitApplication(input: $input) { userErrors { field code } } }',
      { input: inputFor(rooms[2], { bedroomId: Buffer.from('Building:1').toString('base64') }) }, { token });
    expect(notARoom.data?.submitApplication.userErrors).toEqual([{ field: 'bedroomId', code: 'invalid_input' }]);
    expect(notARoom.v20Calls).toBe(0);
  });

  it('a guest or a manager cannot apply, and the api is not even called', async () => {
    const guest = await stack.api.guestToken();
    const asGuest = await stack.gql(SUBMIT, { input: inputFor(rooms[3]) }, { token: guest });
    expect(asGuest.data?.submitApplication).toMatchObject({ lifecycle: null, userErrors: [{ code: 'unauthenticated' }] });
    const manager = await stack.tokenFor('manager', 'manager');
    const asManager = await stack.gql(SUBMIT, { input: inputFor(rooms[3]) }, { token: manager });
    expect(asManager.data?.submitApplication).toMatchObject({ lifecycle: null, userErrors: [{ code: 'forbidden' }] });
    expect(asGuest.v20Calls + asManager.v20Calls).toBe(0);
  });
  it('a user blocked from creating lifecycles is told so on the form', async () => {
    await stack.api.deps.database.db.execute(sql`UPDATE users SET blocked_from_creating_lifecycles_at = now() WHERE lower(email) = 'staff@hearth.test'`);
    const res = await stack.gql(SUBMIT, { input: inputFor(rooms[5]) }, { token: await stack.tokenFor('staff') });
    expect(res.errors).toBeUndefined();
    expect(res.data?.submitApplication).toMatchObject({
      lifecycle: null, userErrors: [{ field: null, code: 'blocked_from_creating_lifecycles', message: expect.stringContaining('support') }],
    });
  });
});

describe('the viewer\'s applications and onboarding', () => {
  const VIEWER = `{ viewer { nextOnboardingStep onboardingStepsRemaining
    applications(first: 10) { edges { node { databaseId isActive building { title } assignedBedroom { name } } } } } }`;

  it('a tenant without applications has no next step and no applications', async () => {
    const res = await stack.gql(VIEWER, {}, { token: await stack.tokenFor('guarantor') });
    expect(res.data?.viewer).toEqual({ nextOnboardingStep: null, onboardingStepsRemaining: [], applications: { edges: [] } });
  });

  it('a guest and a manager have none either, without asking the api for applications', async () => {
    const guest = await stack.gql(VIEWER, {}, { token: await stack.api.guestToken() });
    expect(guest.data?.viewer).toEqual({ nextOnboardingStep: null, onboardingStepsRemaining: [], applications: { edges: [] } });
    expect(guest.v20Calls).toBe(0);
    const manager = await stack.gql(VIEWER, {}, { token: await stack.tokenFor('manager', 'manager') });
    expect(manager.data?.viewer.applications.edges).toEqual([]);
  });

  it('the applications page costs one call for applications, one for the profile and one per kind of part', async () => {
    const token = await stack.tokenFor('tenant');
    const res = await stack.gql(VIEWER, {}, { token });
    expect(res.data?.viewer.applications.edges.length).toBeGreaterThanOrEqual(2);
    // GET /applications/, GET /me/, GET /listings?ids=, GET /bedrooms?ids=
    expect(res.v20Calls).toBe(4);
  });

  it('a withdrawn application leaves the onboarding when it was the only one', async () => {
    const token = await stack.tokenFor('multi');
    const submitted = await stack.gql(SUBMIT, { input: inputFor(rooms[4]) }, { token });
    const lifecycleId = submitted.data?.submitApplication.lifecycle.id;
    const WITHDRAW = `mutation($input: WithdrawApplicationInput!) { withdrawApplication(input: $input) {
      lifecycle { isActive isDeactivated deactivationReason deactivationReasonLabel } viewer { nextOnboardingStep } userErrors { field code } } }`;
    const res = await stack.gql(WITHDRAW, { input: { lifecycleId, reason: 'COST_TOO_HIGH' } }, { token });
    expect(res.data?.withdrawApplication).toEqual({
      lifecycle: { isActive: false, isDeactivated: true, deactivationReason: 'cost_too_high', deactivationReasonLabel: 'It costs too much' },
      viewer: { nextOnboardingStep: null }, userErrors: [],
    });
    const twice = await stack.gql(WITHDRAW, { input: { lifecycleId, reason: 'OTHER' } }, { token });
    expect(twice.data?.withdrawApplication.userErrors).toEqual([{ field: null, code: 'application_not_active' }]);
    const someoneElse = await stack.gql(WITHDRAW, { input: { lifecycleId, reason: 'OTHER' } }, { token: await stack.tokenFor('tenant2') });
    expect(someoneElse.data?.withdrawApplication.userErrors).toEqual([{ field: 'lifecycleId', code: 'not_found' }]);
  });
});
