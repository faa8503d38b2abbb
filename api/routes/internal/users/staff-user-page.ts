import type { Executor } from '../../../db/client.js';
import { sql } from '../../../db/client.js';
import { lifecycleState } from '../../../domain/lifecycles/state.js';
import { listInvoices } from '../../invoices/invoices-repository.js';
import { selectLifecycles } from '../../lifecycles/lifecycles-repository.js';
import { accessesToAccount } from '../impersonate-user/impersonation-repository.js';
import type { StaffUserDetail } from './staff-user-dto.js';
import { toStaffUserSummary } from './staff-user-dto.js';
import {
  casesOfUser, findStaffUser, homesOfUser, homeTitles, providersOfUser, ticketsOfUser,
} from './staff-users-repository.js';

/** How many of each kind the page shows (newest first): support reads the recent story. */
const RECENT = 20;

/** One user's page for staff, or null when there is no such user. */
export async function loadStaffUserPage(ex: Executor, id: number): Promise<StaffUserDetail | null> {
  const user = await findStaffUser(ex, id);
  if (!user) return null;
  const [homes, lifecycles, invoices, tickets, cases, providers, access] = await Promise.all([
    homesOfUser(ex, id),
    selectLifecycles(ex, sql`WHERE l.tenant_user_id = ${id} ORDER BY l.id DESC LIMIT ${RECENT}`),
    listInvoices(ex, { staff: true }, { tenantUserId: id }, null, RECENT),
    ticketsOfUser(ex, id, RECENT),
    casesOfUser(ex, id, RECENT),
    providersOfUser(ex, id),
    accessesToAccount(ex, id, RECENT),
  ]);
  const titles = await homeTitles(ex, [...new Set(lifecycles.map((l) => l.building_id))]);
  return {
    ...toStaffUserSummary(user),
    phone_number: user.phone_number,
    email_verified_at: user.email_verified_at,
    manager_onboarding_demo_call_status: user.manager_onboarding_demo_call_status as StaffUserDetail['manager_onboarding_demo_call_status'],
    homes,
    lifecycles: lifecycles.map((l) => ({
      id: l.id, building_id: l.building_id, building_title: titles.get(l.building_id) ?? null, state: lifecycleState(l),
      application_type: l.application_type, move_in_date: l.move_in_date, move_out_date: l.move_out_date, created_at: l.created_at,
    })),
    invoices: invoices.map((i) => ({
      id: i.id, description: i.description, amount_cents: i.amount_cents, due_date: i.due_date, payment_status: i.payment_status,
      stripe_invoice_id: i.stripe_invoice_id, building_id: i.building_id,
    })),
    tickets,
    resolution_cases: cases,
    service_providers: providers,
    staff_access: access.map(({ user_id: _u, ...rest }) => rest),
  };
}
