import { describe, expect, it } from 'vitest';
import { crashAction } from './crashRecovery';

describe('after a render crash', () => {
  it('the first crash reloads the same page once with error_reload', () => {
    expect(crashAction('/profile', '')).toEqual({ kind: 'reload', url: '/profile?error_reload=1' });
    expect(crashAction('/listings', '?sort=budget_asc')).toEqual({ kind: 'reload', url: '/listings?sort=budget_asc&error_reload=1' });
  });

  it('a second crash sends the user to /listings', () => {
    expect(crashAction('/profile', '?error_reload=1')).toEqual({ kind: 'go-to-safe-page', url: '/listings' });
  });

  it('a second crash on /listings itself stops instead of looping', () => {
    expect(crashAction('/listings', '?error_reload=1')).toEqual({ kind: 'give-up' });
  });
});
