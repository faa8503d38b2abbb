import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../../api/db/seed/demo-users.js';
import { startApp, type App } from './support/app.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const GARBAGE = 'not-a-jwt';

async function pageWithGarbageToken() {
  const page = await app.newPage();
  await page.context().addCookies([{ name: 'hearth_token', value: GARBAGE, url: app.url }]);
  const token = async () => (await page.context().cookies()).find((c) => c.name === 'hearth_token')?.value;
  return { page, token };
}

describe('a token cookie that is not a token', () => {
  it('on a signed-in page, is cleared and the visitor is asked to log in, then brought back', async () => {
    const { page, token } = await pageWithGarbageToken();
    await page.goto('/billing');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('desired_page') === '/billing');
    const form = page.getByRole('form', { name: 'Log in' });
    expect(await token()).not.toBe(GARBAGE);
    await form.getByLabel('Email').fill(demoUser('tenant').email);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
  });

  it('on a public page, does not get in the way of browsing', async () => {
    const { page, token } = await pageWithGarbageToken();
    await page.goto('/listings/nc/durham');
    await page.getByRole('heading', { level: 1, name: 'Rooms for rent in Durham, NC' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/listings/nc/durham');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
    expect(await token()).not.toBe(GARBAGE);
  });
});
