import { describe, expect, it } from 'vitest';
import { isPublicPage } from './publicPages';

describe('pages anyone may browse', () => {
  it.each([
    '/', '/listings', '/listings/', '/listings/nc/durham', '/listings/dallas-fort-worth', '/listings/id/12', '/about',
    '/homeowners', '/homeowners/safety', '/renters/travel-nurses', '/locations/durham-city-guide', '/hearth-for-universities',
    '/list', '/login', '/vendor-login', '/forgot-password', '/reset-password', '/verify-email', '/landlord-reference-form',
    '/testimonials', '/blog', '/blog/your-own-lease-in-a-shared-home',
  ])('%s is public', (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each([
    '/billing', '/profile', '/saved-listings', '/applications', '/listings/id/12/apply', '/manager/overview',
    '/manager/listings', '/renter-screening', '/resolution-center', '/vendor/jobs', '/leases/4', '/my-hearth', '/internal',
  ])('%s needs an account', (path) => {
    expect(isPublicPage(path)).toBe(false);
  });
});
