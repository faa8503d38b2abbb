import { describe, expect, it } from 'vitest';
import { loginPathFor, loginUrlFor, pageAfterSignIn, safeDesiredPage } from './loginRedirect';

describe('sending a signed-out user to log in', () => {
  it('keeps the page they were on as desired_page', () => {
    expect(loginUrlFor('/listings/id/12')).toBe('/login?desired_page=%2Flistings%2Fid%2F12');
    expect(loginUrlFor('/saved-listings', '?x=1')).toBe('/login?desired_page=%2Fsaved-listings%3Fx%3D1');
  });

  it('vendors go to the vendor login', () => {
    expect(loginUrlFor('/vendor/jobs')).toBe('/vendor-login?desired_page=%2Fvendor%2Fjobs');
  });

  it('spec §6: the vendor login for every path that starts with /vendor, the login elsewhere', () => {
    for (const path of ['/vendor/jobs', '/vendor/my-jobs', '/vendor/dashboard', '/vendor/settings', '/vendor/onboard', '/vendor-login']) {
      expect(loginPathFor(path)).toBe('/vendor-login');
    }
    for (const path of ['/listings', '/manager/listings', '/profile', '/for-vendors', '/']) expect(loginPathFor(path)).toBe('/login');
  });
});

describe('landing after signing in', () => {
  it('a vendor without a page to return to lands on the available jobs', () => {
    expect(pageAfterSignIn(null, 'vendor')).toBe('/vendor/jobs');
    expect(pageAfterSignIn('/vendor-login', 'vendor')).toBe('/vendor/jobs');
  });

  it('each other role lands on its home, and a page asked for wins', () => {
    expect(pageAfterSignIn(null, 'manager')).toBe('/manager/overview');
    expect(pageAfterSignIn(null, 'tenant')).toBe('/listings');
    expect(pageAfterSignIn(null, null)).toBe('/listings');
    expect(pageAfterSignIn('/vendor/onboard', 'vendor')).toBe('/vendor/onboard');
  });
});

describe('returning after login', () => {
  it('goes back to a page on this site', () => {
    expect(safeDesiredPage('/listings/id/12')).toBe('/listings/id/12');
    expect(safeDesiredPage('/listings?sort=budget_asc')).toBe('/listings?sort=budget_asc');
  });

  it('never leaves the site or loops on the login page', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/vendor-login?x=1', '', null]) {
      expect(safeDesiredPage(bad)).toBe('/listings');
    }
  });
});
