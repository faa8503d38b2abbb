import type { LeaseResolvers, LifecycleResolvers } from '../../../__generated__/resolvers-types.js';
import { money } from '../../core/money.js';
import { leaseGlobalId } from '../ids.js';
import { viewerCanSign } from '../rules/leaseSigning.js';

const signature = (s: { typed_name: string; signed_at: string } | null) => (s ? { typedName: s.typed_name, signedAt: s.signed_at } : null);

/** The v20 lease in camelCase; its lifecycle through the applications module's batch loader. */
export const Lease: LeaseResolvers = {
  id: (l) => leaseGlobalId(l.id),
  databaseId: (l) => String(l.id),
  lifecycle: (l, _args, ctx) => ctx.loaders.applications.lifecycles.load(String(l.lifecycle_id)),
  version: (l) => l.lease_version,
  versionName: (l) => l.lease_version_name,
  securityDeposit: (l) => money(l.security_deposit_cents),
  term: (l) => ({ startDate: l.term.start_date, endDate: l.term.end_date }),
  rent: (l) => ({
    base: money(l.rent_components.BASE),
    utilities: money(l.rent_components.UTILITIES),
    platformFee: money(l.rent_components.PLATFORM_FEE),
    total: money(l.rent_components.TOTAL_RENT),
  }),
  status: (l) => l.status,
  text: (l) => l.text,
  textSha256: (l) => l.text_sha256,
  tenantSignature: (l) => signature(l.tenant_signature),
  managerSignature: (l) => signature(l.manager_signature),
  viewerCanSign: (l, _args, ctx) => viewerCanSign({ status: l.status, tenantUserId: String(l.tenant_user_id) }, ctx.session),
};

/**
 * Lifecycle.lease. (Lifecycle.hasUnsignedManagerLease, the red dot, lives in the
 * managerLifecycles module: the api's has_unsigned_manager_lease reads the leases
 * table, so it costs no extra call.)
 */
export const Lifecycle: Pick<LifecycleResolvers, 'lease'> = {
  lease: (l, _args, ctx) => ctx.loaders.leases.leaseOfLifecycle.load(String(l.id)),
};
