import type { Executor } from '../../../db/client.js';
import { guarantorConnectionsAsGuarantorUser } from '../../guarantor-connections/profile-facts.js';
import type { Profile } from './profile-schemas.js';

export type ProfileFacts = Pick<Profile,
  | 'has_completed_application'
  | 'has_signed_tenant_lease'
  | 'has_associated_residential_service_provider'
  | 'guarantor_connections_as_guarantor_user'
  | 'residential_service_provider_users'>;

/**
 * The parts of a profile that other parts of the product own: applications,
 * leases, guarantor connections and service providers. This is the one place
 * GET /me/ derives them; until the milestone that adds each table, the answer is
 * "none yet". Later milestones replace each line with a query.
 */
export async function loadProfileFacts(ex: Executor, userId: number): Promise<ProfileFacts> {
  return {
    has_completed_application: false,
    has_signed_tenant_lease: false,
    has_associated_residential_service_provider: false,
    guarantor_connections_as_guarantor_user: await guarantorConnectionsAsGuarantorUser(ex, userId),
    residential_service_provider_users: [],
  };
}
