import type { UserRole } from '../../../../common/enums.js';

export interface RoleSwitchFacts {
  /** Role of the current token. */
  role: UserRole;
  managesAnyBuilding: boolean;
  hasAssociatedResidentialServiceProvider: boolean;
  hasCompletedApplication: boolean;
}

export interface RoleSwitch {
  role: UserRole;
  label: string;
}

const offer = (role: UserRole): RoleSwitch => ({ role, label: `Switch to ${role}` });

/**
 * Spec §6: a tenant sees "Switch to manager" if they manage any building and
 * "Switch to vendor" if associated with a service provider; managers and vendors
 * see "Switch to tenant" once they have a completed application.
 */
export function roleSwitchesFor(facts: RoleSwitchFacts): RoleSwitch[] {
  if (facts.role === 'tenant') {
    return [
      ...(facts.managesAnyBuilding ? [offer('manager')] : []),
      ...(facts.hasAssociatedResidentialServiceProvider ? [offer('vendor')] : []),
    ];
  }
  return facts.hasCompletedApplication ? [offer('tenant')] : [];
}
