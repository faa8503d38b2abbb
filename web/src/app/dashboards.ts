// Spec §2 areas where people work rather than browse: the manager's and vendor's
// dashboards and the staff area. They get a one-line footer and no site banner.

/** Whether a path is a dashboard: /manager/…, /vendor/… (not /vendor-login) or /internal…. */
export function isDashboardPath(pathname: string): boolean {
  return /^\/(manager|vendor)\//.test(pathname) || pathname === '/internal' || pathname.startsWith('/internal/');
}
