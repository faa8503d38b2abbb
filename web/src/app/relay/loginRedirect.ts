// Spec §6: a 401 sends the user to /login (or /vendor-login under /vendor) with
// `desired_page`, and a successful login returns there.
import type { UserRole } from '../../../../common/enums';
import { homePathForRole } from './routeRole';

export function loginPathFor(pathname: string): string {
  return pathname.startsWith('/vendor') ? '/vendor-login' : '/login';
}

/** The sign-in page that brings the user back to `page` (path plus search) afterwards. */
export function loginUrlFor(pathname: string, search = ''): string {
  const desired = pathname + search;
  return `${loginPathFor(pathname)}?desired_page=${encodeURIComponent(desired)}`;
}

const LOGIN_PAGES = ['/login', '/vendor-login'];

/**
 * Where to go after signing in. Only a path on this site is accepted: anything
 * else (`//evil.example`, `https://…`, `javascript:`) would make the login page an
 * open redirect.
 */
export function safeDesiredPage(value: string | null | undefined, fallback = '/listings'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  const path = value.split(/[?#]/)[0];
  if (LOGIN_PAGES.includes(path)) return fallback;
  return value;
}

/**
 * Where a sign-in (login or registration) lands: the page asked for, else the home
 * of the role the session carries (a vendor on /vendor/jobs, a manager on the overview).
 */
export function pageAfterSignIn(desiredPage: string | null | undefined, role: UserRole | null): string {
  return safeDesiredPage(desiredPage, homePathForRole(role ?? 'tenant'));
}
