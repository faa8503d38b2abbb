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
