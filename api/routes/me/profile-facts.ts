import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { applicationProfileFacts } from '../applications/profile-facts-repository.js';
import { hasResolutionCases } from '../../resolution/profile-facts-repository.js';
import { hasManagedBuildings } from '../buildings/managers/profile-facts-repository.js';
import { hasSentLifecycleWithUnsignedManagerLease } from '../lifecycles/profile-facts-repository.js';
import { countTenantAnimals } from '../tenant-animals/tenant-animals-repository.js';
import { applicantProfilePhotoUrls } from './applicant-profiles/profile-facts.js';
import { guarantorConnectionsAsGuarantorUser } from '../guarantor-connections/profile-facts-repository.js';
import type { Profile } from './profile-schemas.js';
import { residentialServiceProviderUsers, serviceProviderPhotoFileId } from './service-provider-facts-repository.js';
import { downloadPath } from '../../uploads/file-links.js';

export type ProfileFacts = Pick<Profile,
  | 'has_completed_application'
  | 'has_signed_tenant_lease'
  | 'has_associated_residential_service_provider'
  | 'guarantor_connections_as_guarantor_user'
  | 'residential_service_provider_users'
  | 'tenant_animals_count'
  | 'has_sent_lifecycle_with_unsigned_manager_lease'
  | 'has_resolution_cases'
  | 'has_managed_buildings'
  | 'applicant_profile_photo_urls'
  | 'service_provider_profile_photo_url'>;

/** The company's photo as a signed address (made when read: a signed address expires). */
async function providerPhotoUrl(ex: Executor, userId: number, config: ApiConfig): Promise<string | null> {
  const fileId = await serviceProviderPhotoFileId(ex, userId);
  return fileId ? downloadPath(config, fileId) : null;
}

/**
 * The parts of a profile that other parts of the product own: applications,
 * leases, guarantor connections and service providers. This is the one place
 * GET /me/ derives them, each from the tables of its owner.
 */
export async function loadProfileFacts(ex: Executor, userId: number, config: ApiConfig): Promise<ProfileFacts> {
  const providers = await residentialServiceProviderUsers(ex, userId);
  return {
    ...(await applicationProfileFacts(ex, userId)),
    has_associated_residential_service_provider: providers.length > 0,
    guarantor_connections_as_guarantor_user: await guarantorConnectionsAsGuarantorUser(ex, userId),
    residential_service_provider_users: providers,
    tenant_animals_count: await countTenantAnimals(ex, userId),
    has_sent_lifecycle_with_unsigned_manager_lease: await hasSentLifecycleWithUnsignedManagerLease(ex, userId),
    has_resolution_cases: await hasResolutionCases(ex, userId),
    has_managed_buildings: await hasManagedBuildings(ex, userId),
    applicant_profile_photo_urls: await applicantProfilePhotoUrls(ex, userId, config),
    service_provider_profile_photo_url: await providerPhotoUrl(ex, userId, config),
  };
}
