import { describe, expect, it } from 'vitest';
import { backArrowParent, loggedOutNavigation } from './navigation';

const labels = (path: string) => loggedOutNavigation(path).map((l) => l.label);

describe('logged-out navigation', () => {
  it('most pages offer Browse Listings, Why Hearth, Homeowners and Log in', () => {
    expect(labels('/listings')).toEqual(['Browse Listings', 'Why Hearth', 'Homeowners', 'Log in']);
    expect(labels('/about')).toEqual(['Browse Listings', 'Why Hearth', 'Homeowners', 'Log in']);
  });

  it('homeowner pages offer the owner journey and Get Started to /list', () => {
    for (const path of ['/homeowners', '/homeowners/safety', '/list', '/rent-estimate', '/case-studies', '/partner-meeting', '/landlord-reference-form', '/coliving-estimate']) {
      expect(labels(path)).toEqual(['Homeowners', 'How it Works', 'Price Estimate', 'Log In', 'Get Started']);
    }
    expect(loggedOutNavigation('/list').at(-1)).toEqual({ label: 'Get Started', path: '/list', primary: true });
    expect(loggedOutNavigation('/homeowners').find((l) => l.label === 'Price Estimate')?.path).toBe('/coliving-estimate');
  });

  it('vendor pages show the vendor variant', () => {
    expect(labels('/for-vendors')).toContain('Vendor Log in');
    expect(labels('/vendor-login')).toContain('For Vendors');
  });

  it('does not mistake /listings for /list', () => {
    expect(labels('/listings')).not.toContain('Get Started');
  });
});

describe('the back arrow', () => {
  it('listing detail goes back to browsing', () => {
    expect(backArrowParent('/listings/id/12')).toBe('/listings');
  });

  it('applying goes back to the listing', () => {
    expect(backArrowParent('/listings/id/12/apply')).toBe('/listings/id/12');
  });

  it('application and lease pages go to their parents', () => {
    expect(backArrowParent('/applications/5')).toBe('/applications');
    expect(backArrowParent('/leases/5')).toBe('/my-hearth');
  });

  it('other pages show the logo', () => {
    for (const path of ['/listings', '/listings/ga/atlanta', '/applications', '/profile']) expect(backArrowParent(path)).toBeNull();
  });
});
