// Steps of the tenant and guarantor journeys (issue 3) as a person takes them in
// the browser: every field is found by its label, every button by its name, and
// every wait is for something on screen (a URL, a heading, a status).
import { and, desc, eq } from 'drizzle-orm';
import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { outboxMessages } from '../../../api/db/schema.js';
import type { App } from './app.js';

/** A fresh address on the test domain, unique per run. */
export const freshEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@hearth.test`;

export const PASSWORD = 'a long enough password';

/** A YYYY-MM-DD date `months` after `iso` (same day of month, clamped by Date). */
export function monthsAfter(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** Create account on /login (already open, on either tab), then wait for the page it sends us to. */
export async function createAccount(page: Page, email: string, landsOn: string | RegExp | ((url: URL) => boolean)): Promise<void> {
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.waitForURL(landsOn);
}

/** The onboarding progress card: "N steps left". */
export async function expectStepsLeft(page: Page, left: number): Promise<void> {
  const heading = left === 1 ? '1 step left' : `${left} steps left`;
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${heading}\\b`) }).waitFor();
}

/**
 * Waits for an onboarding step's page: its URL, its heading, the steps left, and
 * the progress list marking this step as the next one (title as the list shows it).
 */
export async function arriveAtStep(page: Page, step: { path: string; heading: string; stepsLeft: number; progressTitle: string }): Promise<void> {
  await page.waitForURL((url) => url.pathname === step.path);
  await page.getByRole('heading', { level: 1, name: step.heading }).waitFor();
  await expectStepsLeft(page, step.stepsLeft);
  const progress = page.getByRole('region', { name: /steps? left/ });
  const current = progress.locator('li[aria-current="step"]');
  expect(await current.count()).toBe(1);
  const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, '');
  expect(squeeze(await current.textContent())).toBe(squeeze(`${step.progressTitle} (next)`));
  expect(await progress.getByRole('listitem').filter({ hasText: '(to do)' }).count()).toBe(step.stepsLeft - 1);
}

export interface Person {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** docs/screening-simulator.md: the right choice labels of the first question set. */
export const SIMULATOR = {
  /** Clean report (score 742). */
  clean: { ssn: '123-45-6789', answers: ['Birch Road', 'Harbor Retail Card', 'Athens, GA', '$350 – $449'] },
  /** Adverse report (score 598), still a confirmed identity. */
  adverse: { ssn: '222-33-4444', answers: ['Chestnut Street', 'Lakeside Student Loans', 'Savannah, GA', '$450 – $549'] },
} as const;

/**
 * The screening wizard (the same on /renter-screening and /guarantor-complete):
 * legal details, SSN, identity questions, reports. Ends when "Run my screening"
 * has been pressed; the caller waits for where the app goes next.
 */
export async function completeScreening(page: Page, person: Person, sim: (typeof SIMULATOR)[keyof typeof SIMULATOR]): Promise<void> {
  await fillLegalDetails(page, person);

  await page.getByText('Step 2 of 4 · Social Security number').waitFor();
  const ssn = page.getByLabel('Social Security number');
  expect(await ssn.getAttribute('type')).toBe('password');
  await ssn.fill(sim.ssn);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await page.getByText('Step 3 of 4 · Confirm your identity').waitFor();
  const exam = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Confirm your identity' }) });
  const questions = exam.getByRole('group');
  await questions.first().waitFor();
  for (const answer of sim.answers) await exam.getByRole('radio', { name: answer, exact: true }).check();
  // Every question got an answer (four questions, four answers).
  expect(await questions.count()).toBe(sim.answers.length);
  expect(await exam.getByRole('radio', { checked: true }).count()).toBe(sim.answers.length);
  await exam.getByRole('button', { name: 'Submit answers' }).click();

  await page.getByText('Step 4 of 4 · Your screening reports').waitFor();
  await page.getByRole('heading', { name: 'Your identity is confirmed' }).waitFor();
  await page.getByRole('button', { name: 'Run my screening' }).click();
}

/** Step 1 of the screening wizard: legal name, date of birth, address and phone. */
export async function fillLegalDetails(page: Page, person: Person): Promise<void> {
  await page.getByText('Step 1 of 4 · Your details').waitFor();
  await page.getByRole('heading', { name: 'Your legal details' }).waitFor();
  await page.getByLabel('Legal first name').fill(person.firstName);
  await page.getByLabel('Legal last name').fill(person.lastName);
  await page.getByLabel('Date of birth').fill(person.dateOfBirth);
  await page.getByLabel('Street address').fill(person.street);
  await page.getByLabel('City', { exact: true }).fill(person.city);
  await page.getByLabel('State', { exact: true }).selectOption(person.state);
  await page.getByLabel('ZIP code').fill(person.zip);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** A small but real PDF (a pay stub of one line): the api checks the bytes, not only the name. */
export function payStubPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const text = 'BT /F1 18 Tf 40 120 Td (Pay stub: gross pay $4,200.00 per month) Tj ET';
      return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Picks `fileName` in a FileUpload and checks what the person sees: the progress
 * bar while it uploads, then the file listed with its Remove button. The upload's
 * PUT is held until the progress bar has been seen, so a fast machine cannot skip
 * past it (no sleep: it goes on the moment the bar is on screen).
 */
export async function uploadFile(page: Page, field: Locator, label: string, fileName: string, mimeType: string, buffer: Buffer): Promise<void> {
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const hold = async (route: Route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    held = true;
    await seen;
    await route.fallback();
  };
  await page.route('**/v20/uploads/**', hold);
  try {
    await field.setInputFiles({ name: fileName, mimeType, buffer });
    const bar = page.getByRole('progressbar', { name: `Uploading ${fileName}` });
    await bar.waitFor();
    await page.getByText(`Uploading ${fileName}…`).waitFor();
    release();
    await page.getByRole('list', { name: `${label}: uploaded` }).getByText(fileName).waitFor();
    await page.getByRole('button', { name: `Remove ${fileName}` }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(held).toBe(true);
  } finally {
    release();
    await page.unroute('**/v20/uploads/**', hold);
  }
}

/** The income form (the same on /renter-income-verification and /guarantor-complete), with a pay stub. */
export async function completeIncome(page: Page, { monthly, employer, fileName }: { monthly: string; employer: string; fileName: string }): Promise<void> {
  await page.getByLabel('Monthly income before tax ($)').fill(monthly);
  await page.getByRole('group', { name: 'Where does your income come from?' }).getByRole('checkbox', { name: 'A job' }).check();
  await page.getByLabel('Employer').fill(employer);
  const label = 'Documents that show your income';
  await uploadFile(page, page.getByLabel(label), label, fileName, 'application/pdf', payStubPdf());
  await page.getByRole('button', { name: 'Submit income' }).click();
}

/** The roommate profile of /create-profile: occupation, an interest, and the twelve answers (the relationship preference first). */
export async function completeProfile(page: Page): Promise<void> {
  const profile = page.getByRole('form', { name: 'Your roommate profile' });
  await profile.getByLabel('What do you do?').fill('Nurse');
  const hiking = profile.getByRole('button', { name: 'Hiking' });
  await hiking.click();
  expect(await hiking.getAttribute('aria-pressed')).toBe('true');
  const answers: Array<[string, string]> = [
    ['How close would you like to be with your housemates?', 'Balanced'],
    ['When do you usually go to sleep on a weekday?', 'Moderate'],
    ['Do you work from home?', 'Sometimes'],
    ['Do you smoke or vape?', 'Non-smoker'],
    ['How do you feel about sharing your things (food, kitchenware, supplies)?', 'With permission'],
    ['How much do you cook?', 'Home cook'],
    ['When something bothers you at home, how do you bring it up?', 'In person'],
    ['How often are you away for the weekend?', 'Once a month'],
    ['How do you like to unwind after a long day?', 'Reading'],
    ['How do you feel about house plants?', 'Like them'],
    ['What brings you to this move?', 'Work'],
  ];
  for (const [question, answer] of answers) {
    await profile.getByRole('group', { name: question }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(answer)}\\b`) }).check();
  }
  // The twelfth: what they would bring to the shared spaces (any number).
  await profile.getByRole('group', { name: 'What could you bring to the shared spaces?' }).getByRole('checkbox', { name: /^Dining table\b/ }).check();
  await profile.getByRole('button', { name: 'Save profile and continue' }).click();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The invite link mailed to `email` (the newest guarantor invite in the outbox), as a path on the site. */
export async function guarantorInviteLink(app: App, email: string): Promise<string> {
  const { db } = app.api.deps.database;
  const [mail] = await db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.toEmail, email), eq(outboxMessages.kind, 'guarantor_invite')))
    .orderBy(desc(outboxMessages.id)).limit(1);
  if (!mail) throw new Error(`no guarantor invite was mailed to ${email}`);
  const link = mail.body.match(/\/guarantor\?connection_id=[^\s]+/)?.[0];
  if (!link) throw new Error(`the invite mailed to ${email} has no link:\n${mail.body}`);
  return link;
}
