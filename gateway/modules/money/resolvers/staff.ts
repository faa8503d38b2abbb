import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { isRestId } from '../../../relay/globalId.js';
import { V20Error } from '../../../v20/errors.js';
import { payloadOf, userError } from '../../../schema/payload.js';

const MAPPING = {
  rename: { manager_user_id: 'managerUserId', amount_cents: 'amountCents' },
  fieldForCode: { not_found: 'managerUserId', idempotency_key_reused: 'idempotencyKey' },
};
const badManager = () => ({ ok: false, userErrors: [userError('not_found', 'Name the manager by their user id.', 'managerUserId')] });

/** Posts −amount to the manager's account; the client's key makes a retry post nothing more. */
export const addManagerLedgerCharge: NonNullable<MutationResolvers['addManagerLedgerCharge']> = (_p, { input }, ctx) => {
  if (!isRestId(input.managerUserId)) return badManager();
  return payloadOf(async () => {
    await ctx.v20.post<unknown>('/internal/manager-ledger-charges', {
      body: {
        manager_user_id: Number(input.managerUserId), amount_cents: input.amountCents,
        ledger_item_type: input.ledgerItemType, description: input.description,
      },
      idempotencyKey: input.idempotencyKey,
    });
    return { ok: true };
  }, { ok: false }, MAPPING);
};

/** Resuming payouts that were not paused changes nothing, so it is not a failure (v20 answers 404). */
async function resume(ctx: GatewayContext, managerUserId: number) {
  try {
    await ctx.v20.delete<unknown>('/internal/manager-ledger-payments-pause', { query: { manager_user_id: managerUserId } });
  } catch (err) {
    if (!(err instanceof V20Error && err.status === 404 && err.code === 'not_found')) throw err;
  }
}

/** Pausing needs a reason (v20 checks it); resuming removes the pause. */
export const setManagerPayoutsPaused: NonNullable<MutationResolvers['setManagerPayoutsPaused']> = (_p, { input }, ctx) => {
  if (!isRestId(input.managerUserId)) return badManager();
  const manager_user_id = Number(input.managerUserId);
  return payloadOf(async () => {
    if (input.paused) {
      await ctx.v20.post<unknown>('/internal/manager-ledger-payments-pause', { body: { manager_user_id, reason: input.reason ?? '' } });
    } else {
      await resume(ctx, manager_user_id);
    }
    return { ok: true };
  }, { ok: false }, MAPPING);
};
