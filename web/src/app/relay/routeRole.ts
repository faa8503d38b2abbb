// Spec §2 "Route-to-role mapping" and §4 "Role switching": the URL implies a role,
// and a user who holds that role is moved into it automatically.
import type { UserRole } from '../../../../common/enums';

const TENANT_PREFIXES = [
  '/listings', '/applications', '/leases', '/billing', '/about', '/renter-support', '/renter-screening',
  '/guarantor', '/renter-confirmation', '/renter-income-verification', '/guarantor-complete',
];

export function roleForPath(pathname: string): UserRole | null {
  if (pathname.startsWith('/manager/') || pathname === '/list') return 'manager';
  if (pathname.startsWith('/vendor/')) return 'vendor';
  // Plain prefixes, as the spec says: `/guarantor` also covers `/guarantor-complete`.
  if (TENANT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'tenant';
  return null;
}

export interface RoleState {
  isGuest: boolean;
  currentRole: UserRole | null;
  roles: readonly UserRole[];
}

/** The role to re-assume for this page, or null when nothing should change. */
export function roleToReassume(pathname: string, viewer: RoleState): UserRole | null {
  if (viewer.isGuest) return null;
  const wanted = roleForPath(pathname);
  if (!wanted || wanted === viewer.currentRole) return null;
  return viewer.roles.includes(wanted) ? wanted : null;
}

/** Where a role switch lands, so the new role is not immediately switched back by the URL. */
export function homePathForRole(role: UserRole): string {
  if (role === 'manager') return '/manager/overview';
  if (role === 'vendor') return '/vendor/jobs';
  return '/listings';
}

/** GraphQL spells roles in capitals (`MANAGER`); the spec and tokens in lower case. */
export function userRoleFromGraphQL(value: string | null | undefined): UserRole | null {
  const role = value?.toLowerCase();
  return role === 'tenant' || role === 'manager' || role === 'vendor' ? role : null;
}
