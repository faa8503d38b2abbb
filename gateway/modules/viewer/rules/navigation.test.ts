import { describe, expect, it } from 'vitest';
import { navigationFor, type NavigationFacts } from './navigation.js';

const tenant: NavigationFacts = {
  role: 'tenant',
  hasSignedTenantLease: false,
  hasCompletedApplication: false,
  hasResolutionCases: false,
  hasSentLifecycleWithUnsignedManagerLease: false,
  paymentsAccountConnected: false,
  managerHasBuildings: false,
  serviceProviderOnboardingCompleted: false,
};
const manager: NavigationFacts = { ...tenant, role: 'manager' };
const vendor: NavigationFacts = { ...tenant, role: 'vendor' };

const paths = (facts: NavigationFacts) => navigationFor(facts).map((item) => item.path);

describe('tenant navigation', () => {
  it('a new tenant sees browse, applications, My Hearth, billing, profile, saved and support', () => {
    expect(paths(tenant)).toEqual([
      '/listings', '/applications', '/my-hearth', '/billing', '/profile', '/saved-listings', '/renter-support',
    ]);
    expect(navigationFor(tenant).find((i) => i.path === '/my-hearth')?.label).toBe('My Hearth');
  });

  it.each([
    ['#promote-listing appears only with a signed lease', { hasSignedTenantLease: true }, '/my-hearth#promote-listing'],
    ['Guarantor appears only with a completed application', { hasCompletedApplication: true }, '/guarantor'],
    ['Pets & Animals appears only with a completed application', { hasCompletedApplication: true }, '/renter-animals'],
    ['Resolution Center appears only when the user has cases', { hasResolutionCases: true }, '/resolution-center'],
  ] as const)('%s', (_rule, facts, path) => {
    expect(paths(tenant)).not.toContain(path);
    expect(paths({ ...tenant, ...facts })).toContain(path);
  });

  it('labels /renter-animals "Pets & Animals"', () => {
    const item = navigationFor({ ...tenant, hasCompletedApplication: true }).find((i) => i.path === '/renter-animals');
    expect(item?.label).toBe('Pets & Animals');
  });
});

describe('manager navigation', () => {
  it('shows the manager pages, the overview first, and no tenant pages', () => {
    expect(paths(manager)).toEqual([
      '/manager/overview', '/manager/listings', '/manager/tenants', '/manager/service', '/manager/ledger', '/manager/notifications',
      '/manager/promote-listings', '/profile',
    ]);
  });

  it.each([
    ['not connected, has buildings', { paymentsAccountConnected: false, managerHasBuildings: true }, true],
    ['not connected, no buildings', { paymentsAccountConnected: false, managerHasBuildings: false }, false],
    ['connected, has buildings', { paymentsAccountConnected: true, managerHasBuildings: true }, false],
    ['connected, no buildings', { paymentsAccountConnected: true, managerHasBuildings: false }, false],
  ] as const)('Set Up Automatic Payments when %s: %s', (_case, facts, shown) => {
    const item = navigationFor({ ...manager, ...facts }).find((i) => i.path === '/manager/account-link');
    expect(Boolean(item)).toBe(shown);
    if (item) expect(item.label).toBe('Set Up Automatic Payments');
  });

  it.each([
    [true, true],
    [false, false],
  ])('/manager/tenants has a red dot when a sent lifecycle has an unsigned manager lease (%s)', (unsigned, dot) => {
    const tenants = navigationFor({ ...manager, hasSentLifecycleWithUnsignedManagerLease: unsigned })
      .find((i) => i.path === '/manager/tenants');
    expect(tenants?.hasRedDot).toBe(dot);
  });

  it('Resolution Center appears only when the manager has cases', () => {
    expect(paths(manager)).not.toContain('/resolution-center');
    expect(paths({ ...manager, hasResolutionCases: true })).toContain('/resolution-center');
  });

  it('no other item ever has a red dot', () => {
    const all = navigationFor({ ...manager, hasSentLifecycleWithUnsignedManagerLease: true, hasResolutionCases: true });
    expect(all.filter((i) => i.hasRedDot).map((i) => i.path)).toEqual(['/manager/tenants']);
  });
});

describe('vendor navigation', () => {
  it('before onboarding is completed, offers to resume it first', () => {
    expect(paths(vendor)).toEqual(['/vendor/onboard', '/vendor/jobs', '/vendor/my-jobs', '/vendor/dashboard', '/vendor/settings']);
  });

  it('after onboarding, shows jobs, my jobs, dashboard and settings (labelled Profile)', () => {
    const nav = navigationFor({ ...vendor, serviceProviderOnboardingCompleted: true });
    expect(nav.map((i) => [i.path, i.label])).toEqual([
      ['/vendor/jobs', 'Available Jobs'], ['/vendor/my-jobs', 'My Jobs'], ['/vendor/dashboard', 'Dashboard'],
      ['/vendor/settings', 'Profile'],
    ]);
  });
});

it('keys are unique within each navigation', () => {
  const everything = { ...tenant, hasSignedTenantLease: true, hasCompletedApplication: true, hasResolutionCases: true, managerHasBuildings: true };
  for (const role of ['tenant', 'manager', 'vendor'] as const) {
    const keys = navigationFor({ ...everything, role }).map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
  }
});
