import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, linkParam, registerUser } from '../api/auth-helpers.js';
import { tenantWithApplication } from '../api/guarantor-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const REFERENCE = 'id sourceType refereeName refereeEmail monthlyRent { formatted } startDate endDate status requestSentAt';
const ADD = `mutation($input: AddTenantRentalReferenceInput!) { addTenantRentalReference(input: $input) {
  tenantRentalReference { ${REFERENCE} } userErrors { field code message } } }`;
const UPDATE = `mutation($input: UpdateTenantRentalReferenceInput!) { updateTenantRentalReference(input: $input) {
  tenantRentalReference { refereeName } userErrors { field code message } } }`;
const SUBMIT = `mutation { submitTenantRentalReferences {
  tenantRentalReferences { status } viewer { nextOnboardingStep } userErrors { field code message } } }`;
const SKIP = `mutation($input: SkipTenantRentalReferencesInput!) { skipTenantRentalReferences(input: $input) {
  viewer { nextOnboardingStep } userErrors { field code message } } }`;
const FORM = 'query($token: String!) { referenceForm(token: $token) { status message tenantFirstName propertyAddress startDate endDate } }';
const ANSWER = `mutation($input: SubmitReferenceFormInput!) { submitReferenceForm(input: $input) { answeredAt userErrors { field code message } } }`;
const ANSWERS = { relationshipConfirmed: true, paidOnTime: true, leaseViolations: false, wouldRentAgain: true, comments: 'A great tenant.' };

const refereeEmail = () => `landlord-${Math.random().toString(36).slice(2, 8)}@example.com`;
const landlord = (email = refereeEmail()) => ({
  sourceType: 'LANDLORD', refereeName: 'Lena Hart', refereeEmail: email, propertyAddress: '12 Oak St, Durham, NC',
  monthlyRentCents: 95_000, startDate: '2023-08-01', endDate: '2025-07-31',
});

/** A tenant with an application, past screening and pets: references are next. */
async function applicantAtReferences() {
  const tenant = await tenantWithApplication(stack.api, { first_name: 'Rosa', last_name: 'Diaz' });
  await stack.api.deps.database.db.execute(sql`UPDATE users SET needs_screening = false, is_renting_with_animal = false WHERE id = ${tenant.userId}`);
  return tenant;
}

describe('the references onboarding step', () => {
  it('a tenant adds a reference, submits it and moves on from REFERENCES; the referee is mailed a link', async () => {
    const { token } = await applicantAtReferences();
    expect((await stack.gql('{ viewer { nextOnboardingStep } }', {}, { token })).data!.viewer.nextOnboardingStep).toBe('REFERENCES');
    const email = refereeEmail();
    const added = await stack.gql(ADD, { input: landlord(email) }, { token });
    expect(added.data!.addTenantRentalReference).toMatchObject({
      tenantRentalReference: { sourceType: 'LANDLORD', refereeName: 'Lena Hart', monthlyRent: { formatted: '$950' }, status: 'DRAFT', requestSentAt: null },
      userErrors: [],
    });
    const submitted = await stack.gql(SUBMIT, {}, { token });
    expect(submitted.data!.submitTenantRentalReferences).toMatchObject({
      tenantRentalReferences: [{ status: 'REQUESTED' }], viewer: { nextOnboardingStep: 'INFORMATION_RELEASE_CONSENT' }, userErrors: [],
    });
    expect(await lastMail(stack.api, email, 'reference_request')).not.toBeNull();
  });

  it('submitting without references says what to do instead, and skipping with a reason moves on', async () => {
    const { token } = await applicantAtReferences();
    const empty = await stack.gql(SUBMIT, {}, { token });
    expect(empty.data!.submitTenantRentalReferences.userErrors).toEqual([expect.objectContaining({ code: 'no_references', field: null })]);
    const blank = await stack.gql(SKIP, { input: { reason: '' } }, { token });
    expect(blank.data!.skipTenantRentalReferences.userErrors[0]).toMatchObject({ field: 'reason', code: 'invalid_input' });
    const skipped = await stack.gql(SKIP, { input: { reason: 'First-time renter' } }, { token });
    expect(skipped.data!.skipTenantRentalReferences).toMatchObject({ viewer: { nextOnboardingStep: 'INFORMATION_RELEASE_CONSENT' }, userErrors: [] });
  });

  it('names invalid fields in the input\'s terms', async () => {
    const { token } = await applicantAtReferences();
    const res = await stack.gql(ADD, { input: { ...landlord('nope'), endDate: '2020-01-01' } }, { token });
    expect(res.data!.addTenantRentalReference.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['endDate', 'refereeEmail']);
  });

  it('another user\'s reference is "not found"', async () => {
    const owner = await registerUser(stack.api);
    const other = await registerUser(stack.api);
    const { id } = (await stack.gql(ADD, { input: landlord() }, { token: owner.token })).data!.addTenantRentalReference.tenantRentalReference;
    const res = await stack.gql(UPDATE, { input: { tenantRentalReferenceId: id, refereeName: 'X' } }, { token: other.token });
    expect(res.data!.updateTenantRentalReference).toEqual({
      tenantRentalReference: null, userErrors: [expect.objectContaining({ field: 'tenantRentalReferenceId', code: 'not_found' })],
    });
    const list = await stack.gql('{ viewer { tenantRentalReferences { id } } }', {}, { token: other.token });
    expect(list.data!.viewer.tenantRentalReferences).toEqual([]);
  });
});

describe('the referee\'s form', () => {
  async function mailedLink() {
    const { token } = await applicantAtReferences();
    const email = refereeEmail();
    await stack.gql(ADD, { input: landlord(email) }, { token });
    await stack.gql(SUBMIT, {}, { token });
    return linkParam((await lastMail(stack.api, email, 'reference_request'))!.body, 'token');
  }

  it('opens without an account, then takes the answers once', async () => {
    const link = await mailedLink();
    const form = await stack.gql(FORM, { token: link });
    expect(form.data!.referenceForm).toEqual({
      status: 'OPEN', message: null, tenantFirstName: 'Rosa', propertyAddress: '12 Oak St, Durham, NC', startDate: '2023-08-01', endDate: '2025-07-31',
    });
    const answered = await stack.gql(ANSWER, { input: { token: link, answers: ANSWERS } });
    expect(answered.data!.submitReferenceForm.userErrors).toEqual([]);
    expect(answered.data!.submitReferenceForm.answeredAt).toBeTruthy();
    const again = await stack.gql(ANSWER, { input: { token: link, answers: ANSWERS } });
    expect(again.data!.submitReferenceForm).toMatchObject({ answeredAt: null, userErrors: [{ code: 'reference_already_submitted' }] });
    expect((await stack.gql(FORM, { token: link })).data!.referenceForm).toMatchObject({ status: 'ALREADY_SUBMITTED', tenantFirstName: null });
  });

  it('works with a stale session in the referee\'s browser', async () => {
    const link = await mailedLink();
    const res = await stack.gql(FORM, { token: link }, { token: 'not-a-token' });
    expect(res.data!.referenceForm.status).toBe('OPEN');
  });

  it('says a mistyped link is invalid, and tells nothing about anyone', async () => {
    for (const token of ['x', 'A'.repeat(43)]) {
      const res = await stack.gql(FORM, { token });
      expect(res.data!.referenceForm).toMatchObject({ status: 'INVALID', tenantFirstName: null, propertyAddress: null });
      expect(res.data!.referenceForm.message).toBeTruthy();
    }
  });
});
