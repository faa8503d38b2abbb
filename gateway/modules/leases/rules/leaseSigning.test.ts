import { describe, expect, it } from 'vitest';
import { viewerCanSign } from './leaseSigning.js';

describe('whose turn it is to sign', () => {
  it.each([
    ['prepared', 'tenant', '7', true],
    ['prepared', 'tenant', '8', false],
    ['prepared', 'manager', '9', false],
    ['tenant_signed', 'tenant', '7', false],
    ['tenant_signed', 'manager', '9', true],
    ['countersigned', 'manager', '9', false],
    ['voided', 'tenant', '7', false],
    ['tenant_signed', 'vendor', '9', false],
  ] as const)('a %s lease, viewed as %s (user %s): %s', (status, role, userId, expected) => {
    expect(viewerCanSign({ status, tenantUserId: '7' }, { userId, role })).toBe(expected);
  });
});
