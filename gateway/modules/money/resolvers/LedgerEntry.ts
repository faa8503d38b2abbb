import type { LedgerEntryResolvers, LedgerMonthResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { money } from '../../core/money.js';
import { homeNamedBy } from '../homeNamed.js';

export const LedgerEntry: LedgerEntryResolvers = {
  id: (e) => toGlobalId('LedgerEntry', e.id),
  // bigint in the database: v20 may send it as a string, so it stays one.
  databaseId: (e) => String(e.id),
  kind: (e) => e.entry_kind,
  ledgerItemType: (e) => e.ledger_item_type,
  chargeType: (e) => e.charge_type,
  amount: (e) => money(e.amount_cents),
  description: (e) => e.description,
  periodMonth: (e) => e.period_month,
  // The ledger shows the home's name: the entry carries it (homeNamed.ts), no read of the home.
  building: (e, _a, ctx, info) => homeNamedBy(e, ctx, info),
  counterparty: (e) => (e.counterparty ? { userId: String(e.counterparty.user_id), firstName: e.counterparty.first_name } : null),
  invoiceId: (e) => (e.invoice_id === null ? null : Number(e.invoice_id)),
  reversesEntryId: (e) => (e.reverses_entry_id === null ? null : String(e.reverses_entry_id)),
  actorRole: (e) => e.actor_role,
  createdAt: (e) => e.created_at,
};

export const LedgerMonth: LedgerMonthResolvers = {
  month: (m) => (m.month.length === 7 ? `${m.month}-01` : m.month),
  charged: (m) => money(m.charged_cents),
  collected: (m) => money(m.collected_cents),
  credited: (m) => money(m.credited_cents),
};
