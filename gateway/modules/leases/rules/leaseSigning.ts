import type { LeaseStatus } from '../../../../common/leases.js';

export interface LeaseFacts {
  status: LeaseStatus;
  tenantUserId: string;
}

/**
 * Whose turn it is: the lease's tenant (tenant role) while it is prepared, then a
 * manager of the home (manager role; v20 shows the lease to no other manager).
 */
export function viewerCanSign(lease: LeaseFacts, viewer: { userId: string | null; role: string | null }): boolean {
  if (viewer.role === 'tenant') return lease.status === 'prepared' && lease.tenantUserId === viewer.userId;
  if (viewer.role === 'manager') return lease.status === 'tenant_signed';
  return false;
}

/**
 * Spec §2 red dot on /manager/tenants: a lifecycle sent to the manager whose lease
 * the tenant signed and the manager has not countersigned, so the manager can act
 * now. A lease still waiting for the tenant is not the manager's to sign yet.
 */
export function hasUnsignedManagerLease(lifecycle: { isSentToManager: boolean }, leaseStatus: LeaseStatus | null): boolean {
  return lifecycle.isSentToManager && leaseStatus === 'tenant_signed';
}
