import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { registerUser } from '../api/auth-helpers.js';
import { tenantWithApplication } from '../api/guarantor-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let homeWithHousemates: { id: number; manager_email: string };
beforeAll(async () => {
  stack = await startStack();
  [homeWithHousemates] = await rows(stack.api.deps.database.db, sql`
    SELECT b.id, u.email AS manager_email FROM buildings b JOIN users u ON u.id = b.manager_user_id
    WHERE EXISTS (SELECT 1 FROM lifecycles l WHERE l.building_id = b.id AND l.lease_signed_at IS NOT NULL) ORDER BY b.id LIMIT 1`);
});
afterAll(() => stack?.close());

const CONSENT = `mutation($input: SubmitInformationReleaseConsentInput!) { submitInformationReleaseConsent(input: $input) {
  consentedAt viewer { nextOnboardingStep } userErrors { field code message } } }`;
const SAVE = `mutation($input: SaveApplicantProfileInput!) { saveApplicantProfile(input: $input) {
  applicantProfile { occupation interests applicantProfileRoommateRelationshipPreference weekdayBedtime smoker commonAreaContributions photoUrls }
  viewer { nextOnboardingStep user { profile { isComplete } } } userErrors { field code message } } }`;
const COMPATIBILITY = `query($id: String!) { listing(databaseId: $id) { compatibility {
  score reason housemateCount explanations { question tone text } } } }`;

const PROFILE = {
  occupation: 'ICU nurse', interests: ['hiking', 'board games'], applicantProfileRoommateRelationshipPreference: 'BALANCED',
  worksFromHome: 'NO', conflictStyle: 'IN_PERSON', sharing: 'PERMISSION_ONLY', weekdayBedtime: 'EARLY', smoker: 'NO',
  cooking: 'HOME_COOK', moveReason: 'OCCUPATION', unwindRitual: 'READING', plants: 'LIKE', weekendVacancy: 'ONCE_PER_MONTH',
  commonAreaContributions: ['DINING_TABLE', 'PLANTS'],
};

/** A tenant with an application, past screening, pets and references: consent is next. */
async function applicantAtConsent() {
  const tenant = await tenantWithApplication(stack.api, { first_name: 'Rosa', last_name: 'Diaz' });
  await stack.api.deps.database.db.execute(sql`UPDATE users SET needs_screening = false, is_renting_with_animal = false WHERE id = ${tenant.userId}`);
  await stack.api.deps.database.db.execute(sql`UPDATE lifecycles SET lifecycle_tenant_references_step_completed_at = now() WHERE tenant_user_id = ${tenant.userId}`);
  return tenant;
}

describe('the consent and profile onboarding steps', () => {
  it('a signed consent moves the tenant on from INFORMATION_RELEASE_CONSENT', async () => {
    const { token } = await applicantAtConsent();
    expect((await stack.gql('{ viewer { nextOnboardingStep } }', {}, { token })).data!.viewer.nextOnboardingStep).toBe('INFORMATION_RELEASE_CONSENT');
    const wrong = await stack.gql(CONSENT, { input: { fullNameSignature: 'R D', agreed: false } }, { token });
    expect(wrong.data!.submitInformationReleaseConsent.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['agreed', 'fullNameSignature']);
    const res = await stack.gql(CONSENT, { input: { fullNameSignature: 'Rosa Diaz', agreed: true } }, { token });
    expect(res.data!.submitInformationReleaseConsent.userErrors).toEqual([]);
    expect(res.data!.submitInformationReleaseConsent.consentedAt).toBeTruthy();
    expect(res.data!.submitInformationReleaseConsent.viewer.nextOnboardingStep).not.toBe('INFORMATION_RELEASE_CONSENT');
  });

  it('saving the roommate profile completes the profile (spec §5) and shows the answers back', async () => {
    const { token } = await registerUser(stack.api);
    expect((await stack.gql('{ viewer { applicantProfile { occupation } } }', {}, { token })).data!.viewer.applicantProfile).toBeNull();
    const res = await stack.gql(SAVE, { input: PROFILE }, { token });
    const payload = res.data!.saveApplicantProfile;
    expect(payload.userErrors).toEqual([]);
    expect(payload.applicantProfile).toEqual({
      occupation: 'ICU nurse', interests: ['hiking', 'board games'], applicantProfileRoommateRelationshipPreference: 'BALANCED',
      weekdayBedtime: 'EARLY', smoker: 'NO', commonAreaContributions: ['DINING_TABLE', 'PLANTS'], photoUrls: [],
    });
    expect(payload.viewer.user.profile.isComplete).toBe(true);
  });

  it('puts a message next to each field the profile form got wrong', async () => {
    const { token } = await registerUser(stack.api);
    const res = await stack.gql(SAVE, { input: { ...PROFILE, occupation: ' ', interests: [] } }, { token });
    expect(res.data!.saveApplicantProfile.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['interests', 'occupation']);
  });
});

describe('roommate compatibility', () => {
  it('shows a tenant with a profile their score with the home\'s housemates, with reasons', async () => {
    const { token } = await registerUser(stack.api);
    await stack.gql(SAVE, { input: PROFILE }, { token });
    const res = await stack.gql(COMPATIBILITY, { id: String(homeWithHousemates.id) }, { token });
    const compatibility = res.data!.listing.compatibility;
    expect(compatibility.reason).toBeNull();
    expect(compatibility.score).toBeGreaterThanOrEqual(0);
    expect(compatibility.housemateCount).toBeGreaterThan(0);
    expect(compatibility.explanations[0]).toMatchObject({ tone: expect.stringMatching(/MATCH|DIFFERENCE/), text: expect.stringContaining('housemate') });
  });

  it('invites a tenant without a profile to make one', async () => {
    const { token } = await registerUser(stack.api);
    const res = await stack.gql(COMPATIBILITY, { id: String(homeWithHousemates.id) }, { token });
    expect(res.data!.listing.compatibility).toMatchObject({ score: null, reason: 'NO_PROFILE' });
  });

  it('is null for guests and managers, without a REST call for it', async () => {
    const guest = await stack.gql(COMPATIBILITY, { id: String(homeWithHousemates.id) }, { token: await stack.api.guestToken() });
    expect(guest.data!.listing.compatibility).toBeNull();
    expect(guest.v20Calls).toBe(1);
    const manager = await stack.tokenFor('manager', 'manager');
    expect((await stack.gql(COMPATIBILITY, { id: String(homeWithHousemates.id) }, { token: manager })).data!.listing.compatibility).toBeNull();
  });

  it('shows the home\'s manager how an applicant fits, and nobody else', async () => {
    const rosa = await registerUser(stack.api);
    await stack.gql(SAVE, { input: PROFILE }, { token: rosa.token });
    const [{ id }] = await rows<{ id: number }>(stack.api.deps.database.db, sql`
      INSERT INTO lifecycles (tenant_user_id, building_id, move_in_date, move_out_date, application_signed_at)
      VALUES (${rosa.userId}, ${homeWithHousemates.id}, current_date + 60, current_date + 425, now()) RETURNING id`);
    const query = '{ node(id: "' + Buffer.from(`Lifecycle:${id}`).toString('base64') + '") { ... on Lifecycle { compatibility { score explanations { text } } } } }';
    const manager = await stack.tokenFor(homeWithHousemates.manager_email.split('@')[0]!, 'manager');
    const seen = await stack.gql(query, {}, { token: manager });
    expect(seen.data!.node.compatibility.score).toBeGreaterThanOrEqual(0);
    expect(seen.data!.node.compatibility.explanations[0].text).toMatch(/applicant|housemate/i);
    const asApplicant = await stack.gql(query, {}, { token: rosa.token });
    expect(asApplicant.data!.node?.compatibility ?? null).toBeNull();
  });
});
