import { BRAND, BRAND_NAME } from '../../../../common/brand.js';
import type { UserRole } from '../../../../common/enums.js';

/** What the navigation's visibility rules (spec §2, §6) depend on. */
export interface NavigationFacts {
  role: UserRole;
  hasSignedTenantLease: boolean;
  hasCompletedApplication: boolean;
  hasResolutionCases: boolean;
  /** A lifecycle sent to the manager whose manager lease is not signed yet. */
  hasSentLifecycleWithUnsignedManagerLease: boolean;
  /** The payments-provider (Stripe Connect) account is connected. */
  paymentsAccountConnected: boolean;
  managerHasBuildings: boolean;
  serviceProviderOnboardingCompleted: boolean;
}

export interface NavigationItem {
  key: string;
  label: string;
  path: string;
  hasRedDot: boolean;
}

type Entry = [key: string, label: string, path: string, shown?: boolean, hasRedDot?: boolean];

const items = (entries: Entry[]): NavigationItem[] =>
  entries
    .filter(([, , , shown = true]) => shown)
    .map(([key, label, path, , hasRedDot = false]) => ({ key, label, path, hasRedDot }));

const MY_BRAND_PATH = `/my-${BRAND}`;

function tenantNavigation(f: NavigationFacts): NavigationItem[] {
  return items([
    ['browse_listings', 'Browse Listings', '/listings'],
    ['applications', 'Applications', '/applications'],
    [`my_${BRAND}`, `My ${BRAND_NAME}`, MY_BRAND_PATH],
    ['promote_listing', 'Promote Listing', `${MY_BRAND_PATH}#promote-listing`, f.hasSignedTenantLease],
    ['billing', 'Billing', '/billing'],
    ['profile', 'Profile', '/profile'],
    ['saved_listings', 'Saved', '/saved-listings'],
    ['guarantor', 'Guarantor', '/guarantor', f.hasCompletedApplication],
    ['renter_animals', 'Pets & Animals', '/renter-animals', f.hasCompletedApplication],
    ['renter_support', 'Support', '/renter-support'],
    ['resolution_center', 'Resolution Center', '/resolution-center', f.hasResolutionCases],
  ]);
}

function managerNavigation(f: NavigationFacts): NavigationItem[] {
  return items([
    // The manager's home (not a spec §2 path): occupancy, applicants, tickets, rent roll.
    ['manager_overview', 'Overview', '/manager/overview'],
    ['manager_listings', 'Listings', '/manager/listings'],
    ['manager_tenants', 'Tenants', '/manager/tenants', true, f.hasSentLifecycleWithUnsignedManagerLease],
    ['manager_service', 'Service Tickets', '/manager/service'],
    ['manager_ledger', 'Ledger & Payments', '/manager/ledger'],
    ['manager_notifications', 'Notifications', '/manager/notifications'],
    ['manager_account_link', 'Set Up Automatic Payments', '/manager/account-link',
      !f.paymentsAccountConnected && f.managerHasBuildings],
    ['manager_promote_listings', 'Promote Listings', '/manager/promote-listings'],
    ['profile', 'Profile', '/profile'],
    ['resolution_center', 'Resolution Center', '/resolution-center', f.hasResolutionCases],
  ]);
}

/**
 * The vendor pages stay in the navigation before onboarding is done (they show
 * "This area will be available once you've finished your onboarding."); the
 * onboarding link comes first until then.
 */
function vendorNavigation(f: NavigationFacts): NavigationItem[] {
  return items([
    ['vendor_onboard', 'Resume Onboarding', '/vendor/onboard', !f.serviceProviderOnboardingCompleted],
    ['vendor_jobs', 'Available Jobs', '/vendor/jobs'],
    ['vendor_my_jobs', 'My Jobs', '/vendor/my-jobs'],
    ['vendor_dashboard', 'Dashboard', '/vendor/dashboard'],
    ['vendor_settings', 'Profile', '/vendor/settings'],
  ]);
}

/** The main navigation of the current role, already filtered by the spec's rules. */
export function navigationFor(facts: NavigationFacts): NavigationItem[] {
  switch (facts.role) {
    case 'tenant':
      return tenantNavigation(facts);
    case 'manager':
      return managerNavigation(facts);
    case 'vendor':
      return vendorNavigation(facts);
  }
}
