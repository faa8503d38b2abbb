import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycles, tenantRentalReferences } from '../../api/db/schema.js';
import { hasCompletedReferencesStep } from '../../api/routes/tenant-rental-references/references-repository.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { lastMail, linkParam, registerUser } from './auth-helpers.js';
import { applicationOf, tenantWithApplication } from './guarantor-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const landlord = (email = `landlord-${Math.random().toString(36).slice(2, 8)}@example.com`) => ({
  source_type: 'landlord', referee_name: 'Lena Hart', referee_email: email, referee_phone: '+1 919 555 0100',
  property_address: '12 Oak St, Durham, NC', monthly_rent_cents: 95_000, start_date: '2023-08-01', end_date: '2025-07-31',
});
const addReference = (token: string, body: unknown) => api.call('POST', '/tenant-rental-references', { token, body });
const listReferences = async (token: string) => (await api.call('GET', '/tenant-rental-references', { token })).json().results;
const submit = (token: string) => api.call('POST', '/tenant-rental-references/submit', { token });
const stepOf = async (lifecycleId: number) => {
  const [row] = await api.deps.database.db.select({ at: lifecycles.lifecycleTenantReferencesStepCompletedAt }).from(lifecycles).where(eq(lifecycles.id, lifecycleId));
  return row!.at;
};
const start = (token: string) => api.call('POST', '/tenant-rental-references/reference-form/start', { body: { token } });
const answers = { relationship_confirmed: true, paid_on_time: true, lease_violations: false, would_rent_again: true, comments: 'Quiet, tidy, paid early.' };
const answer = (token: string, body = answers) => api.call('POST', '/tenant-rental-references/reference-form/submit', { body: { token, answers: body } });

/** A tenant with an application who added one reference and submitted it; the referee's link token. */
async function submittedReference() {
  const tenant = await tenantWithApplication(api, { first_name: 'Rosa', last_name: 'Diaz' });
  const reference = landlord();
  await addReference(tenant.token, reference);
  await submit(tenant.token);
  const mail = await lastMail(api, reference.referee_email, 'reference_request');
  return { tenant, reference, formToken: linkParam(mail!.body, 'token') };
}

describe('the applicant\'s references', () => {
  it('adds, lists, changes and removes references, showing each as a draft until it is sent', async () => {
    const tenant = await registerUser(api);
    const created = await addReference(tenant.token, landlord());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ source_type: 'landlord', referee_name: 'Lena Hart', status: 'draft', request_sent_at: null });
    const { id } = created.json();
    const patched = await api.call('PATCH', `/tenant-rental-references/${id}`, { token: tenant.token, body: { source_type: 'property_manager', monthly_rent_cents: null } });
    expect(patched.json()).toMatchObject({ source_type: 'property_manager', monthly_rent_cents: null, referee_name: 'Lena Hart' });
    expect(await listReferences(tenant.token)).toHaveLength(1);
    expect((await api.call('DELETE', `/tenant-rental-references/${id}`, { token: tenant.token })).statusCode).toBe(204);
    expect(await listReferences(tenant.token)).toEqual([]);
  });

  it('names each invalid field: unknown source type, email, end before start, and the applicant\'s own email', async () => {
    const tenant = await registerUser(api);
    const res = await addReference(tenant.token, { ...landlord(), source_type: 'friend', referee_email: 'not-an-email', start_date: '2024-05-01', end_date: '2023-01-01' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['end_date', 'referee_email', 'source_type']);
    const own = await addReference(tenant.token, landlord(tenant.email.toUpperCase()));
    expect(own.statusCode).toBe(400);
    expect(Object.keys(own.json().error.fields)).toEqual(['referee_email']);
  });

  it('keeps references private: another user gets 404 for changes and removal, and sees none in their list', async () => {
    const owner = await registerUser(api);
    const other = await registerUser(api);
    const { id } = (await addReference(owner.token, landlord())).json();
    expect((await api.call('PATCH', `/tenant-rental-references/${id}`, { token: other.token, body: { referee_name: 'X' } })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/tenant-rental-references/${id}`, { token: other.token })).statusCode).toBe(404);
    expect(await listReferences(other.token)).toEqual([]);
    expect((await listReferences(owner.token))[0].referee_name).toBe('Lena Hart');
  });

  it('refuses to submit without a reference (422 no_references) and leaves the step open', async () => {
    const tenant = await tenantWithApplication(api);
    const res = await submit(tenant.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('no_references');
    expect(await stepOf(tenant.lifecycleId)).toBeNull();
  });

  it('submitting mails each referee a one-time link and completes the references step of active applications only', async () => {
    const tenant = await tenantWithApplication(api, { first_name: 'Rosa', last_name: 'Diaz' });
    const closed = await applicationOf(api, tenant.userId, { inactive: true });
    const first = landlord();
    const second = { ...landlord(), source_type: 'parent', referee_name: 'Pat Diaz' };
    await addReference(tenant.token, first);
    await addReference(tenant.token, second);
    const res = await submit(tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lifecycles_updated: 1 });
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual(['requested', 'requested']);
    expect(await stepOf(tenant.lifecycleId)).not.toBeNull();
    expect(await stepOf(closed.lifecycleId)).toBeNull();
    const mail = await lastMail(api, first.referee_email, 'reference_request');
    expect(mail!.subject).toContain('Rosa Diaz');
    const token = linkParam(mail!.body, 'token');
    expect(mail!.body).toContain('/landlord-reference-form?token=');
    // Only a hash of the link is kept.
    const stored = await api.deps.database.db.select({ hash: tenantRentalReferences.formTokenHash }).from(tenantRentalReferences)
      .where(eq(tenantRentalReferences.userId, tenant.userId));
    expect(stored.map((s) => s.hash)).not.toContain(token);
    expect(await lastMail(api, second.referee_email, 'reference_request')).not.toBeNull();
  });

  it('submitting again mails nobody twice', async () => {
    const { tenant, reference } = await submittedReference();
    await submit(tenant.token);
    const mails = await api.deps.database.db.execute(sql`SELECT count(*)::int AS n FROM outbox_messages WHERE to_email = ${reference.referee_email}`);
    expect((mails as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('a new email address withdraws the sent link; the next submit mails the new address', async () => {
    const { tenant, formToken } = await submittedReference();
    const [ref] = await listReferences(tenant.token);
    const moved = `moved-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const patched = await api.call('PATCH', `/tenant-rental-references/${ref.id}`, { token: tenant.token, body: { referee_email: moved } });
    expect(patched.json().status).toBe('draft');
    expect((await start(formToken)).statusCode).toBe(400);
    await submit(tenant.token);
    expect(await lastMail(api, moved, 'reference_request')).not.toBeNull();
  });

  it('skipping with a reason completes the step; a reason is required', async () => {
    const tenant = await tenantWithApplication(api);
    expect(await hasCompletedReferencesStep(api.deps.database.db, tenant.userId)).toBe(false);
    const bad = await api.call('POST', '/tenant-rental-references/skipped', { token: tenant.token, body: { reason: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['reason']);
    const res = await api.call('POST', '/tenant-rental-references/skipped', { token: tenant.token, body: { reason: 'First-time renter: I lived with my parents.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().lifecycles_updated).toBe(1);
    expect(await stepOf(tenant.lifecycleId)).not.toBeNull();
    // An application made later can start with the step done (slice A reads this).
    expect(await hasCompletedReferencesStep(api.deps.database.db, tenant.userId)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const guest = await api.guestToken();
    expect((await api.call('GET', '/tenant-rental-references', { token: guest })).statusCode).toBe(401);
    expect((await submit(guest)).statusCode).toBe(401);
  });
});

describe('the referee\'s form (public)', () => {
  it('opens without an account and tells the referee only the first name, address and dates', async () => {
    const { formToken } = await submittedReference();
    const res = await start(formToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tenant_first_name: 'Rosa', property_address: '12 Oak St, Durham, NC', start_date: '2023-08-01', end_date: '2025-07-31' });
  });

  it('takes the answers once; the applicant sees "answered" (not the answers) and is told by mail', async () => {
    const { tenant, formToken } = await submittedReference();
    const res = await answer(formToken);
    expect(res.statusCode).toBe(200);
    const [ref] = await listReferences(tenant.token);
    expect(ref.status).toBe('answered');
    expect(JSON.stringify(ref)).not.toContain('paid_on_time');
    expect(await lastMail(api, tenant.email, 'reference_answered')).not.toBeNull();
    const again = await answer(formToken);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('reference_already_submitted');
    expect((await start(formToken)).json().error.code).toBe('reference_already_submitted');
    // An answered reference is evidence: it can no longer be changed.
    expect((await api.call('DELETE', `/tenant-rental-references/${ref.id}`, { token: tenant.token })).statusCode).toBe(409);
  });

  it('answers 410 reference_link_expired once the link has run out, and a new submit sends a fresh link', async () => {
    const { tenant, reference, formToken } = await submittedReference();
    await api.deps.database.db.update(tenantRentalReferences).set({ formTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(tenantRentalReferences.userId, tenant.userId));
    expect((await start(formToken)).json().error.code).toBe('reference_link_expired');
    const late = await answer(formToken);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('reference_link_expired');
    expect((await listReferences(tenant.token))[0].status).toBe('expired');
    await submit(tenant.token);
    const fresh = linkParam((await lastMail(api, reference.referee_email, 'reference_request'))!.body, 'token');
    expect(fresh).not.toBe(formToken);
    expect((await answer(fresh)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed link with 400 invalid_reference_token, and incomplete answers field by field', async () => {
    const unknown = await start('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('invalid_reference_token');
    expect((await start('x')).statusCode).toBe(400);
    const { formToken } = await submittedReference();
    const res = await api.call('POST', '/tenant-rental-references/reference-form/submit', { body: { token: formToken, answers: { paid_on_time: 'yes' } } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'answers.lease_violations', 'answers.paid_on_time', 'answers.relationship_confirmed', 'answers.would_rent_again',
    ]);
    expect((await start(formToken)).statusCode).toBe(200);
  });
});
