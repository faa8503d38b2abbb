// Issue 12, in Chromium, with two people new to Hearth and nothing seeded for them:
// a homeowner registers and lists a home; a renter registers, finds its room,
// applies and takes every onboarding step in the browser, pays the application fee;
// the homeowner approves them; the renter signs; the homeowner countersigns; the
// renter pays the security deposit. Then every
// screen that shows the renter's name or the money says the same thing, and the
// leased room is no longer offered as available. No API call on anyone's behalf.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import {
  arriveAtStep, completeProfile, completeScreening, createAccount, escapeRegExp, freshEmail, monthsAfter, SIMULATOR, type Person,
} from './support/journey.js';
import { createHome, daysFromToday, furnishAndList, type NewHome } from './support/managerHomes.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

// Rents below every seeded Durham room, so "lowest budget first" puts the home first on its city page.
const home: NewHome = {
  title: 'Trinity Park fourplex, garden level',
  street: '1010 Lamond Avenue', city: 'Durham', state: 'NC', zip: '27701',
  cityPage: 'Durham, NC', cityPath: '/listings/nc/durham?sort=budget_asc',
  description: 'The garden level of a brick fourplex by Trinity Park: two bedrooms, a shared kitchen and a patio under the oaks.',
  bedrooms: [
    { name: 'Garden bedroom', baseRent: '255', availableOn: daysFromToday(10) },
    { name: 'Study bedroom', baseRent: '265', availableOn: daysFromToday(10) },
  ],
  bathrooms: 1,
  photos: 1,
};
const room = home.bedrooms[0]!.name;
// Typed once, at screening, as the legal name: the renter never fills a profile name.
const renter: Person = {
  firstName: 'Noor', lastName: 'Haddad', dateOfBirth: '1998-07-21',
  street: '305 W Main Street', city: 'Durham', state: 'NC', zip: '27701', phone: '(919) 555-0177',
};
const renterName = `${renter.firstName} ${renter.lastName}`;
const landlord = { firstName: 'Teodora', lastName: 'Ivanova' };

/** What each step leaves for the next: both people stay signed in in their own browser. */
const journey: { manager?: Page; renter?: Page; moveOut?: string; deposit?: string } = {};

/** The text of the definition that follows a term (`<dt>term</dt><dd>value</dd>`) inside `scope`. */
async function definitionOf(scope: Locator, term: string): Promise<string> {
  const dt = scope.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }).first();
  await dt.waitFor();
  return (await dt.evaluate((el) => {
    let next = el.nextElementSibling;
    while (next && next.tagName !== 'DD') next = next.nextElementSibling;
    return next?.textContent ?? '';
  })).trim();
}

/** A YYYY-MM-DD day as the site writes it: "Dec 6, 2027". */
const inWords = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('two newcomers: a homeowner lists a room, a renter leases it and pays', () => {
  it('a homeowner new to Hearth creates an account, gives the name leases need, and lists a home with two rooms', async () => {
    const page = await app.newPage();
    journey.manager = page;
    await page.goto('/list');
    await page.getByRole('link', { name: 'Start listing' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('tab') === 'register' && url.searchParams.has('desired_page'));
    await createAccount(page, freshEmail('first-homeowner'), (url) => url.pathname === '/list');
    await page.getByRole('button', { name: 'Start listing' }).click();
    await createHome(page, home);
    // Every lease names the landlord, so a home is listed only once its owner has a name.
    const status = page.getByRole('region', { name: 'Listing' });
    await status.getByText(/^Add your first and last name on your profile: every lease names/).waitFor();
    await status.getByRole('link', { name: 'Add your name' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const profile = page.getByRole('form', { name: 'Your profile' });
    await profile.getByLabel('First name').fill(landlord.firstName);
    await profile.getByLabel('Last name').fill(landlord.lastName);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    await page.goBack();
    await page.waitForURL(/\/manager\/listings\/\d+$/);
    await furnishAndList(page, home);
    expect(await status.getByText(/every lease names/).count()).toBe(0);
  });

  it('a renter new to Hearth finds the room, applies and takes every onboarding step in the browser, fee included', async () => {
    expect(journey.manager, 'the home is listed (the test above)').toBeDefined();
    const page = await app.newPage();
    journey.renter = page;
    await page.goto('/login');
    await createAccount(page, freshEmail('first-renter'), '**/listings');

    // The city page, cheapest first: the new home, available, with its rooms' rent.
    await page.goto(home.cityPath);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: home.title }) });
    await card.waitFor();
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/listings\/id\/[\w-]+$/);
    const bedrooms = page.getByRole('region', { name: 'Bedrooms' });
    await bedrooms.getByRole('link', { name: new RegExp(`^Apply for this room\\s*:\\s*${escapeRegExp(room)}$`) }).click();
    await page.waitForURL(/\/apply\?bedroom=/);
    const moveIn = page.getByLabel('Move-in date');
    const earliest = (await moveIn.getAttribute('min'))!;
    expect(earliest >= home.bedrooms[0]!.availableOn).toBe(true);
    await moveIn.fill(earliest);
    journey.moveOut = monthsAfter(earliest, 12);
    await page.getByLabel('Move-out date').fill(journey.moveOut);
    await page.getByRole('button', { name: 'Submit application' }).click();

    // Every step of spec §4, in order, each on its own page.
    await arriveAtStep(page, { path: '/renter-screening', heading: 'Screening', stepsLeft: 7, progressTitle: 'Screening' });
    await completeScreening(page, renter, SIMULATOR.clean);
    await arriveAtStep(page, { path: '/renter-animals', heading: 'Pets & animals', stepsLeft: 6, progressTitle: 'Pets & animals' });
    await page.getByRole('group', { name: 'Will an animal live with you?' }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await arriveAtStep(page, { path: '/renter-references', heading: 'References', stepsLeft: 5, progressTitle: 'References' });
    await page.getByRole('button', { name: "I don't have any references" }).click();
    const skip = page.getByRole('region', { name: 'No references?' });
    await skip.getByRole('radio', { name: "I'm a first-time renter" }).check();
    await skip.getByRole('button', { name: 'Skip references' }).click();
    await arriveAtStep(page, { path: '/renter-information-release-consent', heading: 'Information release consent', stepsLeft: 4, progressTitle: 'Consent' });
    const consent = page.getByRole('form', { name: 'Sign the consent' });
    await consent.getByLabel('Type your full name to sign').fill(renterName);
    await consent.getByRole('checkbox', { name: 'I agree to the release of my information as described above.' }).check();
    await consent.getByRole('button', { name: 'Sign and continue' }).click();
    await arriveAtStep(page, { path: '/renter-income-verification', heading: 'Verify your income', stepsLeft: 3, progressTitle: 'Income' });
    await page.getByText("Can't show your income yet?").click();
    await page.getByLabel("Why can't you show your income yet?").fill('My first pay stub from the new job arrives next week.');
    await page.getByRole('button', { name: 'Do this later' }).click();
    await arriveAtStep(page, { path: '/create-profile', heading: 'Create your profile', stepsLeft: 2, progressTitle: 'Your profile' });
    await completeProfile(page);
    await arriveAtStep(page, { path: '/renter-confirmation', heading: 'Confirm your application', stepsLeft: 1, progressTitle: 'Confirmation' });
    const terms = page.getByRole('region', { name: `${room} at ${home.title}` });
    for (const [topic, button] of [['Your dates', 'Confirm move-in date'], ['Your rent', 'Confirm monthly rent'], ['House rules', 'Confirm house rules']]) {
      const question = terms.getByRole('article', { name: topic });
      await question.getByRole('button', { name: button }).click();
      await question.getByText('✓ Confirmed').waitFor();
    }
    const occupants = terms.getByRole('article', { name: 'Who lives in the room' });
    await occupants.getByLabel('Your answer').fill('Just me');
    await occupants.getByRole('button', { name: 'Save answer' }).click();

    // The application fee, paid by card: then, and only then, the application is complete.
    await page.waitForURL((url) => url.pathname === '/applications');
    const application = page.getByRole('article', { name: `${room} at ${home.title}` });
    await application.getByText('In progress', { exact: true }).waitFor();
    await application.getByRole('button', { name: 'Pay application fee ($45)' }).click();
    const fee = application.getByRole('form', { name: 'Pay the application fee' });
    await fee.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fee.getByLabel('Expiry month').fill('12');
    await fee.getByLabel('Expiry year').fill('2034');
    await fee.getByLabel('Security code').fill('123');
    await fee.getByRole('button', { name: 'Pay $45' }).click();
    await application.getByText('Complete', { exact: true }).waitFor();

    // The fee is on /billing like any invoice, paid, with its receipt.
    await page.goto('/billing');
    const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
    const feeRow = invoices.getByRole('listitem').filter({ hasText: `Application fee: ${room} at ${home.title}` });
    await feeRow.getByText('$45', { exact: true }).first().waitFor();
    await feeRow.getByRole('link', { name: /^Receipt for Application fee/ }).waitFor();
  });

  it('the homeowner approves the renter by the name they gave at screening; the renter signs; the homeowner countersigns', async () => {
    const { manager, renter: tenant } = journey;
    expect(manager && tenant, 'both people are signed in (the tests above)').toBeTruthy();

    // The application reached the homeowner: the card is named for the renter, and so are its buttons.
    await manager!.goto('/manager/tenants');
    const section = manager!.getByRole('region', { name: home.title });
    const card = section.getByRole('article', { name: renterName });
    await card.getByRole('heading', { name: renterName }).waitFor();
    await card.getByText('Waiting for your decision').waitFor();
    await card.getByRole('button', { name: `Deny ${renterName}` }).waitFor();
    await card.getByRole('button', { name: `Approve ${renterName}` }).click();
    await card.getByText('Approved, lease with the tenant').waitFor();

    // The renter's lease names them, and they sign it with that name.
    await tenant!.goto('/applications');
    await tenant!.getByRole('article', { name: `${room} at ${home.title}` }).getByRole('link', { name: 'Review and sign your lease' }).click();
    await tenant!.waitForURL(/\/leases\/\d+$/);
    const text = tenant!.getByRole('region', { name: 'Lease text' });
    await text.getByText(`Tenant: ${renterName}.`, { exact: false }).waitFor();
    await text.getByText(`Landlord: ${landlord.firstName} ${landlord.lastName},`, { exact: false }).waitFor();
    expect(await text.textContent()).not.toMatch(/V\d_[A-Z_]+/);
    await text.getByText('Security deposit', { exact: false }).first().waitFor();
    journey.deposit = (await definitionOf(tenant!.locator('main'), 'Security deposit')).match(/\$\d+(?:,\d{3})*(?:\.\d{2})?/)?.[0];
    expect(journey.deposit).toMatch(/^\$\d/);
    const signing = tenant!.getByRole('form', { name: 'Sign the lease' });
    await signing.getByText(`As on your account: ${renterName}.`).waitFor();
    await signing.getByLabel('Type your full name to sign').fill(renterName);
    await signing.getByRole('checkbox', { name: 'I have read this lease and agree to its terms.' }).check();
    await signing.getByRole('button', { name: 'Sign lease' }).click();
    await tenant!.getByRole('status').filter({ hasText: 'Waiting for your landlord to countersign.' }).waitFor();

    // The homeowner countersigns with the name they gave when listing.
    await manager!.reload();
    await card.getByText('Tenant signed, countersign').waitFor();
    await card.getByRole('button', { name: 'Countersign lease' }).click();
    const dialog = manager!.getByRole('dialog', { name: 'Countersign the lease' });
    await dialog.getByText(`${renterName} has signed.`).waitFor();
    await dialog.getByText(`As on your account: ${landlord.firstName} ${landlord.lastName}.`).waitFor();
    await dialog.getByLabel('Type your full name to countersign').fill(`${landlord.firstName} ${landlord.lastName}`);
    await dialog.getByRole('checkbox', { name: 'I agree to this lease as the landlord.' }).check();
    await dialog.getByRole('button', { name: 'Countersign', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Leased', { exact: true }).waitFor();
    await tenant!.reload();
    await tenant!.getByRole('status').filter({ hasText: /^Fully signed\./ }).filter({ hasText: `${landlord.firstName} ${landlord.lastName}` }).waitFor();
  });

  it('the renter pays the deposit, every screen shows the same name and figures, and the room is no longer offered', async () => {
    const { manager, renter: tenant, deposit, moveOut } = journey;
    expect(manager && tenant && deposit && moveOut, 'the lease is signed by both (the tests above)').toBeTruthy();

    // /billing: the deposit the lease states, paid by card; the button says what the card is charged.
    await tenant!.goto('/billing');
    const due = tenant!.getByRole('article', { name: new RegExp(`^Security deposit, ${escapeRegExp(deposit!)}$`) });
    await due.waitFor();
    // A card saved with the application fee is offered; otherwise the card is added here.
    await due.getByRole('button', { name: /^(Pay \$|Save card)/ }).first().waitFor();
    const addCard = due.getByRole('form', { name: 'Add a card' });
    if (await addCard.count()) {
      await addCard.getByLabel('Card number').fill('4242 4242 4242 4242');
      await addCard.getByLabel('Expiry (MM/YY)').fill('12/34');
      await addCard.getByLabel('CVC').fill('123');
      await addCard.getByRole('button', { name: 'Save card' }).click();
      await addCard.waitFor({ state: 'detached' });
    }
    const split = (await due.getByText(/card fee\. A bank account adds no fee\.$/).textContent())!;
    const [, invoiceAmount, cardFee] = /^(\$[\d,]+(?:\.\d{2})?) \+ (\$[\d,]+(?:\.\d{2})?) card fee/.exec(split)!;
    expect(invoiceAmount).toBe(deposit);
    const payButton = due.getByRole('button', { name: /^Pay \$/ });
    const total = (await payButton.textContent())!.replace(/^Pay /, '').trim();
    await payButton.click();
    await tenant!.getByRole('status').filter({ hasText: 'Payment received for Security deposit' }).waitFor();
    const paidRow = tenant!.getByRole('region', { name: 'Invoices', exact: true }).getByRole('listitem').filter({ hasText: 'Security deposit' });
    await paidRow.getByText(`Paid ${total} with Visa •••• 4242 (${deposit} + ${cardFee} card fee)`).waitFor();

    // The receipt: the same three figures.
    await paidRow.getByRole('link', { name: /^Receipt for Security deposit/ }).click();
    const receipt = tenant!.getByRole('article', { name: 'Receipt' });
    await receipt.waitFor();
    expect(await definitionOf(receipt, 'Invoice amount')).toBe(deposit);
    expect(await definitionOf(receipt, 'Card fee')).toBe(cardFee);
    expect(await definitionOf(receipt, 'Total paid')).toBe(total);

    // The homeowner's notification names the renter and says the invoice amount, never the card fee.
    await manager!.goto('/manager/notifications');
    const notice = manager!.getByRole('list', { name: 'Notifications' }).getByRole('listitem')
      .filter({ hasText: 'Payment received: Security deposit' });
    await notice.getByText(`${renterName} paid ${deposit}. Hearth holds the deposit until the lease ends, so nothing is added to your balance.`).waitFor();
    expect(await notice.textContent()).not.toContain(total);
    const applied = manager!.getByRole('list', { name: 'Notifications' }).getByText(new RegExp(`${escapeRegExp(renterName)} (applied to|signed the lease for) `));
    expect(await applied.count()).toBeGreaterThanOrEqual(2);

    // The ledger: held by Hearth, so no entry and no balance; collected in the chart, in the same amount.
    await manager!.goto('/manager/ledger');
    const main = manager!.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Ledger & payments' }).waitFor();
    expect(await definitionOf(main, 'Balance owed to you')).toBe('$0');
    expect(await definitionOf(main, 'Security deposits Hearth holds')).toBe(deposit);
    expect(await definitionOf(main, 'Unpaid by your tenants')).toBe('$0');
    await main.getByText(/^No entries yet\./).waitFor();
    const chart = manager!.getByRole('table', { name: 'Charged and collected by month' });
    const months = chart.getByRole('row').filter({ has: manager!.getByRole('rowheader') });
    // Each month: [its machine-readable month, charged, collected, added to your balance].
    const rows = await months.evaluateAll((trs) => trs.map((tr) => [
      tr.querySelector('time')?.getAttribute('datetime') ?? '', ...Array.from(tr.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')]));
    const collectedMonths = rows.filter(([, , collected]) => collected !== '$0');
    expect(collectedMonths.map(([, charged, collected, credited]) => [charged, collected, credited])).toEqual([[deposit, deposit, '$0']]);

    // The overview's rent roll is this month of the chart's own figures: the two screens agree.
    await manager!.goto('/manager/overview');
    const rentRoll = manager!.getByRole('heading', { name: /^Rent roll, / });
    await rentRoll.waitFor();
    const figure = async (name: string) => (await manager!.getByRole('group', { name, exact: true }).getByRole('paragraph').first().textContent())!.trim();
    const thisMonth = rows.find(([month]) => month === new Date().toISOString().slice(0, 7))!;
    expect(thisMonth, JSON.stringify(rows)).toBeDefined();
    expect(await figure('Charged')).toBe(thisMonth[1]);
    expect(await figure('Collected')).toBe(thisMonth[2]);
    expect(await figure('Overdue')).toMatch(/^\$0\b/);

    // A visitor sees the leased room taken until the lease ends, the other still offered.
    const guest = await app.newPage();
    await guest.goto(home.cityPath);
    await guest.getByRole('article').filter({ has: guest.getByRole('heading', { name: home.title }) }).getByRole('link').first().click();
    await guest.waitForURL(/\/listings\/id\/[\w-]+$/);
    const offered = guest.getByRole('region', { name: 'Bedrooms' });
    const leased = offered.getByRole('listitem').filter({ has: guest.getByRole('heading', { level: 3, name: room }) });
    expect((await leased.getByText(/^Available /).textContent())!.trim()).toBe(`Available ${inWords(moveOut!)}`);
    const other = offered.getByRole('listitem').filter({ has: guest.getByRole('heading', { level: 3, name: home.bedrooms[1]!.name }) });
    expect((await other.getByText(/^Available /).textContent())!.trim()).toBe(`Available ${inWords(home.bedrooms[1]!.availableOn)}`);
  });
});
