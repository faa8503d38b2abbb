import type { LeaseStatus } from '../../../common/leases.js';

export type LeaseAction = 'tenant_sign' | 'countersign' | 'void';

/**
 * The lease state machine, the only place deciding what may follow what. The
 * tenant signs first, then the home's manager countersigns; a lease not yet fully
 * signed can be voided (the application was withdrawn or denied).
 */
const TRANSITIONS: Record<LeaseStatus, Partial<Record<LeaseAction, LeaseStatus>>> = {
  prepared: { tenant_sign: 'tenant_signed', void: 'voided' },
  tenant_signed: { countersign: 'countersigned', void: 'voided' },
  countersigned: {},
  voided: {},
};

export type LeaseTransition =
  | { ok: true; next: LeaseStatus }
  | { ok: false; code: 'tenant_must_sign_first' | 'lease_already_signed' | 'lease_voided' };

export function leaseTransition(status: LeaseStatus, action: LeaseAction): LeaseTransition {
  const next = TRANSITIONS[status][action];
  if (next) return { ok: true, next };
  if (status === 'voided') return { ok: false, code: 'lease_voided' };
  if (action === 'countersign' && status === 'prepared') return { ok: false, code: 'tenant_must_sign_first' };
  return { ok: false, code: 'lease_already_signed' };
}
