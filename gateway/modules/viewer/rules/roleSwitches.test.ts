import { describe, expect, it } from 'vitest';
import { roleSwitchesFor, type RoleSwitchFacts } from './roleSwitches.js';

const none = { managesAnyBuilding: false, hasAssociatedResidentialServiceProvider: false, hasCompletedApplication: false };
const offered = (facts: RoleSwitchFacts) => roleSwitchesFor(facts).map((s) => s.label);

describe('role switches (spec §6)', () => {
  it.each<[string, RoleSwitchFacts, string[]]>([
    ['a tenant with nothing else sees no switch', { role: 'tenant', ...none }, []],
    ['a tenant who manages a building sees Switch to manager', { role: 'tenant', ...none, managesAnyBuilding: true }, ['Switch to manager']],
    ['a tenant associated with a service provider sees Switch to vendor',
      { role: 'tenant', ...none, hasAssociatedResidentialServiceProvider: true }, ['Switch to vendor']],
    ['a tenant with both sees both', { role: 'tenant', ...none, managesAnyBuilding: true, hasAssociatedResidentialServiceProvider: true },
      ['Switch to manager', 'Switch to vendor']],
    ['a tenant is never offered tenant, even with a completed application',
      { role: 'tenant', ...none, hasCompletedApplication: true }, []],
    ['a manager without a completed application sees no switch', { role: 'manager', ...none, managesAnyBuilding: true }, []],
    ['a manager with a completed application sees Switch to tenant', { role: 'manager', ...none, hasCompletedApplication: true }, ['Switch to tenant']],
    ['a vendor without a completed application sees no switch', { role: 'vendor', ...none, hasAssociatedResidentialServiceProvider: true }, []],
    ['a vendor with a completed application sees Switch to tenant', { role: 'vendor', ...none, hasCompletedApplication: true }, ['Switch to tenant']],
  ])('%s', (_rule, facts, expected) => {
    expect(offered(facts)).toEqual(expected);
  });

  it('each switch names the role it switches to', () => {
    const switches = roleSwitchesFor({ role: 'tenant', ...none, managesAnyBuilding: true, hasAssociatedResidentialServiceProvider: true });
    expect(switches.map((s) => s.role)).toEqual(['manager', 'vendor']);
  });
});
