import { SECURITY_DEPOSIT_STATUSES, type SecurityDepositStatus } from '../../../common/money.js';
import { HttpError } from '../../http/errors.js';

/**
 * THE security deposit transition table (spec §4, docs/money.md). Every change of
 * tenant_deposits.status asks `assertDepositTransition` first, so no code path can
 * move a deposit in a way the contract does not list.
 */
export const DEPOSIT_TRANSITIONS: Record<SecurityDepositStatus, readonly SecurityDepositStatus[]> = {
  // The deposit invoice was paid.
  no_deposit: ['deposit_active'],
  // A room switch or renewal carries it over; or the lease is over.
  deposit_active: ['deposit_pending_transfer_to_another_lease', 'deposit_return_ready'],
  deposit_pending_transfer_to_another_lease: ['deposit_held_by_another_lease'],
  // The lease now holding it is over.
  deposit_held_by_another_lease: ['deposit_return_ready'],
  deposit_return_ready: ['deposit_return_created', 'deposit_return_created_off_platform'],
  deposit_return_created: [],
  deposit_return_created_off_platform: [],
};

export function depositTransitionAllowed(from: SecurityDepositStatus, to: SecurityDepositStatus): boolean {
  return DEPOSIT_TRANSITIONS[from].includes(to);
}

/** 422 `deposit_status_transition_not_allowed` unless the table lists `from → to`. */
export function assertDepositTransition(from: SecurityDepositStatus, to: SecurityDepositStatus): void {
  if (depositTransitionAllowed(from, to)) return;
  throw new HttpError(422, 'deposit_status_transition_not_allowed', `A deposit cannot go from ${from} to ${to}.`);
}

export function isDepositStatus(value: string): value is SecurityDepositStatus {
  return (SECURITY_DEPOSIT_STATUSES as readonly string[]).includes(value);
}
