import { describe, expect, it } from 'vitest';
import { mayActAs, rolesForNewAccount } from './roles.js';

describe('mayActAs', () => {
  it.each([
    { held: ['tenant'], role: 'tenant', may: true },
    { held: ['vendor'], role: 'tenant', may: true },
    { held: ['tenant'], role: 'manager', may: false },
    { held: ['manager', 'tenant'], role: 'manager', may: true },
    { held: ['manager'], role: 'vendor', may: false },
  ] as const)('a user holding $held may act as $role: $may', ({ held, role, may }) => {
    expect(mayActAs(held, role)).toBe(may);
  });
});

describe('rolesForNewAccount', () => {
  it('always includes tenant, once', () => {
    expect(rolesForNewAccount('tenant')).toEqual(['tenant']);
    expect(rolesForNewAccount('manager')).toEqual(['manager', 'tenant']);
    expect(rolesForNewAccount('vendor')).toEqual(['vendor', 'tenant']);
  });
});
