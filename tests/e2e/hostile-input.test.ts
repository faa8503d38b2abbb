import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './support/app.js';
import { logInAsRenter } from './support/login.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

describe('text Hearth cannot save', () => {
  it('half an emoji pasted into the profile is named next to its field, not as a connection problem', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await logInAsRenter(page, 'tenant', '/profile');
    const occupation = page.getByLabel('Occupation');
    await occupation.waitFor();
    // What a paste of a cut emoji leaves: a lone high surrogate (keyboards cannot type one).
    await occupation.evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Baker \ud83e');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.getByRole('button', { name: 'Save profile' }).click();

    await page.getByText(/cannot save \(an invisible NUL character or half of an emoji\)/).waitFor();
    expect(await occupation.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/Check your connection/).count()).toBe(0);
  });
});
