// Issue 12, in Chromium, with a renter who registered on /login and never typed a
// name anywhere: the lease asks for the name before the signature, the name then
// reaches the lease text, the manager's applicant card and notifications, and the
// room the renter signed for is no longer "Available now" on the listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBody, submit, type ListedRoom } from '../api/applications-helpers.js';
import { roomsOfManager } from '../api/leases-helpers.js';
import { finishOnboarding } from '../api/lifecycle-actions-helpers.js';
import { tokenFor } from '../support/api.js';
import { startApp, type App } from './support/app.js';
import { createAccount, freshEmail } from './support/journey.js';
import { logInAsManager } from './support/managerHomes.js';
import { sessionToken } from './support/managerJourney.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

describe('a renter who never gave a name', () => {
  it('is asked for it on the lease, signs with it, and the manager sees it; the room stops being available now', async () => {
    const renter = await app.newPage();
    const email = freshEmail('nameless');
    await renter.goto('/login');
    await createAccount(renter, email, '**/listings');
    const token = await sessionToken(renter);

    // Applied and approved through v20 (the apply and approve screens have their own journeys).
    const room: ListedRoom = (await roomsOfManager(app.api)).at(-2)!;
    const applied = await submit(app.api, token, await applicationBody(app.api, email, room));
    expect(applied.statusCode).toBe(201);
    const lifecycleId = applied.json().id as number;
    await finishOnboarding(app.api, token, lifecycleId);
    const manager = await tokenFor(app.api.deps, 'manager', 'manager');
    expect((await app.api.call('POST', `/lifecycles/${lifecycleId}/approve`, { token: manager })).statusCode).toBe(200);
    const leaseId = (await app.api.call('GET', `/leases?lifecycle_id=${lifecycleId}`, { token })).json().results[0].id;

    await renter.goto(`/leases/${leaseId}`);
    const text = renter.getByRole('region', { name: 'Lease text' });
    await text.getByText('Tenant: (the Tenant adds their full name before signing).', { exact: false }).waitFor();
    expect(await text.textContent()).not.toContain('Tenant: .');
    // The lease is named for people, and states the deposit.
    const title = await renter.getByRole('heading', { level: 2 }).first().textContent();
    expect(title).toMatch(/^Room Lease|^Direct Room Lease|^Room Sublease/);
    await renter.getByRole('term').filter({ hasText: 'Security deposit' }).waitFor();
    await text.getByText('6. Security deposit', { exact: false }).waitFor();
    expect(await renter.getByRole('form', { name: 'Sign the lease' }).count()).toBe(0);

    const naming = renter.getByRole('form', { name: 'Your name on the lease' });
    await naming.getByRole('button', { name: 'Save name' }).click();
    await naming.getByText('Enter your first name.').waitFor();
    await naming.getByLabel('First name').fill('Ada');
    await naming.getByLabel('Last name').fill('Lovelace');
    await naming.getByRole('button', { name: 'Save name' }).click();
    await text.getByText('Tenant: Ada Lovelace.', { exact: false }).waitFor();

    const signing = renter.getByRole('form', { name: 'Sign the lease' });
    await signing.getByText('As on your account: Ada Lovelace.').waitFor();
    await signing.getByLabel('Type your full name to sign').fill('Ada Lovelace');
    await signing.getByRole('checkbox', { name: 'I have read this lease and agree to its terms.' }).check();
    await signing.getByRole('button', { name: 'Sign lease' }).click();
    await renter.getByRole('status').filter({ hasText: 'Waiting for your landlord to countersign.' }).waitFor();

    // The manager's applicant card and notifications say the same name.
    const page = await app.newPage();
    await logInAsManager(page);
    await page.goto('/manager/tenants');
    const card = page.getByRole('article', { name: 'Ada Lovelace' });
    await card.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await card.getByRole('button', { name: 'Countersign lease' }).waitFor();
    await page.goto('/manager/notifications');
    await page.getByRole('list', { name: 'Notifications' }).getByText(/Ada Lovelace signed the lease for /).first().waitFor();

    // A guest sees the room as taken until the lease ends, never "Available now".
    const guest = await app.newPage();
    await guest.goto(`/listings/id/${room.building_id}`);
    const rooms = guest.getByRole('region', { name: 'Bedrooms' });
    await rooms.getByRole('heading', { level: 3 }).first().waitFor();
    const [{ available_from: freeFrom, name }] = (await app.api.call('GET', `/bedrooms?ids=${room.bedroom_id}`, { token: manager })).json().results;
    const item = rooms.getByRole('listitem').filter({ has: guest.getByRole('heading', { level: 3, name }) });
    const label = await item.getByText(/^Available /).textContent();
    expect(label).not.toBe('Available now');
    expect(freeFrom > new Date().toISOString().slice(0, 10)).toBe(true);
  });
});
