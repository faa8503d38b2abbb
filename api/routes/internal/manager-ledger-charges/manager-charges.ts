import type { Executor } from '../../../db/client.js';
import { recordEvent, type Actor } from '../../../events/record.js';
import { HttpError } from '../../../http/errors.js';
import { post } from '../../../money/ledger.js';
import type { LedgerItemType } from '../../../../common/money.js';
import { hasManagerRole } from './manager-charges-repository.js';

export interface ManagerCharge {
  managerUserId: number;
  amountCents: number;
  ledgerItemType: LedgerItemType;
  description: string;
}

/** 422 on `manager_user_id` unless the user has the manager role. */
export async function requireManager(ex: Executor, managerUserId: number): Promise<void> {
  if (!(await hasManagerRole(ex, managerUserId))) throw new HttpError(422, 'not_a_manager', 'This user is not a manager.', { manager_user_id: 'Choose a manager.' });
}

/**
 * Staff charge a manager (spec §2 "manager ledger charges"): −amount on the
 * manager account (Hearth owes them less), and the manager is told
 * (ledger.manager_charge, group manager_user). Returns the entry id.
 */
export async function chargeManager(tx: Executor, charge: ManagerCharge, staff: Actor): Promise<string> {
  await requireManager(tx, charge.managerUserId);
  const [entryId] = await post(tx, [{
    account: { kind: 'manager', userId: charge.managerUserId }, kind: 'charge', ledgerItemType: charge.ledgerItemType,
    amountCents: -charge.amountCents, description: charge.description,
    periodMonth: `${new Date().toISOString().slice(0, 7)}-01`, actor: staff,
  }]);
  const amount = `$${(charge.amountCents / 100).toFixed(2)}`;
  await recordEvent(tx, {
    type: 'ledger.manager_charge', actor: staff, subject: { type: 'ledger_entry', id: entryId! }, audience: [charge.managerUserId],
    data: { ledger_entry_id: Number(entryId), manager_user_id: charge.managerUserId, amount_cents: charge.amountCents, ledger_item_type: charge.ledgerItemType },
    notify: [{ userId: charge.managerUserId, group: 'manager_user', title: `Ledger charge: ${amount}`, body: charge.description, linkPath: '/manager/ledger' }],
  });
  return entryId!;
}
