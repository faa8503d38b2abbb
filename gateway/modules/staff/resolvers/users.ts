import type {
  AccountAccessResolvers, AuditLogEntryResolvers, ImpersonatorResolvers, StaffUserApplicationResolvers, StaffUserHomeResolvers,
  StaffUserInvoiceResolvers, StaffUserPageResolvers, StaffUserResolutionCaseResolvers, StaffUserResolvers,
  StaffUserServiceProviderResolvers, StaffUserTicketResolvers,
} from '../../../__generated__/resolvers-types.js';
import { money } from '../../core/money.js';

/** Cache ids of the staff records: not Node types (nothing to refetch by `node(id:)`), so a prefix of their own. */
const cacheId = (kind: string, id: number) => Buffer.from(`${kind}:${id}`).toString('base64url');

export const StaffUser: StaffUserResolvers = {
  id: (u) => cacheId('StaffUser', u.id),
  databaseId: (u) => String(u.id),
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  isStaff: (u) => u.is_staff,
  createdAt: (u) => u.created_at,
  blockedFromCreatingLifecyclesAt: (u) => u.blocked_from_creating_lifecycles_at,
};

export const StaffUserPage: StaffUserPageResolvers = {
  user: (p) => p,
  phoneNumber: (p) => p.phone_number,
  emailVerifiedAt: (p) => p.email_verified_at,
  managerOnboardingDemoCallStatus: (p) => p.manager_onboarding_demo_call_status,
  applications: (p) => p.lifecycles,
  resolutionCases: (p) => p.resolution_cases,
  serviceProviders: (p) => p.service_providers,
  staffAccess: (p) => p.staff_access,
};

export const StaffUserHome: StaffUserHomeResolvers = { databaseId: (h) => String(h.id) };

export const StaffUserApplication: StaffUserApplicationResolvers = {
  databaseId: (l) => String(l.id),
  buildingDatabaseId: (l) => String(l.building_id),
  buildingTitle: (l) => l.building_title,
  applicationType: (l) => l.application_type,
  moveInDate: (l) => l.move_in_date,
  moveOutDate: (l) => l.move_out_date,
  createdAt: (l) => l.created_at,
};

export const StaffUserInvoice: StaffUserInvoiceResolvers = {
  databaseId: (i) => String(i.id),
  amount: (i) => money(i.amount_cents),
  dueDate: (i) => i.due_date,
  paymentStatus: (i) => i.payment_status,
  stripeInvoiceId: (i) => i.stripe_invoice_id,
};

export const StaffUserTicket: StaffUserTicketResolvers = { databaseId: (t) => String(t.id), createdAt: (t) => t.created_at };
export const StaffUserResolutionCase: StaffUserResolutionCaseResolvers = { databaseId: (c) => String(c.id), createdAt: (c) => c.created_at };
export const StaffUserServiceProvider: StaffUserServiceProviderResolvers = { databaseId: (p) => String(p.id) };

export const AccountAccess: AccountAccessResolvers = {
  staffFirstName: (a) => a.staff_first_name,
  startedAt: (a) => a.started_at,
  endedAt: (a) => a.ended_at,
};

export const Impersonator: ImpersonatorResolvers = {
  firstName: (i) => i.staff_first_name,
  startedAt: (i) => i.started_at,
};

export const AuditLogEntry: AuditLogEntryResolvers = {
  id: (e) => cacheId('AuditLogEntry', e.id),
  occurredAt: (e) => e.occurred_at,
  actorDatabaseId: (e) => String(e.actor_user_id),
  actorName: (e) => e.actor_name,
  actorEmail: (e) => e.actor_email,
  actingAsDatabaseId: (e) => (e.acting_as_user_id === null ? null : String(e.acting_as_user_id)),
  actingAsName: (e) => e.acting_as_name,
  actingAsEmail: (e) => e.acting_as_email,
  requestId: (e) => e.request_id,
};
