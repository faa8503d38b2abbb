import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { addMonths } from '../../api/domain/applications/stay.js';
import { registerUser } from '../api/auth-helpers.js';
import { startStack, type Stack } from './harness.js';
import { addDays } from 'date-fns';

let stack: Stack;
let rooms: { id: string; restId: number; availableOn: string }[];
const db = () => stack.api.deps.database.db;
beforeAll(async () => {
  stack = await startStack();
  const found = await rows<{ id: number; available_on: string }>(db(), sql`
    SELECT r.id, r.available_on::text AS available_on FROM bedrooms r JOIN buildings b ON b.id = r.building_id
    WHERE b.listed_at IS NOT NULL ORDER BY r.id LIMIT 10`);
  rooms = found.map((r) => ({ id: Buffer.from(`Bedroom:${r.id}`).toString('base64'), restId: r.id, availableOn: r.available_on }));
});
afterAll(() => stack?.close());

const inAWeek = () => addDays(new Date(), 7).toISOString().slice(0, 10);
async function apply(token: string, room: (typeof rooms)[number]) {
  const moveInDate = room.availableOn > inAWeek() ? room.availableOn : inAWeek();
  const res = await stack.gql(`mutation($input: SubmitApplicationInput!) { submitApplication(input: $input) {
    lifecycle { id databaseId lifecycleQuestions { id kind responseType } } userErrors { code message } } }`,
  { input: { bedroomId: room.id, moveInDate, moveOutDate: addMonths(moveInDate, 7), idempotencyKey: crypto.randomUUID() } }, { token });
  expect(res.data?.submitApplication.userErrors).toEqual([]);
  return res.data!.submitApplication.lifecycle as { id: string; databaseId: string; lifecycleQuestions: { id: string; kind: string; responseType: string }[] };
}
const steps = async (token: string) =>
  (await stack.gql('{ viewer { nextOnboardingStep onboardingStepsRemaining } }', {}, { token })).data?.viewer;
const setUser = (email: string, change: ReturnType<typeof sql>) => db().execute(sql`UPDATE users SET ${change} WHERE lower(email) = ${email}`);

const ANSWER = `mutation($input: AnswerLifecycleQuestionInput!) { answerLifecycleQuestion(input: $input) {
  lifecycleQuestion { status response } viewer { nextOnboardingStep onboardingStepsRemaining } userErrors { field code } } }`;
const DECLINE = `mutation($input: DeclineLifecycleQuestionInput!) { declineLifecycleQuestion(input: $input) {
  lifecycleQuestion { status declineReason declineReasonLabel } viewer { nextOnboardingStep } userErrors { field code } } }`;

describe('a newcomer is walked through every onboarding step in the spec\'s order', () => {
  it('from screening to the applications list', async () => {
    const email = 'tenant2@hearth.test';
    const token = await stack.tokenFor('tenant2');
    const application = await apply(token, rooms[0]);
    expect(await steps(token)).toEqual({
      nextOnboardingStep: 'SCREENING',
      onboardingStepsRemaining: ['SCREENING', 'PETS', 'REFERENCES', 'INFORMATION_RELEASE_CONSENT', 'INCOME_VERIFICATION', 'CREATE_PROFILE', 'RENTER_CONFIRMATION'],
    });
    await setUser(email, sql`needs_screening = false`);
    expect((await steps(token)).nextOnboardingStep).toBe('PETS');
    await stack.gql('mutation { updateProfile(input: { isRentingWithAnimal: false }) { userErrors { code } } }', {}, { token });
    expect((await steps(token)).nextOnboardingStep).toBe('REFERENCES');
    await db().execute(sql`UPDATE lifecycles SET lifecycle_tenant_references_step_completed_at = now() WHERE id = ${Number(application.databaseId)}`);
    expect((await steps(token)).nextOnboardingStep).toBe('INFORMATION_RELEASE_CONSENT');
    await setUser(email, sql`applicant_information_release_consent_submitted_at = now()`);
    expect((await steps(token)).nextOnboardingStep).toBe('INCOME_VERIFICATION');
    await db().execute(sql`UPDATE lifecycles SET tenant_financial_qualifications_step_completed_at = now() WHERE id = ${Number(application.databaseId)}`);
    expect((await steps(token)).nextOnboardingStep).toBe('CREATE_PROFILE');
    await stack.gql(`mutation { updateProfile(input: { occupation: "Nurse", interests: ["running"], roommateRelationshipPreference: BALANCED }) {
      userErrors { code } } }`, {}, { token });
    expect(await steps(token)).toEqual({ nextOnboardingStep: 'RENTER_CONFIRMATION', onboardingStepsRemaining: ['RENTER_CONFIRMATION'] });

    const [dates, rent, rules, occupants] = application.lifecycleQuestions;
    for (const q of [dates, rent]) await stack.gql(ANSWER, { input: { questionId: q.id, response: 'yes' } }, { token });
    const declined = await stack.gql(DECLINE, { input: { questionId: rules.id, reason: 'UNAWARE_OF_ITEM' } }, { token });
    expect(declined.data?.declineLifecycleQuestion).toEqual({
      lifecycleQuestion: { status: 'DECLINED', declineReason: 'UNAWARE_OF_ITEM', declineReasonLabel: 'I do not know about this item' },
      viewer: { nextOnboardingStep: 'RENTER_CONFIRMATION' }, userErrors: [],
    });
    const last = await stack.gql(ANSWER, { input: { questionId: occupants.id, response: 'Just me' } }, { token });
    expect(last.data?.answerLifecycleQuestion).toEqual({
      lifecycleQuestion: { status: 'ANSWERED', response: 'Just me' },
      viewer: { nextOnboardingStep: 'APPLICATIONS', onboardingStepsRemaining: [] }, userErrors: [],
    });
    // Every step done, but not complete while the application fee is unpaid; paying it completes the application.
    const COMPLETED = '{ viewer { user { profile { hasCompletedApplication } } applications(first: 1) { edges { node { applicationCompletedAt } } } } }';
    const unpaid = await stack.gql(COMPLETED, {}, { token });
    expect(unpaid.data?.viewer.user.profile.hasCompletedApplication).toBe(false);
    expect(unpaid.data?.viewer.applications.edges[0].node.applicationCompletedAt).toBeNull();
    const paid = await stack.gql(`mutation($input: PayApplicationFeeInput!) { payApplicationFee(input: $input) { userErrors { code } } }`, {
      input: { lifecycleId: application.id, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', idempotencyKey: crypto.randomUUID() },
    }, { token });
    expect(paid.data?.payApplicationFee.userErrors).toEqual([]);
    const profile = await stack.gql(COMPLETED, {}, { token });
    expect(profile.data?.viewer.user.profile.hasCompletedApplication).toBe(true);
    expect(profile.data?.viewer.applications.edges[0].node.applicationCompletedAt).not.toBeNull();
    // And the fee is on the tenant's billing like any invoice, paid, with a receipt's figures.
    const billing = await stack.gql(`{ viewer { billing { invoices(first: 20) { edges { node { chargeType paymentStatus amount { formatted }
      payment { total { formatted } cardFee { cents } } } } } } } }`, {}, { token });
    expect(billing.data?.viewer.billing.invoices.edges.map((e: { node: unknown }) => e.node)).toContainEqual({
      chargeType: 'APPLICATION_FEE', paymentStatus: 'SUCCESSFUL', amount: { formatted: '$45' }, payment: { total: { formatted: '$45' }, cardFee: { cents: 0 } },
    });
  });
});

describe('renter confirmation with no question to answer', () => {
  const COMPLETE = 'mutation { completeRenterConfirmation { viewer { nextOnboardingStep onboardingStepsRemaining } userErrors { field code message } } }';

  it('is completed with one call, and the application reaches its manager', async () => {
    const { token, email } = await registerUser(stack.api);
    const application = await apply(token, rooms[6]);
    const id = Number(application.databaseId);
    // Every earlier step done; the application asks no question (as one a resolution case makes).
    await setUser(email, sql`needs_screening = false, is_renting_with_animal = false, applicant_information_release_consent_submitted_at = now(),
      occupation = 'Nurse', interests = '{running}', applicant_profile_roommate_relationship_preference = 'balanced'`);
    await db().execute(sql`UPDATE lifecycles SET lifecycle_tenant_references_step_completed_at = now(),
      tenant_financial_qualifications_step_completed_at = now(), application_fee_paid_at = now() WHERE id = ${id}`);
    await db().execute(sql`DELETE FROM lifecycle_questions WHERE lifecycle_id = ${id}`);
    expect(await steps(token)).toEqual({ nextOnboardingStep: 'RENTER_CONFIRMATION', onboardingStepsRemaining: ['RENTER_CONFIRMATION'] });

    const res = await stack.gql(COMPLETE, {}, { token });
    expect(res.data?.completeRenterConfirmation).toEqual({ viewer: { nextOnboardingStep: 'APPLICATIONS', onboardingStepsRemaining: [] }, userErrors: [] });
    const [sent] = await rows<{ sent: boolean }>(db(), sql`SELECT sent_to_manager_at IS NOT NULL AS sent FROM lifecycles WHERE id = ${id}`);
    expect(sent!.sent).toBe(true);
  });

  it('is refused while a question is still open', async () => {
    const { token } = await registerUser(stack.api);
    await apply(token, rooms[7]);
    const res = await stack.gql(COMPLETE, {}, { token });
    expect(res.data?.completeRenterConfirmation.userErrors).toEqual([expect.objectContaining({ code: 'confirmation_questions_open' })]);
  });
});

describe('renter confirmation answers', () => {
  it('a confirm question wants yes; the message lands on the response field', async () => {
    const token = await stack.tokenFor('tenant');
    const { lifecycleQuestions: [dates] } = await apply(token, rooms[1]);
    const res = await stack.gql(ANSWER, { input: { questionId: dates.id, response: 'not sure' } }, { token });
    expect(res.data?.answerLifecycleQuestion).toMatchObject({ lifecycleQuestion: null, userErrors: [{ field: 'response', code: 'invalid_input' }] });
  });

  it("nobody answers someone else's question", async () => {
    const { lifecycleQuestions: [dates] } = await apply(await stack.tokenFor('tenant'), rooms[2]);
    const other = await stack.tokenFor('multi');
    const res = await stack.gql(ANSWER, { input: { questionId: dates.id, response: 'yes' } }, { token: other });
    expect(res.data?.answerLifecycleQuestion.userErrors).toEqual([{ field: 'questionId', code: 'not_found' }]);
  });
});

describe('information requests and the application fee', () => {
  const REQUESTS = '{ viewer { informationRequests { id kind kindLabel reason reasonLabel message status } } }';
  const RESPOND = `mutation($input: RespondToInformationRequestInput!) { respondToInformationRequest(input: $input) {
    informationRequest { status responseKind responseText } userErrors { field code } } }`;

  it('the applicant sees what the homeowner asked and answers it', async () => {
    const token = await stack.tokenFor('tenant');
    const application = await apply(token, rooms[3]);
    const staff = await stack.tokenFor('staff');
    await stack.api.call('POST', `/lifecycles/${application.databaseId}/information-requests`, {
      token: staff, body: { kind: 'financials_update_request', reason: 'documents_not_recent', message: 'A pay stub from this month, please.' },
    });
    const [request] = (await stack.gql(REQUESTS, {}, { token })).data?.viewer.informationRequests;
    expect(request).toMatchObject({
      kind: 'FINANCIALS_UPDATE_REQUEST', kindLabel: 'Update your financials', reason: 'DOCUMENTS_NOT_RECENT',
      reasonLabel: 'Documents are not recent', status: 'AWAITING_RESPONSE',
    });
    const other = await stack.gql(RESPOND, { input: { informationRequestId: request.id, text: 'hi' } }, { token: await stack.tokenFor('multi') });
    expect(other.data?.respondToInformationRequest.userErrors).toEqual([{ field: 'informationRequestId', code: 'not_found' }]);
    const res = await stack.gql(RESPOND, { input: { informationRequestId: request.id, text: 'Uploaded it just now.' } }, { token });
    expect(res.data?.respondToInformationRequest).toEqual({
      informationRequest: { status: 'RESPONSE_ADDED', responseKind: 'DIRECT_RESPONSE', responseText: 'Uploaded it just now.' }, userErrors: [],
    });
  });

  it('pays the fee once: a decline is shown on the card number, a retry never charges twice', async () => {
    const token = await stack.tokenFor('tenant');
    const application = await apply(token, rooms[4]);
    const PAY = `mutation($input: PayApplicationFeeInput!) { payApplicationFee(input: $input) {
      lifecycle { databaseId applicationFeePaidAt } userErrors { field code } } }`;
    const card = { lifecycleId: application.id, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
    const declined = await stack.gql(PAY, { input: { ...card, cardNumber: '4000000000009995', idempotencyKey: crypto.randomUUID() } }, { token });
    expect(declined.data?.payApplicationFee).toEqual({ lifecycle: null, userErrors: [{ field: 'cardNumber', code: 'insufficient_funds' }] });
    const key = crypto.randomUUID();
    const paid = await stack.gql(PAY, { input: { ...card, cardNumber: '4242 4242 4242 4242', idempotencyKey: key } }, { token });
    expect(paid.data?.payApplicationFee.lifecycle.applicationFeePaidAt).toEqual(expect.any(String));
    const retried = await stack.gql(PAY, { input: { ...card, cardNumber: '4242 4242 4242 4242', idempotencyKey: key } }, { token });
    expect(retried.data?.payApplicationFee.userErrors).toEqual([]);
    const again = await stack.gql(PAY, { input: { ...card, cardNumber: '4242 4242 4242 4242', idempotencyKey: crypto.randomUUID() } }, { token });
    expect(again.data?.payApplicationFee.userErrors).toEqual([{ field: 'lifecycleId', code: 'application_fee_already_paid' }]);
  });

  it("a lifecycle is a node its applicant can fetch back; nobody else can", async () => {
    const token = await stack.tokenFor('tenant');
    const application = await apply(token, rooms[5]);
    const NODE = 'query($id: ID!) { node(id: $id) { ... on Lifecycle { databaseId isActive } } }';
    expect((await stack.gql(NODE, { id: application.id }, { token })).data?.node).toEqual({ databaseId: application.databaseId, isActive: true });
    expect((await stack.gql(NODE, { id: application.id }, { token: await stack.tokenFor('tenant2') })).data?.node).toBeNull();
  });
});
