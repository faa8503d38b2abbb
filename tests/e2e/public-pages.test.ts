// Issue 16, the public content pages in Chromium: each page has its heading and no
// "Coming soon"; the partner meeting, feedback and realtor referral forms show each
// error next to its field, then send and thank, and staff find what was sent.
// Screenshots (E2E_SHOTS_DIR) of /about, /homeowners, /homeowners/safety and the
// partner meeting form with its errors, at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND, BRAND_NAME } from '../../common/brand.js';
import { startApp, type App } from './support/app.js';

let app: App;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-${name}.png`, fullPage: true });
};

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const PAGES: Array<[path: string, heading: string]> = [
  ['/about', 'A room of your own in a home that is run well'],
  ['/press', 'Press kit'],
  ['/case-studies', `How homeowners use ${BRAND_NAME}`],
  ['/homeowners', 'Rent your home by the room. We run the rest.'],
  ['/homeowners/setup', 'How setting up your home works'],
  ['/homeowners/lease-up', 'Lease-up: from listing to signed leases'],
  ['/homeowners/tenant-payments', 'Tenant payments, collected for you'],
  ['/homeowners/tenant-management', 'Tenant management without the phone calls'],
  ['/homeowners/safety', 'Safety in a shared home'],
  ['/for-realtors', 'Refer a client who needs a room'],
  ['/corporate-housing', 'Housing for interns, new hires and staff on assignment'],
  [`/${BRAND}-for-universities`, 'Rooms for students, scholars and visiting staff'],
  ['/renters/travel-nurses', 'A room for your next contract'],
  ['/renters/digital-nomads', 'Work remotely from a real home'],
  ['/landlord-reference-form', 'Giving a rental reference'],
  ['/partner-meeting', 'Meet our partnerships team'],
  ['/leave-feedback', 'Leave feedback'],
];

async function submissionsOf(form: string, email: string) {
  const staff = await app.api.login('staff');
  const list = await app.api.call('GET', `/tally-form-submissions?form=${form}`, { token: staff });
  expect(list.statusCode).toBe(200);
  return (list.json().results as Array<{ email: string; fields: Record<string, unknown> }>).filter((s) => s.email === email);
}

describe('the public pages', () => {
  it('each page shows its own heading and title, never "Coming soon"', async () => {
    const page = await app.newPage();
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByText('Coming soon').count(), path).toBe(0);
      expect(await page.title(), path).toContain(BRAND_NAME);
      await shot(page, `all${path.replaceAll('/', '-')}-1280`);
    }
  });

  it('the homeowner pages share a sub-navigation that marks the page you are on, and lead to listing a home', async () => {
    const page = await app.newPage();
    await page.goto('/homeowners');
    const subnav = page.getByRole('navigation', { name: 'Homeowner pages' });
    await subnav.getByRole('link', { name: 'Safety' }).click();
    await page.getByRole('heading', { level: 1, name: 'Safety in a shared home' }).waitFor();
    expect(await subnav.getByRole('link', { name: 'Safety' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'List your home' }).first().getAttribute('href')).toBe('/list');
    expect(await page.getByRole('link', { name: 'Co-living estimate' }).first().getAttribute('href')).toBe('/coliving-estimate');
    await shot(page, 'homeowners-safety-1280');
    await page.goto('/homeowners');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'homeowners-1280');
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'about-1280');
  });

  it('on a phone, every page fits the screen', async () => {
    const page = await app.newPage({ width: 375, height: 812 });
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await shot(page, `${path.slice(1).replace('/', '-')}-375`);
    }
  });

  it('a renter page leads to the listings and the city pages', async () => {
    const page = await app.newPage();
    await page.goto('/renters/travel-nurses');
    await page.getByRole('link', { name: 'Durham, NC' }).click();
    await page.waitForURL('**/listings/nc/durham');
  });
});

describe('the partner meeting form', () => {
  it('names each missing answer next to its field, then sends, thanks, and staff see the request', async () => {
    for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
      const page = await app.newPage(viewport);
      await page.goto('/partner-meeting');
      const form = page.getByRole('form', { name: 'Partner meeting request' });
      await form.getByRole('button', { name: 'Send request' }).click();
      await form.getByText('Fill in your name.').waitFor();
      expect(await form.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
      await form.getByText('Fill in your company.').waitFor();
      await form.getByText('Choose what the meeting is about.').waitFor();
      await form.getByText('Fill in what you would like to talk about.').waitFor();
      await form.getByText('Enter your email address.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `partner-meeting-errors-${viewport.width}`);
    }

    const page = await app.newPage();
    await page.goto('/partner-meeting');
    const form = page.getByRole('form', { name: 'Partner meeting request' });
    // The honeypot is off screen and left out of what assistive technology reads.
    expect(await form.getByRole('textbox', { name: /website/i }).count()).toBe(0);
    const box = await page.getByLabel('Website (leave empty)').boundingBox();
    expect(box!.x + box!.width).toBeLessThan(0);
    await form.getByLabel('Full name').fill('Morgan Ellis');
    await form.getByLabel('Work email').fill('morgan@oakline.example');
    await form.getByLabel('Company').fill('Oakline Property Group');
    await form.getByLabel('Phone (optional)').fill('call me');
    await form.getByLabel('What is it about?').selectOption('property_management');
    await form.getByLabel('What would you like to talk about?').fill('We manage twelve four-bedroom houses in Charlotte.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Enter a phone number, e.g. +1 555 010 0100.').waitFor();
    await form.getByLabel('Phone (optional)').fill('+1 704 555 0142');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').getByRole('heading', { name: 'Thank you, your request is in' }).waitFor();

    const sent = await submissionsOf('partner_meeting', 'morgan@oakline.example');
    expect(sent).toHaveLength(1);
    expect(sent[0].fields).toEqual({
      full_name: 'Morgan Ellis', company: 'Oakline Property Group', phone: '+1 704 555 0142', topic: 'property_management',
      message: 'We manage twelve four-bedroom houses in Charlotte.',
    });
  });
});

describe('the feedback form', () => {
  it('asks for a rating and a message, then thanks, and records the page it came from', async () => {
    const page = await app.newPage({ width: 375, height: 812 });
    await page.goto('/leave-feedback?from=/listings');
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText('Rate us from 1 to 5.').waitFor();
    await form.getByText('Fill in your feedback.').waitFor();
    await form.getByRole('radio', { name: '4 · Very good' }).check();
    await form.getByLabel('What should we know?').fill('The map on the listings page would help me compare commutes.');
    await form.getByLabel('Email').fill('jo.feedback@example.com');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('heading', { name: 'Thank you for your feedback' }).waitFor();
    const sent = await submissionsOf('leave_feedback', 'jo.feedback@example.com');
    expect(sent.map((s) => s.fields)).toEqual([{ rating: 4, message: 'The map on the listings page would help me compare commutes.', page: '/listings' }]);
  });
});

describe('the realtor referral', () => {
  it('sends a client referral from /for-realtors', async () => {
    const page = await app.newPage();
    await page.goto('/for-realtors');
    await page.getByRole('link', { name: 'Send a referral' }).click();
    const form = page.getByRole('form', { name: 'Realtor referral' });
    await form.getByRole('button', { name: 'Send referral' }).click();
    await form.getByText("Fill in your client's name.").waitFor();
    await form.getByText('Fill in your brokerage.').waitFor();
    await form.getByLabel('Your name').fill('Rita Alvarez');
    await form.getByLabel('Your email').fill('rita@piedmont-realty.example');
    await form.getByLabel('Brokerage').fill('Piedmont Realty');
    await form.getByLabel("Client's name").fill('Chris Nguyen');
    await form.getByLabel('City (optional)').selectOption('Raleigh');
    // What only the server refuses (half an emoji pasted into the notes) is named next to its field.
    const notes = form.getByLabel('Notes (optional)');
    await notes.evaluate((textarea: HTMLTextAreaElement) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, 'Moving from Ohio \ud83e');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await form.getByRole('button', { name: 'Send referral' }).click();
    await form.getByText(/cannot save \(an invisible NUL character or half of an emoji\)/).waitFor();
    expect(await notes.getAttribute('aria-invalid')).toBe('true');
    await notes.fill('');
    await form.getByRole('button', { name: 'Send referral' }).click();
    await page.getByRole('heading', { name: 'Thank you for the referral' }).waitFor();
    const sent = await submissionsOf('realtor_referral', 'rita@piedmont-realty.example');
    expect(sent.map((s) => s.fields)).toEqual([{ full_name: 'Rita Alvarez', brokerage: 'Piedmont Realty', client_name: 'Chris Nguyen', city: 'Raleigh' }]);
  });
});

describe('too many forms from one address', () => {
  it('says so plainly above the form, and keeps what was typed', async () => {
    // Spend the address's hourly allowance (docs/form-submissions.md: 10 an hour).
    for (let i = 0; i < 12; i += 1) {
      const sent = await app.api.call('POST', '/tally-form-submissions', {
        body: { form: 'leave_feedback', email: 'filler@example.com', fields: { rating: 5, message: `Filler ${i}` } },
      });
      if (sent.statusCode === 429) break;
    }
    const page = await app.newPage();
    await page.goto('/leave-feedback');
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.getByRole('radio', { name: '5 · Great' }).check();
    await form.getByLabel('What should we know?').fill('Lovely house in Durham.');
    await form.getByLabel('Email').fill('late@example.com');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByRole('alert').filter({ hasText: /Too many forms were sent from your address\. Try again in/ }).waitFor();
    expect(await form.getByLabel('What should we know?').inputValue()).toBe('Lovely house in Durham.');
  });
});
