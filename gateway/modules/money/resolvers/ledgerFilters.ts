import { LEDGER_CSV_PATH } from '../../../http/v20Passthrough.js';
import { isRestId, restIdOf } from '../../../relay/globalId.js';
import { badUserInput } from '../../../v20/errors.js';
import type { LedgerItemType } from '../enums.js';

export interface LedgerFilterArgs {
  buildingId?: string | null;
  tenantUserId?: string | null;
  ledgerItemType?: LedgerItemType | null;
  month?: string | null;
}

/** v20's `GET /ledger` query for the filters, or null when an id cannot match anything (no call needed). */
export function ledgerQuery(args: LedgerFilterArgs): Record<string, string | undefined> | null {
  if (args.month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(args.month)) throw badUserInput('month must be YYYY-MM.', 'month');
  const building = args.buildingId ? restIdOf(args.buildingId, 'Building') : undefined;
  // People are named by REST user id in this schema (TicketPerson.userId); a User global id works too.
  const tenant = args.tenantUserId ? (isRestId(args.tenantUserId) ? args.tenantUserId : restIdOf(args.tenantUserId, 'User')) : undefined;
  if (building === null || tenant === null) return null;
  return {
    building_id: building,
    tenant_user_id: tenant,
    ledger_item_type: args.ledgerItemType ?? undefined,
    month: args.month ?? undefined,
  };
}

/**
 * The CSV address of the same entries, on the gateway's own origin (see
 * gateway/http/v20Passthrough.ts); the browser sends the viewer's token with it.
 */
export function csvPath(query: Record<string, string | undefined> | null): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${LEDGER_CSV_PATH}?${text}` : LEDGER_CSV_PATH;
}
