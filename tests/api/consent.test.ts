import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantInformationReleaseConsents } from '../../api/db/schema.js';
import { INFORMATION_RELEASE_CONSENT_VERSION } from '../../common/information-release-consent.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const sign = (token: string, body: unknown) => api.call('POST', '/me/applicant-information-release-consent', { token, body });
const consentedAt = async (token: string) => (await api.call('GET', '/me/', { token })).json().applicant_information_release_consent_submitted_at;

describe('POST /me/applicant-information-release-consent', () => {
  it('records the signed consent and sets the profile\'s consent time', async () => {
    const rosa = await registerUser(api, 'tenant', { first_name: 'Rosa', last_name: 'Díaz' });
    const res = await sign(rosa.token, { full_name_signature: 'rosa maria diaz', agreed: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ full_name_signature: 'rosa maria diaz', consent_text_version: INFORMATION_RELEASE_CONSENT_VERSION });
    expect(await consentedAt(rosa.token)).toBe(res.json().applicant_information_release_consent_submitted_at);
  });

  it('keeps the first consent when signed again', async () => {
    const kim = await registerUser(api, 'tenant', { first_name: 'Kim', last_name: 'Lee' });
    const first = (await sign(kim.token, { full_name_signature: 'Kim Lee', agreed: true })).json();
    const again = await sign(kim.token, { full_name_signature: 'KIM LEE', agreed: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const rows = await api.deps.database.db.select().from(applicantInformationReleaseConsents)
      .where(eq(applicantInformationReleaseConsents.userId, kim.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a signature that is not the account holder\'s name, saying whose name to type', async () => {
    const rosa = await registerUser(api, 'tenant', { first_name: 'Rosa', last_name: 'Diaz' });
    const res = await sign(rosa.token, { full_name_signature: 'Rosa', agreed: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.full_name_signature).toContain('Rosa Diaz');
    expect(await consentedAt(rosa.token)).toBeNull();
  });

  it('needs the box ticked and a signature, naming both fields', async () => {
    const rosa = await registerUser(api, 'tenant', { first_name: 'Rosa', last_name: 'Diaz' });
    const res = await sign(rosa.token, { full_name_signature: '', agreed: false });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['agreed', 'full_name_signature']);
    expect(await consentedAt(rosa.token)).toBeNull();
  });

  it('is the caller\'s own consent only, and needs a signed-in user', async () => {
    const guest = await sign(await api.guestToken(), { full_name_signature: 'Rosa Diaz', agreed: true });
    expect(guest.statusCode).toBe(401);
    const other = await registerUser(api, 'tenant', { first_name: 'Theo', last_name: 'Park' });
    expect((await sign(other.token, { full_name_signature: 'Rosa Diaz', agreed: true })).statusCode).toBe(400);
  });
});
