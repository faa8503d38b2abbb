// Issue 15, the Developers page in Chromium: a manager registers an endpoint (a real
// receiver on loopback, which the test api allows), sees its secret once, sends a test
// event and watches its delivery succeed, rotates the secret (both signatures arrive
// during the overlap) and deletes it. Then the explorer: staff run a query in
// GraphiQL with their own session; a manager gets the explanation instead.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { verifySignature } from '../../common/webhook-signature.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { startApp, type App } from './support/app.js';
import { logInAs, logInAsRenter } from './support/login.js';

let app: App;
let receiver: WebhookReceiver;
beforeAll(async () => {
  app = await startApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

const logInAsManagerAt = (page: Page, desiredPage: string) => logInAs(page, demoUser('manager').email, /^Homeowner\b/, desiredPage);
const signatureOf = (i: number) => receiver.received[i]!.headers['hearth-signature'] as string;

describe('a manager\'s webhooks on /developers/webhooks', () => {
  it('registers an endpoint, tests it, rotates its secret and deletes it', async () => {
    const page = await app.newPage({ width: 375, height: 800 });
    await logInAsManagerAt(page, '/developers/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No endpoints yet.', { exact: false }).waitFor();

    // A private address is refused, next to the URL field.
    const form = page.getByRole('region', { name: 'Add an endpoint' });
    const urlField = form.getByLabel('Endpoint URL');
    await urlField.fill('http://10.0.0.7/hook');
    await form.getByRole('checkbox', { name: /All event types/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => urlField.getAttribute('aria-invalid')).toBe('true');
    const urlError = await urlField.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${urlError}"]`).textContent()).toMatch(/private|not allowed|address/i);

    // The receiver: registered with every event type, its secret shown once.
    await urlField.fill(`${receiver.url}/hearth`);
    await form.getByLabel('Description (optional)').fill('Our CRM');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const firstSecret = (await form.getByTestId('webhook-secret').textContent())!;
    expect(firstSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const card = page.getByRole('article', { name: `${receiver.url}/hearth` });
    await card.getByText('Our CRM').waitFor();
    await card.getByText('Nothing delivered yet.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'I have stored it' }).click();
    expect(await form.getByTestId('webhook-secret').count()).toBe(0);

    // A test event reaches the receiver, and its delivery shows as delivered, without a reload.
    await card.getByRole('button', { name: 'Send test event' }).click();
    const deliveries = card.getByRole('region', { name: 'Recent deliveries' });
    await deliveries.getByText('Delivered').waitFor({ timeout: 20_000 });
    await deliveries.getByText('webhook.test').waitFor();
    await deliveries.getByText('HTTP 200', { exact: false }).waitFor();
    expect(receiver.received).toHaveLength(1);
    expect(verifySignature(firstSecret, receiver.received[0]!.rawBody, signatureOf(0)).ok).toBe(true);

    // Rotating with a one-hour overlap: a new secret once, and deliveries signed with both.
    await card.getByLabel('Old secret keeps working for').selectOption({ label: '1 hour' });
    await card.getByRole('button', { name: 'Rotate secret' }).click();
    const newSecret = (await card.getByTestId('webhook-secret').textContent())!;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(firstSecret);
    await card.getByText('The previous secret also signs deliveries until', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'I have stored it' }).click();
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    for (const secret of [firstSecret, newSecret]) expect(verifySignature(secret, receiver.received[1]!.rawBody, signatureOf(1)).ok).toBe(true);
    await expect.poll(() => deliveries.getByText('Delivered').count(), { timeout: 20_000 }).toBe(2);

    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Deleting asks first.
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete endpoint' }).click();
    await page.getByText('No endpoints yet.', { exact: false }).waitFor();
  });
});

describe('the API explorer on /developers/explorer', () => {
  it('runs a staff member\'s query with their own session', async () => {
    const page = await app.newPage();
    await logInAsRenter(page, 'staff', '/developers/explorer');
    await page.getByRole('heading', { level: 1, name: 'API explorer' }).waitFor();
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();
    await editor.evaluate((el) => (el as unknown as { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue('{ viewer { isStaff } }'));
    await page.getByRole('button', { name: /Execute query/ }).click();
    const result = page.locator('.graphiql-response');
    await expect.poll(async () => (await result.textContent())?.replace(/\s+/g, ''), { timeout: 15_000 }).toContain('"isStaff":true');
  });

  it('runs a manager\'s query on their session, metered like an API token, with the published schema as docs', async () => {
    const page = await app.newPage({ width: 375, height: 800 });
    await logInAsManagerAt(page, '/developers/explorer');
    await page.getByRole('heading', { level: 1, name: 'API explorer' }).waitFor();
    await page.getByText('same budget as an', { exact: false }).waitFor();
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();
    await editor.evaluate((el) => (el as unknown as { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue('{ viewer { currentRole } }'));
    await page.getByRole('button', { name: /Execute query/ }).click();
    const result = page.locator('.graphiql-response');
    await expect.poll(async () => (await result.textContent())?.replace(/\s+/g, ''), { timeout: 15_000 }).toContain('"currentRole":"MANAGER"');
    expect((await result.textContent())?.replace(/\s+/g, '')).toContain('"requestedQueryCost"');
    expect(await page.getByRole('alert').filter({ hasText: 'schema could not be loaded' }).count()).toBe(0);
  });
});
