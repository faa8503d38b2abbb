import type { GatewayContext } from '../../context.js';
import type { MeDto } from '../../v20/dto.js';
import type { NavigationFacts } from './rules/navigation.js';
import type { RoleSwitchFacts } from './rules/roleSwitches.js';

export function serviceProviderOnboardingCompleted(me: MeDto): boolean {
  return (me.residential_service_provider_users ?? []).some(
    (u) => u.residential_service_provider.service_provider_onboarding_completed_at != null,
  );
}

/**
 * What the navigation rules need, from GET /me/ (including `has_resolution_cases`,
 * spec §6: the link only for users with cases) plus, only when the rule can depend
 * on it, the manager's building lookup (spec §9: limit 1).
 */
export async function navigationFacts(ctx: GatewayContext, me: MeDto, role: NavigationFacts['role']): Promise<NavigationFacts> {
  const paymentsAccountConnected = me.stripe_connect_account_connected_at != null;
  const managerHasBuildings = role === 'manager' && !paymentsAccountConnected ? await ctx.loaders.viewer.managerHasBuildings() : false;
  return {
    role,
    hasSignedTenantLease: me.has_signed_tenant_lease,
    hasCompletedApplication: me.has_completed_application,
    hasResolutionCases: me.has_resolution_cases === true,
    hasSentLifecycleWithUnsignedManagerLease: me.has_sent_lifecycle_with_unsigned_manager_lease === true,
    paymentsAccountConnected,
    managerHasBuildings,
    serviceProviderOnboardingCompleted: serviceProviderOnboardingCompleted(me),
  };
}

/**
 * "Has any building as manager" (spec §6) is GET /me/'s `has_managed_buildings`:
 * a tenant token cannot list buildings as manager, and the manager role alone is
 * granted by /list before any home exists.
 */
export function roleSwitchFacts(me: MeDto, role: RoleSwitchFacts['role']): RoleSwitchFacts {
  return {
    role,
    roles: me.roles,
    hasManagedBuildings: me.has_managed_buildings === true,
    hasAssociatedResidentialServiceProvider: me.has_associated_residential_service_provider,
    hasCompletedApplication: me.has_completed_application,
  };
}
