// Issue 3, the tenant journey, in Chromium: a newcomer applies for a room and the
// app itself walks them through every onboarding step of spec §4, in order, to the
// applications list, where paying the application fee completes the application;
// then the guarantor they named signs up from the mailed link and finishes their
// own steps, and the tenant sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type App } from './support/app.js';
import {
  arriveAtStep, completeIncome, completeProfile, completeScreening, createAccount, escapeRegExp, fillLegalDetails, freshEmail,
  guarantorInviteLink, monthsAfter, SIMULATOR, type Person,
} from './support/journey.js';
import { openHome } from './support/listings.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const tenant: Person = {
  firstName: 'Robin', lastName: 'Castellano', dateOfBirth: '1996-04-12',
  street: '418 Ponce de Leon Ave', city: 'Atlanta', state: 'GA', zip: '30308', phone: '(404) 555-0142',
};
const guarantor: Person = {
  firstName: 'Marisol', lastName: 'Castellano', dateOfBirth: '1968-09-30',
  street: '77 Magnolia Street', city: 'Savannah', state: 'GA', zip: '31401', phone: '912-555-0187',
};

/** What the first test leaves for the second: the tenant's page (still signed in) and the application. */
const journey: { tenantPage?: Page; guarantorEmail?: string; applied?: boolean } = {};

describe('a newcomer applies for a room and is walked through every onboarding step', () => {
  it('registers, applies with a cat and a guarantor, and completes screening, pets, references, consent, income, profile and confirmation', async () => {
    const page = await app.newPage();
    journey.tenantPage = page;

    // A newcomer creates an account and lands on the browse page.
    await page.goto('/login');
    await createAccount(page, freshEmail('applicant'), '**/listings');
    await page.getByRole('heading', { level: 1, name: 'Find your room in a shared home' }).waitFor();

    // They have a cat: only homes that take cats.
    // (The box reflects the URL, so it shows ticked once the filtered homes have loaded.)
    const cats = page.getByRole('group', { name: 'Pets' }).getByRole('checkbox', { name: 'Cats' });
    await cats.click();
    await page.waitForURL(/[?&]pets=cats\b/);
    await expect.poll(() => cats.isChecked()).toBe(true);
    await page.getByRole('article').first().waitFor();
    const homeTitle = await openHome(page, page.getByRole('article').first().getByRole('link'));

    // The first room's own Apply button preselects it.
    const bedrooms = page.getByRole('region', { name: 'Bedrooms' });
    const roomName = (await bedrooms.getByRole('heading', { level: 3 }).first().textContent())!.trim();
    // (The room's name is visually hidden, for screen readers: "Apply for this room: Primary suite".)
    await bedrooms.getByRole('link', { name: new RegExp(`^Apply for this room\\s*:\\s*${escapeRegExp(roomName)}$`) }).click();
    await page.waitForURL(/\/listings\/id\/[\w-]+\/apply\?bedroom=/);
    await page.getByRole('heading', { level: 1, name: 'Apply for a room' }).waitFor();
    const application = page.getByRole('form', { name: 'Application' });
    expect(await application.getByRole('radio', { name: new RegExp(`^${escapeRegExp(roomName)}\\b`) }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: `${roomName}: monthly rent` }).waitFor();

    // Dates from the first day the room is free (the field's minimum), for a year.
    const moveIn = page.getByLabel('Move-in date');
    const earliest = (await moveIn.getAttribute('min'))!;
    expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const moveInDate = monthsAfter(earliest, 1);
    await moveIn.fill(moveInDate);
    await page.getByLabel('Move-out date').fill(monthsAfter(moveInDate, 12));
    const pets = application.getByRole('group', { name: 'Pets' });
    await pets.getByText(/^Tick any that will live with you\. This home allows .*\bcats\b/).waitFor();
    await pets.getByRole('checkbox', { name: 'Cats' }).check();
    const guarantorEmail = freshEmail('guarantor');
    journey.guarantorEmail = guarantorEmail;
    await page.getByLabel("Guarantor's name").fill(`${guarantor.firstName} ${guarantor.lastName}`);
    await page.getByLabel("Guarantor's email").fill(guarantorEmail);
    expect(await page.getByLabel('Promo code (optional)').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Submit application' }).click();

    // 1. Screening (spec §4 rule 2): seven steps left.
    await arriveAtStep(page, { path: '/renter-screening', heading: 'Screening', stepsLeft: 7, progressTitle: 'Screening' });
    // Spec §2: Pets & Animals and Guarantor wait for a completed application.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Applications' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Pets & Animals' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Guarantor', exact: true }).count()).toBe(0);
    await completeScreening(page, tenant, SIMULATOR.clean);

    // 2. Pets & animals: yes, a cat, then continue.
    await arriveAtStep(page, { path: '/renter-animals', heading: 'Pets & animals', stepsLeft: 6, progressTitle: 'Pets & animals' });
    await page.getByRole('group', { name: 'Will an animal live with you?' }).getByRole('radio', { name: 'Yes' }).check();
    const animalForm = page.getByRole('form', { name: 'Add an animal' });
    await animalForm.getByLabel("Animal's name").fill('Miso');
    await animalForm.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Cat' }).check();
    await animalForm.getByLabel('Breed (optional)').fill('Domestic shorthair');
    await animalForm.getByLabel('Weight in lbs (optional)').fill('9');
    await animalForm.getByRole('group', { name: 'Is this a service or support animal?' })
      .getByRole('radio', { name: 'Not a service or support animal' }).check();
    await animalForm.getByRole('button', { name: 'Save animal' }).click();
    await page.getByRole('region', { name: 'Your animals' }).getByText('Miso').waitFor();
    await page.getByRole('button', { name: 'Add another animal' }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // 3. References: one past landlord, sent.
    await arriveAtStep(page, { path: '/renter-references', heading: 'References', stepsLeft: 5, progressTitle: 'References' });
    const referenceForm = page.getByRole('form', { name: 'Add a reference' });
    await referenceForm.getByLabel('Who is this reference?').selectOption({ label: 'Landlord' });
    await referenceForm.getByLabel("Reference's name").fill('Dana Whitfield');
    await referenceForm.getByLabel("Reference's email").fill(freshEmail('landlord'));
    await referenceForm.getByLabel('Address of the home you rented (optional)').fill('12 Elm Court, Decatur, GA');
    await referenceForm.getByLabel('Monthly rent in $ (optional)').fill('950');
    await referenceForm.getByLabel('From (optional)').fill('2023-04-01');
    await referenceForm.getByRole('button', { name: 'Save reference' }).click();
    await page.getByRole('region', { name: 'Your references' }).getByText('Dana Whitfield').waitFor();
    // The stay in words, not 2023-04-01.
    await page.getByRole('region', { name: 'Your references' }).getByText(/\bApr 1, 2023 to now\b/).waitFor();
    await page.getByText('Not sent yet').waitFor();
    await page.getByRole('button', { name: 'Send request and continue' }).click();

    // 4. Information-release consent, signed with the typed name.
    await arriveAtStep(page, { path: '/renter-information-release-consent', heading: 'Information release consent', stepsLeft: 4, progressTitle: 'Consent' });
    const consent = page.getByRole('form', { name: 'Sign the consent' });
    await consent.getByLabel('Type your full name to sign').fill(`${tenant.firstName} ${tenant.lastName}`);
    await consent.getByRole('checkbox', { name: 'I agree to the release of my information as described above.' }).check();
    await consent.getByRole('button', { name: 'Sign and continue' }).click();

    // 5. Income, with a pay stub uploaded (progress, then listed).
    await arriveAtStep(page, { path: '/renter-income-verification', heading: 'Verify your income', stepsLeft: 3, progressTitle: 'Income' });
    await page.getByText(`For your application for ${roomName} at ${homeTitle}.`).waitFor();
    await completeIncome(page, { monthly: '$4,200', employer: 'Grady Memorial Hospital', fileName: 'pay-stub-march.pdf' });

    // 6. The roommate profile: occupation, an interest, the relationship preference and the twelve answers.
    await arriveAtStep(page, { path: '/create-profile', heading: 'Create your profile', stepsLeft: 2, progressTitle: 'Your profile' });
    await completeProfile(page);

    // 7. Renter confirmation: each question of the application answered.
    await arriveAtStep(page, { path: '/renter-confirmation', heading: 'Confirm your application', stepsLeft: 1, progressTitle: 'Confirmation' });
    const terms = page.getByRole('region', { name: `${roomName} at ${homeTitle}` });
    for (const [topic, button] of [['Your dates', 'Confirm move-in date'], ['Your rent', 'Confirm monthly rent'], ['House rules', 'Confirm house rules']]) {
      const card = terms.getByRole('article', { name: topic });
      await card.getByRole('button', { name: button }).click();
      await card.getByText('✓ Confirmed').waitFor();
    }
    const occupants = terms.getByRole('article', { name: 'Who lives in the room' });
    await occupants.getByLabel('Your answer').fill('Just me');
    await occupants.getByRole('button', { name: 'Save answer' }).click();

    // Every step done: the applications list, no steps left, but not complete while the application fee is unpaid.
    await page.waitForURL((url) => url.pathname === '/applications');
    await page.getByRole('heading', { level: 1, name: 'Your applications' }).waitFor();
    const card = page.getByRole('article', { name: `${roomName} at ${homeTitle}` });
    await card.waitFor();
    await card.getByText('In progress', { exact: true }).waitFor();
    await card.getByText('Your steps are done; your application goes to the homeowner once the $45 application fee is paid.').waitFor();
    expect(await page.getByRole('heading', { name: /steps? left/ }).count()).toBe(0);
    // The fee, paid by card on the card: now the application is complete.
    await card.getByRole('button', { name: 'Pay application fee ($45)' }).click();
    const fee = card.getByRole('form', { name: 'Pay the application fee' });
    await fee.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fee.getByLabel('Expiry month').fill('12');
    await fee.getByLabel('Expiry year').fill('2034');
    await fee.getByLabel('Security code').fill('123');
    await fee.getByRole('button', { name: 'Pay $45' }).click();
    await card.getByText('Complete', { exact: true }).waitFor();
    // The dates of the stay and of each step are in words.
    await card.getByRole('list', { name: 'Progress of this application' }).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).first().waitFor();
    expect(await card.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The fee completed the application: the page reloads and the header opens Pets & Animals and Guarantor (spec §2).
    await nav.getByRole('link', { name: 'Pets & Animals' }).waitFor();
    await nav.getByRole('link', { name: 'Guarantor', exact: true }).waitFor();
    // The consent, signed earlier, says on which day, in words.
    await page.goto('/renter-information-release-consent');
    await page.getByRole('status').filter({ hasText: /^You signed this consent on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/ }).waitFor();
    journey.applied = true;
  });
});

describe('the guarantor named in the application', () => {
  it('signs up from the mailed link, accepts, finishes screening and income; the tenant sees it', async () => {
    const { tenantPage, guarantorEmail, applied } = journey;
    expect(applied, 'the tenant applied and finished onboarding (the test above)').toBe(true);

    // The invite link from the email, opened in another browser (no account yet).
    const link = await guarantorInviteLink(app, guarantorEmail!);
    const page = await app.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: "You've been invited to be a guarantor" }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('tab') === 'register' && url.searchParams.has('desired_page'));
    await page.getByRole('tab', { name: 'Create account', selected: true }).waitFor();
    await createAccount(page, guarantorEmail!, (url) => url.pathname + url.search === link);

    // Back on the same link, signed in: who asked (the tenant's account has no name yet: signing up asks
    // only for an email, so the page says "A Hearth renter", never a blank), and Accept.
    const fullName = `${guarantor.firstName} ${guarantor.lastName}`;
    const asker = `(${tenant.firstName}|A Hearth renter)`;
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${asker} asked you to be their guarantor$`) }).waitFor();
    await page.getByText(new RegExp(`^${asker} is applying for a room in [A-Z][\\w .'-]+ and named you, ${fullName}, as their guarantor`)).waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();

    // Their own steps: screening first.
    await page.waitForURL('**/guarantor-complete?connection_id=*');
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Guarantor screening for (${tenant.firstName}|a Hearth renter)$`) }).waitFor();
    const steps = page.getByRole('list', { name: 'Your guarantor steps' });
    await steps.getByRole('listitem').filter({ hasText: 'Accept the invitation (done)' }).waitFor();
    await steps.getByRole('listitem').filter({ hasText: 'Identity and credit screening (current step)' }).waitFor();
    await completeScreening(page, guarantor, SIMULATOR.adverse);

    await steps.getByRole('listitem').filter({ hasText: 'Income verification (current step)' }).waitFor();

    // They stop there and come back another day: the header offers to finish.
    await page.goto('/listings');
    await page.getByText("You are someone's guarantor, and a step is still open.").waitFor();
    await page.getByRole('link', { name: 'Finish Guarantor Screening' }).click();
    await page.waitForURL((url) => url.pathname === '/guarantor-complete');

    // Then income, with a bank statement.
    await steps.getByRole('listitem').filter({ hasText: 'Identity and credit screening (done)' }).waitFor();
    await steps.getByRole('listitem').filter({ hasText: 'Income verification (current step)' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Income verification' }).waitFor();
    await completeIncome(page, { monthly: '7,850', employer: 'Savannah-Chatham Public Schools', fileName: 'bank-statement.pdf' });
    await page.getByRole('heading', { level: 1, name: "You're all set" }).waitFor();

    // The tenant reloads: with a completed application, Pets & Animals and Guarantor are in the navigation (spec §2).
    await tenantPage!.reload();
    const nav = tenantPage!.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Pets & Animals' }).waitFor();
    await nav.getByRole('link', { name: 'Guarantor' }).click();
    await tenantPage!.waitForURL((url) => url.pathname === '/guarantor');
    await tenantPage!.getByRole('heading', { level: 1, name: 'Guarantor' }).waitFor();
    const item = tenantPage!.getByRole('region', { name: 'Your guarantors' }).getByRole('listitem').filter({ hasText: fullName });
    await item.getByText(guarantorEmail!).waitFor();
    await item.getByText(`${guarantor.firstName} completed every step`).waitFor();
  });
});

describe('a newcomer takes the other branch of each step', () => {
  it('on a phone: no animal, no US SSN, no references, income later, and one question declined', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    const someone: Person = {
      firstName: 'Ines', lastName: 'Okonkwo', dateOfBirth: '2001-02-03',
      street: '9 Hillsborough St', city: 'Raleigh', state: 'NC', zip: '27603', phone: '919 555 0110',
    };
    await page.goto('/login');
    await createAccount(page, freshEmail('exchange-student'), '**/listings');
    const homeTitle = await openHome(page, page.getByRole('article').first().getByRole('link'));

    // The home's own Apply button: the room is chosen on the form.
    await page.getByRole('link', { name: 'Apply for a room', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Apply for a room' }).waitFor();
    const application = page.getByRole('form', { name: 'Application' });
    const room = application.getByRole('group', { name: 'Room' }).getByRole('radio').first();
    await room.check();
    const roomName = (await page.getByRole('heading', { name: /: monthly rent$/ }).textContent())!.replace(/: monthly rent$/, '');
    const earliest = (await page.getByLabel('Move-in date').getAttribute('min'))!;
    await page.getByLabel('Move-in date').fill(earliest);
    await page.getByLabel('Move-out date').fill(monthsAfter(earliest, 6));
    await page.getByRole('button', { name: 'Submit application' }).click();

    // Screening: details, then "I don't have a US Social Security number" skips it (spec §4 rule 2).
    await arriveAtStep(page, { path: '/renter-screening', heading: 'Screening', stepsLeft: 7, progressTitle: 'Screening' });
    await fillLegalDetails(page, someone);
    await page.getByText('Step 2 of 4 · Social Security number').waitFor();
    await page.getByRole('button', { name: "I don't have a US Social Security number" }).click();

    // No animal.
    await arriveAtStep(page, { path: '/renter-animals', heading: 'Pets & animals', stepsLeft: 6, progressTitle: 'Pets & animals' });
    await page.getByRole('group', { name: 'Will an animal live with you?' }).getByRole('radio', { name: 'No' }).check();
    expect(await page.getByRole('form', { name: 'Add an animal' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // No references, with a reason for the homeowner.
    await arriveAtStep(page, { path: '/renter-references', heading: 'References', stepsLeft: 5, progressTitle: 'References' });
    await page.getByRole('button', { name: "I don't have any references" }).click();
    const skip = page.getByRole('region', { name: 'No references?' });
    await skip.getByRole('radio', { name: "I'm a first-time renter" }).check();
    await skip.getByLabel(/^Anything to add\?/).fill('I lived in student housing until now.');
    await skip.getByRole('button', { name: 'Skip references' }).click();

    await arriveAtStep(page, { path: '/renter-information-release-consent', heading: 'Information release consent', stepsLeft: 4, progressTitle: 'Consent' });
    const consent = page.getByRole('form', { name: 'Sign the consent' });
    await consent.getByLabel('Type your full name to sign').fill(`${someone.firstName} ${someone.lastName}`);
    await consent.getByRole('checkbox', { name: 'I agree to the release of my information as described above.' }).check();
    await consent.getByRole('button', { name: 'Sign and continue' }).click();

    // Income later, with a reason.
    await arriveAtStep(page, { path: '/renter-income-verification', heading: 'Verify your income', stepsLeft: 3, progressTitle: 'Income' });
    await page.getByText("Can't show your income yet?").click();
    await page.getByLabel("Why can't you show your income yet?").fill('My job starts next month; the offer letter is on its way.');
    await page.getByRole('button', { name: 'Do this later' }).click();

    await arriveAtStep(page, { path: '/create-profile', heading: 'Create your profile', stepsLeft: 2, progressTitle: 'Your profile' });
    await completeProfile(page);

    // Confirmation: the rent is declined with a reason; the rest confirmed or answered.
    await arriveAtStep(page, { path: '/renter-confirmation', heading: 'Confirm your application', stepsLeft: 1, progressTitle: 'Confirmation' });
    const terms = page.getByRole('region', { name: `${roomName} at ${homeTitle}` });
    const rent = terms.getByRole('article', { name: 'Your rent' });
    await rent.getByRole('button', { name: "I can't answer this" }).click();
    await rent.getByLabel("Why can't you answer?").selectOption({ label: 'Another reason' });
    await rent.getByRole('button', { name: 'Decline question' }).click();
    await rent.getByText('Declined: Another reason').waitFor();
    for (const [topic, button] of [['Your dates', 'Confirm move-in date'], ['House rules', 'Confirm house rules']]) {
      const card = terms.getByRole('article', { name: topic });
      await card.getByRole('button', { name: button }).click();
      await card.getByText('✓ Confirmed').waitFor();
    }
    const occupants = terms.getByRole('article', { name: 'Who lives in the room' });
    await occupants.getByLabel('Your answer').fill('Just me');
    await occupants.getByRole('button', { name: 'Save answer' }).click();

    await page.waitForURL((url) => url.pathname === '/applications');
    // Every step done, the fee not paid: the application is not complete yet, and says what is missing.
    const card = page.getByRole('article', { name: `${roomName} at ${homeTitle}` });
    await card.getByText('In progress', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Pay application fee ($45)' }).waitFor();
    expect(await card.getByText('Complete', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /steps? left/ }).count()).toBe(0);
  });
});
