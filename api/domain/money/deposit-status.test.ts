import { describe, expect, it } from 'vitest';
import { SECURITY_DEPOSIT_STATUSES, type SecurityDepositStatus } from '../../../common/money.js';
import { HttpError } from '../../http/errors.js';
import { assertDepositTransition, DEPOSIT_TRANSITIONS, depositTransitionAllowed } from './deposit-status.js';

// The contract's table, written out again by hand (docs/money.md): the code must agree with it pair by pair.
const ALLOWED = new Set([
  'no_deposit>deposit_active',
  'deposit_active>deposit_pending_transfer_to_another_lease',
  'deposit_active>deposit_return_ready',
  'deposit_pending_transfer_to_another_lease>deposit_held_by_another_lease',
  'deposit_held_by_another_lease>deposit_return_ready',
  'deposit_return_ready>deposit_return_created',
  'deposit_return_ready>deposit_return_created_off_platform',
]);

const pairs: [SecurityDepositStatus, SecurityDepositStatus][] = SECURITY_DEPOSIT_STATUSES.flatMap((from) =>
  SECURITY_DEPOSIT_STATUSES.map((to) => [from, to] as [SecurityDepositStatus, SecurityDepositStatus]));

describe('security deposit transitions', () => {
  it('covers every status', () => {
    expect(Object.keys(DEPOSIT_TRANSITIONS).sort()).toEqual([...SECURITY_DEPOSIT_STATUSES].sort());
  });

  it.each(pairs)('%s → %s', (from, to) => {
    const expected = ALLOWED.has(`${from}>${to}`);
    expect(depositTransitionAllowed(from, to)).toBe(expected);
    if (expected) {
      expect(() => assertDepositTransition(from, to)).not.toThrow();
      return;
    }
    try {
      assertDepositTransition(from, to);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(422);
      expect((err as HttpError).code).toBe('deposit_status_transition_not_allowed');
    }
  });

  it('ends with the two returns', () => {
    expect(DEPOSIT_TRANSITIONS.deposit_return_created).toEqual([]);
    expect(DEPOSIT_TRANSITIONS.deposit_return_created_off_platform).toEqual([]);
  });
});
