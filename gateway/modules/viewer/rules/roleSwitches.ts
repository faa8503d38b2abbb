import type { UserRole } from '../../../../common/enums.js';

export interface RoleSwitchFacts {
  /** Role of the current token. */
  role: UserRole;
  /** Roles the account holds (v20 refuses to assume any other, except tenant). */
  roles: readonly UserRole[];
  /** Owns or co-manages at least one home. */
  hasManagedBuildings: boolean;
  hasAssociatedResidentialServiceProvider: boolean;
  hasCompletedApplication: boolean;
}

export interface RoleSwitch {
  role: UserRole;
  label: string;
}

const offer = (role: UserRole): RoleSwitch => ({ role, label: `Switch to ${role}` });

/**
 * Spec §6: a tenant sees "Switch to manager" if they have any building as manager
 * and "Switch to vendor" if associated with a service provider; managers and
 * vendors see "Switch to tenant" once they have a completed application. A switch
 * is offered only into a role the account holds (any user may take up tenant), so
 * a manager role granted by /list before any home exists offers nothing yet.
 */
export function roleSwitchesFor(facts: RoleSwitchFacts): RoleSwitch[] {
  if (facts.role === 'tenant') {
    const holds = (role: UserRole) => facts.roles.includes(role);
    return [
      ...(holds('manager') && facts.hasManagedBuildings ? [offer('manager')] : []),
      ...(holds('vendor') && facts.hasAssociatedResidentialServiceProvider ? [offer('vendor')] : []),
    ];
  }
  return facts.hasCompletedApplication ? [offer('tenant')] : [];
}
