import { describe, expect, it } from 'vitest';
import type { UserRole } from '../../../../common/enums.js';
import { roleSwitchesFor, type RoleSwitchFacts } from './roleSwitches.js';

const none = { hasManagedBuildings: false, hasAssociatedResidentialServiceProvider: false, hasCompletedApplication: false };
const as = (role: UserRole, roles: UserRole[], facts: Partial<RoleSwitchFacts> = {}): RoleSwitchFacts =>
  ({ role, roles, ...none, ...facts });
const offered = (facts: RoleSwitchFacts) => roleSwitchesFor(facts).map((s) => s.label);

describe('role switches (spec §6)', () => {
  it.each<[string, RoleSwitchFacts, string[]]>([
    ['a tenant with nothing else sees no switch', as('tenant', ['tenant']), []],
    // Switch to manager: "if they have any building as manager".
    ['a tenant who manages a building sees Switch to manager',
      as('tenant', ['tenant', 'manager'], { hasManagedBuildings: true }), ['Switch to manager']],
    ['a tenant who became a manager (/list) but has no building yet sees no switch',
      as('tenant', ['tenant', 'manager']), []],
    ['a building without the manager role offers no switch v20 would refuse',
      as('tenant', ['tenant'], { hasManagedBuildings: true }), []],
    // Switch to vendor: "if associated with a service provider".
    ['a tenant associated with a service provider sees Switch to vendor',
      as('tenant', ['tenant', 'vendor'], { hasAssociatedResidentialServiceProvider: true }), ['Switch to vendor']],
    ['a tenant holding the vendor role without a provider sees no switch', as('tenant', ['tenant', 'vendor']), []],
    ['a tenant with both sees both, manager first',
      as('tenant', ['tenant', 'manager', 'vendor'], { hasManagedBuildings: true, hasAssociatedResidentialServiceProvider: true }),
      ['Switch to manager', 'Switch to vendor']],
    ['a tenant is never offered tenant, even with a completed application',
      as('tenant', ['tenant'], { hasCompletedApplication: true }), []],
    // Switch to tenant: managers and vendors "once they have a completed application".
    ['a manager without a completed application sees no switch',
      as('manager', ['tenant', 'manager'], { hasManagedBuildings: true }), []],
    ['a manager with a completed application sees Switch to tenant',
      as('manager', ['manager'], { hasCompletedApplication: true }), ['Switch to tenant']],
    ['a manager is never offered vendor, even with a provider',
      as('manager', ['manager', 'vendor'], { hasAssociatedResidentialServiceProvider: true }), []],
    ['a vendor without a completed application sees no switch',
      as('vendor', ['vendor'], { hasAssociatedResidentialServiceProvider: true }), []],
    ['a vendor with a completed application sees Switch to tenant',
      as('vendor', ['vendor'], { hasCompletedApplication: true }), ['Switch to tenant']],
    ['a vendor is never offered manager, even with a building',
      as('vendor', ['vendor', 'manager'], { hasManagedBuildings: true }), []],
  ])('%s', (_rule, facts, expected) => {
    expect(offered(facts)).toEqual(expected);
  });

  it('each switch names the role it switches to', () => {
    const switches = roleSwitchesFor(as('tenant', ['tenant', 'manager', 'vendor'], {
      hasManagedBuildings: true, hasAssociatedResidentialServiceProvider: true,
    }));
    expect(switches.map((s) => s.role)).toEqual(['manager', 'vendor']);
  });
});
