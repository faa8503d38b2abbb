import { describe, expect, it } from 'vitest';
import { homePathForRole, roleForPath, roleToReassume } from './routeRole';

describe('the role a page implies', () => {
  it.each([
    ['/manager/tenants', 'manager'],
    ['/list', 'manager'],
    ['/listings', 'tenant'],
    ['/listings/id/12', 'tenant'],
    ['/listings/ga/atlanta', 'tenant'],
    ['/applications/3', 'tenant'],
    ['/leases/9', 'tenant'],
    ['/billing', 'tenant'],
    ['/about', 'tenant'],
    ['/guarantor-complete', 'tenant'],
    ['/renter-income-verification', 'tenant'],
    ['/vendor/jobs', 'vendor'],
  ])('%s implies %s', (path, role) => {
    expect(roleForPath(path)).toBe(role);
  });

  it.each(['/', '/profile', '/saved-listings', '/login', '/manager', '/vendor-login', '/list-your-home', '/homeowners'])(
    '%s implies no role',
    (path) => {
      expect(roleForPath(path)).toBeNull();
    },
  );
});

describe('re-assuming the role the URL implies', () => {
  const manager = { isGuest: false, currentRole: 'manager' as const, roles: ['manager', 'tenant'] as const };

  it('a manager who is also a tenant opening /listings is moved to tenant', () => {
    expect(roleToReassume('/listings', manager)).toBe('tenant');
  });

  it('nothing changes when the token already carries the role', () => {
    expect(roleToReassume('/manager/ledger', manager)).toBeNull();
  });

  it('nothing changes when the user does not hold the role', () => {
    expect(roleToReassume('/vendor/jobs', manager)).toBeNull();
  });

  it('nothing changes for guests or pages without a role', () => {
    expect(roleToReassume('/manager/ledger', { isGuest: true, currentRole: null, roles: [] })).toBeNull();
    expect(roleToReassume('/profile', manager)).toBeNull();
  });

  it('a switch lands on a page of the new role', () => {
    expect(roleForPath(homePathForRole('manager'))).toBe('manager');
    expect(roleForPath(homePathForRole('vendor'))).toBe('vendor');
    expect(roleForPath(homePathForRole('tenant'))).toBe('tenant');
  });
});
