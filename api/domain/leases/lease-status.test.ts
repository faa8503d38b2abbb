import { describe, expect, it } from 'vitest';
import { leaseTransition } from './lease-status.js';

describe('the lease state machine', () => {
  it.each([
    ['prepared', 'tenant_sign', { ok: true, next: 'tenant_signed' }],
    ['tenant_signed', 'countersign', { ok: true, next: 'countersigned' }],
    ['prepared', 'countersign', { ok: false, code: 'tenant_must_sign_first' }],
    ['tenant_signed', 'tenant_sign', { ok: false, code: 'lease_already_signed' }],
    ['countersigned', 'countersign', { ok: false, code: 'lease_already_signed' }],
    ['countersigned', 'void', { ok: false, code: 'lease_already_signed' }],
    ['prepared', 'void', { ok: true, next: 'voided' }],
    ['voided', 'tenant_sign', { ok: false, code: 'lease_voided' }],
  ] as const)('%s + %s', (status, action, expected) => {
    expect(leaseTransition(status, action)).toEqual(expected);
  });
});
