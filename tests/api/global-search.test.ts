import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId } from '../support/residents.js';
import { makeInvoice } from './invoices-helpers.js';
import { openTicket } from './maintenance-tickets-helpers.js';
import { openTerminationCase, tenancyFor } from './resolution-helpers.js';

let api: TestApi;
let staff: string;
beforeAll(async () => {
  api = await createTestApi();
  staff = await tokenFor(api.deps, 'staff');
}, 60_000);
afterAll(() => api.close());

interface Hit { kind: string; id: number; title: string; subtitle: string; rank: number; url: string }

/** `q` is URL-encoded here unless `encoded` (to send bytes no string holds). */
async function search(q: string, extra = '', token = staff, encoded = false) {
  return api.call('GET', `/internal/global-search?q=${encoded ? q : encodeURIComponent(q)}${extra}`, { token });
}
async function hits(q: string, extra = ''): Promise<Hit[]> {
  const res = await search(q, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Hit[];
}

describe('GET /internal/global-search: people', () => {
  it('finds a tenant by part of their email and links to their staff page', async () => {
    const tenantId = await demoUserId(api.deps, 'tenant2');
    const [first] = await hits('tenant2@hear');
    expect(first).toMatchObject({ kind: 'user', id: tenantId, title: 'Theo Park', subtitle: 'tenant2@hearth.test', url: `/internal/users/${tenantId}` });
  });

  it('puts the exact email first, above people whose email merely looks alike', async () => {
    const found = await hits('TENANT@hearth.test');
    expect(found[0]).toMatchObject({ kind: 'user', subtitle: 'tenant@hearth.test', rank: 3 });
    expect(found.slice(1).every((h) => h.rank < 3)).toBe(true);
  });

  it('forgives a typo in a last name and finds a full name in any order', async () => {
    expect((await hits('Nguyem'))[0]).toMatchObject({ kind: 'user', title: 'Tara Nguyen' });
    expect((await hits('park theo'))[0]).toMatchObject({ kind: 'user', title: 'Theo Park' });
  });

  it("finds a person's lifecycles by their name, linking to the applicant", async () => {
    const tenancy = await tenancyFor(api, 'tenant2', 'manager2');
    const tenantId = await demoUserId(api.deps, 'tenant2');
    const lifecycles = (await hits('Theo Park', '&limit=50')).filter((h) => h.kind === 'lifecycle');
    expect(lifecycles.map((h) => h.id)).toContain(tenancy.lifecycleId);
    expect(lifecycles.find((h) => h.id === tenancy.lifecycleId)).toMatchObject({ url: `/internal/users/${tenantId}` });
  });
});

describe('GET /internal/global-search: homes and rooms', () => {
  it('finds a home by part of its street, and its rooms by home and room name', async () => {
    const [home] = await rows<{ id: number; street: string; title: string }>(api.deps.database.db, sql`SELECT id, street, title FROM buildings ORDER BY id LIMIT 1`);
    const street = home!.street.split(' ').slice(1, 2).join(' ');
    expect((await hits(street)).find((h) => h.kind === 'home' && h.id === home!.id)).toMatchObject({ url: `/listings/id/${home!.id}` });
    const [room] = await rows<{ id: number; name: string }>(api.deps.database.db, sql`SELECT id, name FROM bedrooms WHERE building_id = ${home!.id} ORDER BY id LIMIT 1`);
    const found = await hits(`${home!.title} ${room!.name}`, '&limit=50');
    expect(found.find((h) => h.kind === 'bedroom' && h.id === room!.id)).toMatchObject({ url: `/listings/id/${home!.id}` });
  });
});

describe('GET /internal/global-search: money, tickets and cases', () => {
  it('finds an invoice by its id and by its Stripe invoice id, exact match first', async () => {
    const tenancy = await tenancyFor(api, 'tenant', 'manager');
    const tenantUserId = await demoUserId(api.deps, 'tenant');
    const invoiceId = await makeInvoice(api.deps, { tenantUserId, buildingId: tenancy.buildingId, lifecycleId: tenancy.lifecycleId, amountCents: 123_400 });
    await api.deps.database.db.execute(sql`UPDATE invoices SET stripe_invoice_id = ${`in_Search${invoiceId}Xy`} WHERE id = ${invoiceId}`);
    expect((await hits(`in_Search${invoiceId}Xy`))[0]).toMatchObject({ kind: 'invoice', id: invoiceId, rank: 3, url: `/internal/invoices?invoice=${invoiceId}` });
    expect((await hits(`#${invoiceId}`)).find((h) => h.kind === 'invoice')).toMatchObject({ id: invoiceId, rank: 3, subtitle: expect.stringContaining('$1,234') });
    expect((await hits(`search${invoiceId}`)).find((h) => h.kind === 'invoice')).toMatchObject({ id: invoiceId });
  });

  it('finds a maintenance ticket by a word of its description, in another form', async () => {
    const tenancy = await tenancyFor(api, 'tenant', 'manager');
    const tenant = await tokenFor(api.deps, 'tenant');
    const ticket = await openTicket(api, tenant, tenancy.buildingId, { title: 'Dripping shower head', description: 'The shower leaks all night long.' });
    const found = (await hits('leaking shower')).find((h) => h.kind === 'maintenance_ticket');
    expect(found).toMatchObject({ id: ticket.id, title: 'Dripping shower head', url: `/manager/service?ticket=${ticket.id}` });
  });

  it('finds a resolution case by id and by words of its description', async () => {
    const tenant = await tokenFor(api.deps, 'tenant2');
    const { case: opened } = await openTerminationCase(api, tenant, 'tenant2', 'manager2');
    expect((await hits('another city job')).find((h) => h.kind === 'resolution_case' && h.id === opened.id))
      .toMatchObject({ url: `/internal/resolution-cases/${opened.id}` });
    expect((await hits(String(opened.id))).find((h) => h.kind === 'resolution_case')).toMatchObject({ id: opened.id, rank: 3 });
  });
});

describe('GET /internal/global-search: limits and hostile input', () => {
  it('returns at most `limit` results, best first', async () => {
    const found = await hits('hearth', '&limit=3');
    expect(found).toHaveLength(3);
    expect(found.map((h) => h.rank)).toEqual([...found.map((h) => h.rank)].sort((a, b) => b - a));
  });

  it('answers odd searches with a 400 naming the field or with no results, never a server error', async () => {
    // A NUL and 10,000 characters are refused by name.
    const refused = ['a%00b', 'x'.repeat(10_000)];
    for (const q of refused) {
      const res = await search(q, '', staff, true);
      expect(res.statusCode, q.slice(0, 10)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('q');
    }
    for (const q of ['   ', '...', '%%%', '_', '\\', "'; DROP TABLE users; --", 'a & | !', '!(x', '<->', '"unclosed', '99999999999', '#0']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
    }
    // A lone surrogate written raw in the URL (no JS string encodes it) is read as U+FFFD: no match, no error.
    expect((await search('a%ED%A0%80b', '', staff, true)).statusCode).toBe(200);
    expect(await hits('%%%')).toEqual([]);
    expect(await hits('   ')).toEqual([]);
    expect((await search('tenant', '&limit=500')).statusCode).toBe(400);
    expect((await api.call('GET', '/internal/global-search', { token: staff })).statusCode).toBe(400);
  });
});

describe('GET /internal/global-search: only staff', () => {
  it.each([['tenant', 'tenant'], ['manager', 'manager'], ['vendor', 'vendor']] as const)('refuses a %s with 403', async (key, role) => {
    const res = await search('tenant', '', await tokenFor(api.deps, key, role));
    expect(res.statusCode).toBe(403);
  });

  it('refuses a guest and an anonymous caller', async () => {
    expect((await search('tenant', '', await api.guestToken())).statusCode).toBe(401);
    expect((await api.call('GET', '/internal/global-search?q=tenant')).statusCode).toBe(401);
  });
});
