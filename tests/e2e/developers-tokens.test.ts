import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { logInAs } from './support/login.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

/** What an integrator's script does: POST operation text with the token, no browser involved. */
async function scriptQuery(token: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { isGuest currentRole } listings(first: 1) { edges { node { title } } } }' }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('a manager\'s API token', () => {
  it('is created on the Developers page, works for a script, and stops working once revoked', async () => {
    const page = await app.newPage({ width: 375, height: 812 });
    await logInAs(page, 'manager@hearth.test', /^Homeowner\b/, '/profile');
    // At phone width the account's links are in the header's menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Developers' }).click();
    await page.waitForURL((url) => url.pathname === '/developers');
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    await page.getByText('You have no API tokens yet.').waitFor();

    const form = page.getByRole('form', { name: 'Create a token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await form.getByText('Give the token a name.').waitFor();
    await form.getByText('Choose at least one scope.').waitFor();

    await form.getByLabel('Name').fill('Portfolio sync');
    await form.getByRole('checkbox', { name: 'Homes and listings: read' }).check();
    await form.getByLabel('Expires').selectOption({ label: 'In 90 days' });
    await form.getByRole('button', { name: 'Create token' }).click();

    const secret = (await page.getByTestId('api-token-secret').textContent())!.trim();
    expect(secret.split('.')).toHaveLength(3);
    await page.getByText('It will not be shown again').waitFor();
    const item = page.getByRole('list', { name: 'API tokens' }).getByRole('listitem', { name: 'Portfolio sync' });
    await item.getByText(`…${secret.slice(-6)}`).waitFor();
    await item.getByText('never used').waitFor();
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByTestId('api-token-secret').count()).toBe(0);

    const first = await scriptQuery(secret);
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.viewer).toEqual({ isGuest: false, currentRole: 'MANAGER' });
    expect(first.body.data.listings.edges).toHaveLength(1);

    await page.reload();
    await item.getByText(/last used/).waitFor();
    await item.getByRole('button', { name: 'Revoke' }).click();
    await item.getByRole('button', { name: 'Yes, revoke' }).click();
    await item.getByText('Revoked', { exact: true }).waitFor();

    const after = await scriptQuery(secret);
    expect(after.body.data ?? null).toBeNull();
    // Operation text is refused for a token the api no longer confirms; a persisted one would be UNAUTHENTICATED.
    expect(after.body.errors?.[0]?.message).toMatch(/persisted/i);
    const persisted = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: await tokensQueryId() } } }),
    });
    const refused = (await persisted.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a script that loops on an API token', () => {
  it('spends the budget, then is answered 429 THROTTLED with Retry-After', async () => {
    const session = await app.api.login('manager', 'manager');
    const created = await app.api.call('POST', '/authentication-token', {
      token: session, body: { name: 'Greedy loop', scopes: ['tickets:read'], expires_in_days: 7 },
    });
    expect(created.statusCode).toBe(201);
    const token = created.json().token as string;
    // Each asks for up to 2 × 101 v20 calls (100 tickets, each with its updates), taken from a
    // budget of 1,000 before it runs and given back after as far as unused: a few at once
    // hold more than the bucket has.
    const page = 'viewer { maintenanceTickets(first: 100) { edges { node { updates(first: 1) { edges { node { id } } } } } } }';
    const query = `{ a: ${page} b: ${page} }`;
    const send = () => fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    let throttled: Response | undefined;
    for (let round = 0; round < 100 && !throttled; round += 1) {
      for (const res of await Promise.all(Array.from({ length: 8 }, send))) {
        if (res.status === 429) throttled = res;
      }
    }
    expect(throttled?.status).toBe(429);
    expect(Number(throttled!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await throttled!.json()) as {
      errors: { extensions: { code: string } }[];
      extensions: { cost: { requestedQueryCost: number; throttleStatus: { currentlyAvailable: number } } };
    };
    expect(body.errors[0]!.extensions.code).toBe('THROTTLED');
    // Refused because what is left is less than what it asks for.
    expect(body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(body.extensions.cost.requestedQueryCost);
  });
});

/** The id of a query the web itself runs (the tokens tab's), from the persisted operations. */
async function tokensQueryId(): Promise<string> {
  const { readFileSync } = await import('node:fs');
  const ops = JSON.parse(readFileSync('web/persisted-queries.json', 'utf8')) as Record<string, string>;
  return Object.entries(ops).find(([, text]) => text.startsWith('query DevelopersApiTokensQuery'))![0];
}
