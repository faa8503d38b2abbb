import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

/** What an integrator's script does: operation text with the token, no browser. */
async function scriptQuery(token: string, query: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string; v20Code?: string } }[] };
}

/**
 * Issue 15, walked by someone who has nothing yet: a blank account made in the browser
 * finds the Developers page in its menu, makes a token for one area, and a script can
 * read that area and nothing else.
 */
describe('a newcomer connects a script', () => {
  it('registers, creates a read-only listings token on the Developers page, and the token reads listings only', async () => {
    const page = await app.newPage({ width: 375, height: 812 });
    // API tokens are for homeowners' (and vendors') scripts: a renter's menu has no Developers page.
    await page.goto('/login?tab=register&role=homeowner');
    expect(await page.getByRole('radio', { name: /Homeowner/ }).isChecked()).toBe(true);
    const email = `integrator-${Date.now()}@hearth.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Developers' }).click();
    await page.waitForURL((url) => url.pathname === '/developers');
    await page.getByText('You have no API tokens yet.').waitFor();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const form = page.getByRole('form', { name: 'Create a token' });
    await form.getByLabel('Name').fill('My first script');
    await form.getByRole('checkbox', { name: 'Homes and listings: read' }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('api-token-secret').textContent())!.trim();
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('list', { name: 'API tokens' }).getByRole('listitem', { name: 'My first script' }).waitFor();

    const listings = await scriptQuery(secret, '{ viewer { isGuest } listings(first: 2) { edges { node { title } } } }');
    expect(listings.errors).toBeUndefined();
    expect(listings.data.viewer.isGuest).toBe(false);
    expect(listings.data.listings.edges.length).toBeGreaterThan(0);

    // Tickets are another area: the token was not given it.
    const tickets = await scriptQuery(secret, '{ viewer { maintenanceTickets(first: 1) { edges { node { id } } } } }');
    expect(tickets.data?.viewer?.maintenanceTickets ?? null).toBeNull();
    expect(JSON.stringify(tickets.errors)).toMatch(/scope/i);
  });
});
