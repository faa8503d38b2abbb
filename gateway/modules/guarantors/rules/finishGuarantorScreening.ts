import type { UserRole } from '../../../../common/enums.js';
import type { GuarantorConnectionStatus } from '../enums.js';

/** Statuses at which the guarantor still has their own screening or income to do. */
const UNFINISHED: ReadonlySet<GuarantorConnectionStatus> = new Set(['accepted', 'screening_completed']);

/**
 * Spec §2: "A tenant who is a guarantor sees a Finish Guarantor Screening button."
 * Shown in the tenant role while any connection they accepted is not completed;
 * an invite they have not accepted yet is not theirs to finish.
 */
export function showFinishGuarantorScreening(role: UserRole | null, statuses: readonly GuarantorConnectionStatus[]): boolean {
  return role === 'tenant' && statuses.some((status) => UNFINISHED.has(status));
}

/** The connection the button leads to: the newest one still unfinished. */
export function connectionToFinish<T extends { status: GuarantorConnectionStatus }>(connections: readonly T[]): T | null {
  return connections.find((c) => UNFINISHED.has(c.status)) ?? null;
}
