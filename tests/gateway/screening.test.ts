import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../api/auth-helpers.js';
import { acceptedConnection, applicationFor, rightAnswers } from '../api/screening-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const SCREENING = `query($c: ID) { viewer { nextOnboardingStep screening(guarantorConnectionId: $c) {
  nextStep identityStatus needsScreening hasUsSsn ssnProvided renterInfo { legalLastName address { zip } }
  exam { attempt attemptsAllowed questions { questionId prompt choices { choiceId label } } }
  report { credit { score latePaymentsLast24Months collections { creditor amount { formatted } } } adverseItems } } } }`;
const PAYLOAD = 'screening { nextStep identityStatus exam { attempt questions { questionId } } report { credit { score } } } viewer { nextOnboardingStep } userErrors { field code message }';
const SAVE = `mutation($input: SaveRenterInfoInput!) { saveRenterInfo(input: $input) { ${PAYLOAD} } }`;
const START = `mutation($input: StartScreeningExamInput!) { startScreeningExam(input: $input) { ${PAYLOAD} } }`;
const ANSWER = `mutation($input: SubmitScreeningExamAnswersInput!) { submitScreeningExamAnswers(input: $input) { examResult ${PAYLOAD} } }`;
const GENERATE = `mutation($input: ScreeningSubjectInput!) { generateScreeningReports(input: $input) { ${PAYLOAD} } }`;
const SET_HAS_SSN = 'mutation($input: SetHasSsnInput!) { setHasSsn(input: $input) { hasUsSsn viewer { nextOnboardingStep } userErrors { field code } } }';

const RENTER_INFO = {
  legalFirstName: 'Rosa', legalLastName: 'Diaz', dateOfBirth: '1996-04-12', street: '12 Oak Street', city: 'Durham',
  state: 'NC', zip: '27701', phoneNumber: '+1 919 555 0142',
};
const answersFor = (ssn: string) => rightAnswers(ssn).map((a) => ({ questionId: a.question_id, choiceId: a.choice_id }));

/** A new tenant with an application to walk through. */
async function applicant() {
  const user = await registerUser(stack.api);
  await applicationFor(stack.api, user.userId);
  return user;
}

describe('screening through the gateway', () => {
  it('walks an applicant from legal details to reports; the onboarding then moves past screening', async () => {
    const { token } = await applicant();
    const before = await stack.gql(SCREENING, {}, { token });
    expect(before.data!.viewer).toMatchObject({ nextOnboardingStep: 'SCREENING', screening: { nextStep: 'RENTER_INFO', identityStatus: 'NOT_STARTED', needsScreening: true } });

    const saved = await stack.gql(SAVE, { input: RENTER_INFO }, { token });
    expect(saved.data!.saveRenterInfo).toMatchObject({ screening: { nextStep: 'SSN' }, userErrors: [] });
    const started = await stack.gql(START, { input: { ssn: '123-45-6789' } }, { token });
    expect(started.data!.startScreeningExam.screening).toMatchObject({ nextStep: 'IDENTITY_EXAM', identityStatus: 'EXAM_PENDING', exam: { attempt: 1 } });
    expect(started.data!.startScreeningExam.screening.exam.questions).toHaveLength(4);

    const answered = await stack.gql(ANSWER, { input: { answers: answersFor('123456789') } }, { token });
    expect(answered.data!.submitScreeningExamAnswers).toMatchObject({ examResult: 'PASSED', screening: { nextStep: 'GENERATE_REPORTS' } });
    const done = await stack.gql(GENERATE, { input: {} }, { token });
    expect(done.data!.generateScreeningReports).toMatchObject({ screening: { nextStep: 'DONE', report: { credit: { score: 742 } } }, userErrors: [] });
    expect(done.data!.generateScreeningReports.viewer.nextOnboardingStep).not.toBe('SCREENING');
    expect(JSON.stringify(done.data)).not.toMatch(/6789/);
  });

  it('puts errors next to the fields: the ZIP code, the date of birth, the SSN', async () => {
    const { token } = await applicant();
    const bad = await stack.gql(SAVE, { input: { ...RENTER_INFO, zip: '123', dateOfBirth: '2020-01-01' } }, { token });
    expect(bad.data!.saveRenterInfo.screening).toBeNull();
    expect(bad.data!.saveRenterInfo.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['dateOfBirth', 'zip']);
    await stack.gql(SAVE, { input: RENTER_INFO }, { token });
    const ssn = await stack.gql(START, { input: { ssn: '666-12-3456' } }, { token });
    expect(ssn.data!.startScreeningExam.userErrors).toEqual([{ field: 'ssn', code: 'invalid_ssn', message: expect.any(String) }]);
  });

  it('reports adverse items in money a person reads', async () => {
    const { token } = await applicant();
    await stack.gql(SAVE, { input: RENTER_INFO }, { token });
    await stack.gql(START, { input: { ssn: '222334444' } }, { token });
    await stack.gql(ANSWER, { input: { answers: answersFor('222334444') } }, { token });
    await stack.gql(GENERATE, { input: {} }, { token });
    const res = await stack.gql(SCREENING, {}, { token });
    expect(res.data!.viewer.screening.report).toEqual({
      credit: { score: 598, latePaymentsLast24Months: 3, collections: [{ creditor: 'Midtown Medical Group', amount: { formatted: '$1,240' } }] },
      adverseItems: ['CREDIT_SCORE_TOO_LOW', 'PAYMENT_HISTORY', 'PAST_DUE_OR_COLLECTIONS_AMOUNT'],
    });
  });

  it('"I don\'t have a US SSN" skips the screening step (spec §4 rule 2)', async () => {
    const { token } = await applicant();
    const res = await stack.gql(SET_HAS_SSN, { input: { hasSsn: false } }, { token });
    expect(res.data!.setHasSsn.hasUsSsn).toBe(false);
    expect(res.data!.setHasSsn.viewer.nextOnboardingStep).not.toBe('SCREENING');
    expect((await stack.gql(SCREENING, {}, { token })).data!.viewer.screening.nextStep).toBe('NO_SSN');
  });

  it('a guarantor screens for their connection; anyone else sees null and gets not_found', async () => {
    const tenant = await applicant();
    const guarantor = await registerUser(stack.api);
    const [lifecycle] = (await stack.api.call('GET', '/applications/', { token: tenant.token })).json().results;
    const connectionId = String(await acceptedConnection(stack.api, lifecycle.id, tenant.userId, guarantor.userId));
    const mine = await stack.gql(SCREENING, { c: connectionId }, { token: guarantor.token });
    expect(mine.data!.viewer.screening).toMatchObject({ nextStep: 'RENTER_INFO', needsScreening: true });
    const saved = await stack.gql(SAVE, { input: { ...RENTER_INFO, guarantorConnectionId: connectionId } }, { token: guarantor.token });
    expect(saved.data!.saveRenterInfo.screening.nextStep).toBe('SSN');

    expect((await stack.gql(SCREENING, { c: connectionId }, { token: tenant.token })).data!.viewer.screening).toBeNull();
    const theirs = await stack.gql(SAVE, { input: { ...RENTER_INFO, guarantorConnectionId: connectionId } }, { token: tenant.token });
    expect(theirs.data!.saveRenterInfo.userErrors).toEqual([{ field: 'guarantorConnectionId', code: 'not_found', message: expect.any(String) }]);
    expect((await stack.gql(SCREENING, { c: 'nonsense' }, { token: guarantor.token })).data!.viewer.screening).toBeNull();
  });

  it('a guest has no screening and is asked to sign in', async () => {
    const guest = await stack.api.guestToken();
    expect((await stack.gql(SCREENING, {}, { token: guest })).data!.viewer.screening).toBeNull();
    const res = await stack.gql(SAVE, { input: RENTER_INFO }, { token: guest });
    expect(res.data!.saveRenterInfo).toMatchObject({ screening: null, userErrors: [{ code: 'unauthenticated' }] });
    expect(res.v20Calls).toBe(0);
  });
});

describe('screening reports for managers', () => {
  const REPORTS = `query($u: ID!, $b: ID!) { screeningReports(userId: $u, buildingId: $b) {
    applicant { legalName status identityVerifiedBy report { credit { score } } } guarantors { guarantorName } } }`;

  it('the building\'s manager reads them; another manager reads null; a tenant is refused', async () => {
    const { token, userId } = await registerUser(stack.api);
    const { buildingId } = await applicationFor(stack.api, userId);
    await stack.gql(SAVE, { input: RENTER_INFO }, { token });
    await stack.gql(START, { input: { ssn: '123-45-6789' } }, { token });
    await stack.gql(ANSWER, { input: { answers: answersFor('123456789') } }, { token });
    await stack.gql(GENERATE, { input: {} }, { token });
    const vars = { u: String(userId), b: String(buildingId) };

    const manager = await stack.gql(REPORTS, vars, { token: await stack.tokenFor('manager') });
    expect(manager.data!.screeningReports).toEqual({
      applicant: { legalName: 'Rosa Diaz', status: 'completed', identityVerifiedBy: 'exam', report: { credit: { score: 742 } } }, guarantors: [],
    });
    const other = await stack.gql(REPORTS, vars, { token: await stack.tokenFor('manager2') });
    expect(other.data!.screeningReports).toBeNull();
    const tenant = await stack.gql(REPORTS, vars, { token });
    expect(tenant.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(tenant.v20Calls).toBe(0);
  });
});
