// Issue 4, the manager journey, in Chromium: a manager lists a new home with three
// bedrooms; a newcomer applies for one of its rooms; the manager approves them on
// /manager/tenants; the tenant signs the lease on /leases/:leaseId; the manager
// countersigns, and the Tenants red dot (spec §2) comes and goes with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { startApp, type App } from './support/app.js';
import { createAccount, escapeRegExp, freshEmail, monthsAfter } from './support/journey.js';
import { createAndListHome, createHome, daysFromToday, logInAsManager, type NewHome } from './support/managerHomes.js';
import { finishOnboardingByRest, sessionToken, type Applicant } from './support/managerJourney.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const managerName = `${demoUser('manager').firstName} ${demoUser('manager').lastName}`;
const applicant: Applicant = { firstName: 'Priya', lastName: 'Raman', occupation: 'Software tester' };

// Rents below every seeded Raleigh home, so "lowest budget first" puts it at the top of its city page.
const home: NewHome = {
  title: 'Oakwood bungalow with a screened porch',
  street: '512 Polk Street', city: 'Raleigh', state: 'NC', zip: '27604',
  cityPage: 'Raleigh, NC', cityPath: '/listings/nc/raleigh?sort=budget_asc',
  description: 'A 1920s bungalow in Oakwood with a screened porch, a big kitchen and a fenced garden, ten minutes on foot from downtown.',
  bedrooms: [
    { name: 'Front bedroom', baseRent: '310', availableOn: daysFromToday(14) },
    { name: 'Garden room', baseRent: '295', availableOn: daysFromToday(14) },
    { name: 'Attic room', baseRent: '280', availableOn: daysFromToday(14) },
  ],
  bathrooms: 2,
  photos: 2,
  uploadedPhotos: 1,
};

describe('a manager lists a home, approves an applicant and countersigns the lease', () => {
  it('lists a three-bedroom home, approves the applicant of one room, and both sides sign', async () => {
    // 1. The manager lists a new home with three bedrooms and two bathrooms.
    const manager = await app.newPage();
    await logInAsManager(manager);
    await createAndListHome(manager, home);
    // Nothing waits on the manager yet: Tenants has no red dot.
    const nav = manager.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Tenants', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: /needs your attention/ }).count()).toBe(0);

    // It is on the public site: its city page finds it, and it shows its three bedrooms.
    const tenant = await app.newPage();
    await tenant.goto('/login');
    await createAccount(tenant, freshEmail('applicant'), '**/listings');
    await tenant.goto(home.cityPath);
    await tenant.getByRole('heading', { level: 1, name: 'Rooms for rent in Raleigh, NC' }).waitFor();
    const homeCard = tenant.getByRole('article').filter({ has: tenant.getByRole('heading', { name: home.title }) });
    await homeCard.getByText('Raleigh, NC').waitFor();
    await homeCard.getByRole('link').first().click();
    await tenant.waitForURL(/\/listings\/id\/[\w-]+$/);
    await tenant.getByRole('heading', { level: 1, name: home.title }).waitFor();
    // The photo the manager uploaded is in the gallery, loaded from its public address.
    const uploaded = tenant.getByRole('region', { name: 'Photos' }).locator('img[src*="/v20/files/public/building-photos/"]');
    await expect.poll(() => uploaded.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const bedrooms = tenant.getByRole('region', { name: 'Bedrooms' });
    await expect.poll(() => bedrooms.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(home.bedrooms.map((b) => b.name));
    await tenant.getByRole('heading', { level: 2, name: 'Bathrooms · 2 baths' }).waitFor();

    // 2. The newcomer applies for the second room through the page.
    const room = home.bedrooms[1]!.name;
    await bedrooms.getByRole('link', { name: new RegExp(`^Apply for this room\\s*:\\s*${escapeRegExp(room)}$`) }).click();
    await tenant.waitForURL(/\/listings\/id\/[\w-]+\/apply\?bedroom=/);
    const application = tenant.getByRole('form', { name: 'Application' });
    expect(await application.getByRole('radio', { name: new RegExp(`^${escapeRegExp(room)}\\b`) }).isChecked()).toBe(true);
    const moveIn = tenant.getByLabel('Move-in date');
    const moveInDate = monthsAfter((await moveIn.getAttribute('min'))!, 1);
    await moveIn.fill(moveInDate);
    await tenant.getByLabel('Move-out date').fill(monthsAfter(moveInDate, 12));
    await tenant.getByRole('button', { name: 'Submit application' }).click();
    await tenant.waitForURL((url) => url.pathname === '/renter-screening');
    // The onboarding steps (walked page by page in tenant-journey.test.ts) through the api.
    await finishOnboardingByRest(app, await sessionToken(tenant), applicant);

    // 3. The application is sent: the Tenants red dot is on (spec §2) and the manager opens Tenants.
    await manager.reload();
    await nav.getByRole('link', { name: 'Tenants (needs your attention)' }).click();
    await manager.waitForURL((url) => url.pathname === '/manager/tenants');
    await manager.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    // The new home's section holds the applicant: room, dates, screening summary and roommate fit.
    const homeSection = manager.getByRole('region', { name: home.title });
    const applicantName = `${applicant.firstName} ${applicant.lastName}`;
    const card = homeSection.getByRole('article', { name: applicantName });
    await card.getByText('Waiting for your decision').waitFor();
    await card.getByText(applicant.occupation).waitFor();
    await card.getByRole('definition').filter({ hasText: room }).waitFor();
    await card.getByText('Credit score 742, nothing adverse').waitFor();
    await card.getByText(/^(No roommate profile to compare yet|.+ \(\d+\/100\))$/).waitFor();
    await card.getByRole('button', { name: `Approve ${applicantName}` }).click();
    await card.getByText('Approved, lease with the tenant').waitFor();
    // Approved, but the manager's lease is not signed: the red dot stays on (spec §2).
    await nav.getByRole('link', { name: 'Tenants (needs your attention)' }).waitFor();

    // 4. The tenant opens their applications and signs the lease.
    await tenant.goto('/applications');
    const tenantCard = tenant.getByRole('article', { name: `${room} at ${home.title}` });
    await tenantCard.getByRole('link', { name: 'Review and sign your lease' }).click();
    await tenant.waitForURL(/\/leases\/\d+$/);
    await tenant.getByRole('heading', { level: 1, name: 'Your lease' }).waitFor();
    // They read it: the key terms (the room's rent), and the whole text names the home and the room.
    await tenant.getByRole('definition').filter({ hasText: new RegExp(`^\\$${home.bedrooms[1]!.baseRent}(\\.00)?/mo$`) }).first().waitFor();
    const text = tenant.getByRole('region', { name: 'Lease text' });
    await text.getByText(home.street, { exact: false }).waitFor();
    await text.getByText(room, { exact: false }).waitFor();
    const signing = tenant.getByRole('form', { name: 'Sign the lease' });
    await signing.getByLabel('Type your full name to sign').fill(applicantName);
    await signing.getByRole('checkbox', { name: 'I have read this lease and agree to its terms.' }).check();
    await signing.getByRole('button', { name: 'Sign lease' }).click();
    await tenant.getByRole('status').filter({ hasText: 'Waiting for your landlord to countersign.' }).waitFor();

    // 5. The manager reloads Tenants: still the red dot, and the card asks for the countersignature.
    await manager.reload();
    await nav.getByRole('link', { name: 'Tenants (needs your attention)' }).waitFor();
    await card.getByText('Tenant signed, countersign').waitFor();
    await card.getByRole('button', { name: 'Countersign lease' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Countersign the lease' });
    await dialog.getByText(`${applicantName} has signed.`).waitFor();
    await dialog.getByLabel('Type your full name to countersign').fill(managerName);
    await dialog.getByRole('checkbox', { name: 'I agree to this lease as the landlord.' }).check();
    await dialog.getByRole('button', { name: 'Countersign', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Countersign lease' }).waitFor({ state: 'detached' });
    // Without a reload: the card moves on and the red dot goes out.
    await card.getByText('Leased', { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Tenants', exact: true }).waitFor();

    // 6. On reload the red dot is gone and the card says Leased; the tenant's lease is fully signed.
    await manager.reload();
    await card.getByText('Leased', { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Tenants', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: /needs your attention/ }).count()).toBe(0);
    await tenant.reload();
    await tenant.getByRole('status').filter({ hasText: /^Fully signed\./ }).filter({ hasText: managerName }).waitFor();
    // Both signatures' days in words, the reader's day.
    expect(await tenant.getByRole('status').filter({ hasText: /^Fully signed\./ }).textContent())
      .toMatch(/You signed on [A-Z][a-z]{2} \d{1,2}, \d{4} and your landlord, .+, on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(await tenant.getByRole('form', { name: 'Sign the lease' }).count()).toBe(0);
    await tenant.goto('/applications');
    await tenantCard.getByText('Lease signed', { exact: true }).first().waitFor();
    await tenantCard.getByRole('link', { name: 'View your lease' }).waitFor();
  });
});

describe('a homeowner new to Hearth starts at /list', () => {
  it('creates an account, becomes a manager and adds their first home, which waits on Tenants with nobody yet', async () => {
    const page = await app.newPage();
    await page.goto('/list');
    await page.getByRole('heading', { level: 1, name: 'List your home on Hearth' }).waitFor();
    await page.getByRole('link', { name: 'Start listing' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('tab') === 'register' && url.searchParams.has('desired_page'));
    await createAccount(page, freshEmail('homeowner'), (url) => url.pathname === '/list');

    // Signed in now: the same button makes the account a manager and opens the new-home form.
    await page.getByRole('button', { name: 'Start listing' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await createHome(page, {
      ...home, title: 'Cameron Park duplex, upper floor', street: '1407 Clark Avenue', zip: '27605',
    });
    // The manager's navigation, with no red dot: nothing is waiting on them.
    await nav.getByRole('link', { name: 'Listings', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Tenants', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/manager/tenants');
    const section = page.getByRole('region', { name: 'Cameron Park duplex, upper floor' });
    await section.getByText('No applicants or tenants yet.').waitFor();
    expect(await nav.getByRole('link', { name: /needs your attention/ }).count()).toBe(0);
  });
});
