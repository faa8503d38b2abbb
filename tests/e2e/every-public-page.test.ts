import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BRAND } from '../../common/brand.js';
import { CITY_PAGES } from '../../common/regions.js';
import { startApp, type App } from './support/app.js';

// Spec §2 "Public pages" and "City listing pages", walked as a logged-out visitor on
// a phone: every route renders its own page (one heading, a title of its own, real
// text), none is a placeholder or the not-found page, none is wider than the phone,
// and every footer link ends on such a page.
const SPEC_PUBLIC_PAGES = [
  '/', '/about', '/testimonials', '/press', '/homeowners', '/homeowners/setup', '/homeowners/lease-up',
  '/homeowners/tenant-payments', '/homeowners/tenant-management', '/homeowners/safety', '/coliving-estimate',
  '/rent-estimate', '/case-studies', '/list', '/partner-meeting', '/landlord-reference-form', '/for-vendors',
  '/vendor-login', '/for-realtors', '/corporate-housing', `/${BRAND}-for-universities`, '/renters/travel-nurses',
  '/renters/digital-nomads', '/blog', '/leave-feedback',
  ...['atlanta', 'charlotte', 'durham', 'raleigh'].map((city) => `/locations/${city}-city-guide`),
  ...CITY_PAGES.map((page) => `/listings/${page.slug}`),
];

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

interface Seen { heading: string; title: string; words: number; placeholder: boolean; notFound: boolean; width: number }

async function look(page: Page, path: string): Promise<Seen> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 15_000 });
  // Data sections (featured homes, live figures, cards) fill in after the heading.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const text = await page.locator('main').innerText();
  return {
    heading: (await heading.textContent())!.trim(),
    title: await page.title(),
    words: text.split(/\s+/).filter(Boolean).length,
    placeholder: /coming soon|lorem ipsum/i.test(text),
    notFound: /We couldn't find that page/.test(text),
    width: await page.evaluate(() => document.documentElement.scrollWidth),
  };
}

describe('every public page of spec §2', () => {
  it('renders a real page of its own on a phone', async () => {
    const page = await app.newPage({ width: 375, height: 800 });
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const path of SPEC_PUBLIC_PAGES) {
      const seen = await look(page, path).catch((err: Error) => ({ error: err.message }) as const);
      if ('error' in seen) { problems.push(`${path}: no heading (${seen.error.split('\n')[0]})`); continue; }
      if (seen.placeholder) problems.push(`${path}: placeholder text`);
      if (seen.notFound) problems.push(`${path}: not-found page`);
      if (seen.words < 25) problems.push(`${path}: only ${seen.words} words`);
      if (seen.width > 375) problems.push(`${path}: ${seen.width}px wide on a 375px phone`);
      if (titles.has(seen.title)) problems.push(`${path}: same title as ${titles.get(seen.title)} (“${seen.title}”)`);
      titles.set(seen.title, path);
    }
    expect(problems).toEqual([]);
  });

  it('every footer link leads to one of those pages, or another real page', async () => {
    const page = await app.newPage();
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();
    const hrefs = await page.getByRole('contentinfo').getByRole('link').evaluateAll(
      (links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))].filter((h) => h.startsWith('/')),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const href of hrefs) {
      const seen = await look(page, href).catch(() => null);
      if (!seen || seen.placeholder || seen.notFound) problems.push(href);
    }
    expect(problems).toEqual([]);
  });
});

describe('the three logged-out navigations (spec §2)', () => {
  const navLabels = async (page: Page, path: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
    return (await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).map((t) => t.trim());
  };

  it('homeowner pages, vendor pages and all others each show their own', async () => {
    const page = await app.newPage();
    for (const path of ['/homeowners', '/homeowners/safety', '/coliving-estimate', '/rent-estimate', '/case-studies', '/partner-meeting']) {
      expect(await navLabels(page, path), path).toEqual(['Homeowners', 'How it Works', 'Price Estimate', 'Log In', 'Get Started']);
    }
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/list');
    expect(await navLabels(page, '/for-vendors')).toEqual(['For Vendors', 'Browse Listings', 'Vendor Log in']);
    for (const path of ['/', '/about', '/blog', '/renters/travel-nurses', '/locations/durham-city-guide']) {
      expect(await navLabels(page, path), path).toEqual(['Browse Listings', 'Why Hearth', 'Homeowners', 'Log in']);
    }
  });
});
