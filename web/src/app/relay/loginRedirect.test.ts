import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeDesiredPage } from './loginRedirect';

describe('sending a signed-out user to log in', () => {
  it('keeps the page they were on as desired_page', () => {
    expect(loginUrlFor('/listings/id/12')).toBe('/login?desired_page=%2Flistings%2Fid%2F12');
    expect(loginUrlFor('/saved-listings', '?x=1')).toBe('/login?desired_page=%2Fsaved-listings%3Fx%3D1');
  });

  it('vendors go to the vendor login', () => {
    expect(loginUrlFor('/vendor/jobs')).toBe('/vendor-login?desired_page=%2Fvendor%2Fjobs');
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
