import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';

/**
 * /internal/users, one user, and /internal/audit. Their queries run in the pages,
 * which the staff layout renders only for staff (anyone else sees not-found).
 */
export const staffUserRoutes = (_environment: Environment, _isStaff: (environment: Environment) => Promise<boolean>): RouteObject[] => [
  { path: 'users', lazy: async () => ({ Component: (await import('./StaffUsers')).StaffUsers }) },
  { path: 'users/:userId', lazy: async () => ({ Component: (await import('./StaffUserPage')).StaffUserPage }) },
  { path: 'audit', lazy: async () => ({ Component: (await import('./StaffAudit')).StaffAudit }) },
];
