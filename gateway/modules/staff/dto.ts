// v20 shapes of the staff routes (api/routes/users/user-search.ts, internal/users, internal/audit,
// internal/impersonate-user, me/account-access): the parents of the staff module's resolvers.
import type { UserRole } from '../auth/enums.js';
import type { ManagerOnboardingDemoCallStatus } from '../viewer/enums.js';

export interface StaffUserDto {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  name: string | null;
  roles: UserRole[];
  is_staff: boolean;
  created_at: string;
  blocked_from_creating_lifecycles_at: string | null;
}

export interface StaffUserHomeDto { id: number; title: string; street: string; city: string; relation: 'owner' | 'co_manager' }

export interface StaffUserApplicationDto {
  id: number;
  building_id: number;
  building_title: string | null;
  state: string;
  application_type: string;
  move_in_date: string;
  move_out_date: string;
  created_at: string;
}

export interface StaffUserInvoiceDto {
  id: number;
  description: string;
  amount_cents: number;
  due_date: string;
  payment_status: string;
  stripe_invoice_id: string | null;
}

export interface StaffUserTicketDto { id: number; title: string; status: string; created_at: string }
export interface StaffUserCaseDto { id: number; kind: string; status: string; created_at: string }
export interface StaffUserServiceProviderDto { id: number; name: string }

export interface AccountAccessDto {
  id: number;
  staff_first_name: string;
  reason: string;
  started_at: string;
  ended_at: string | null;
}

export interface StaffUserPageDto extends StaffUserDto {
  phone_number: string | null;
  email_verified_at: string | null;
  manager_onboarding_demo_call_status: ManagerOnboardingDemoCallStatus | null;
  homes: StaffUserHomeDto[];
  lifecycles: StaffUserApplicationDto[];
  invoices: StaffUserInvoiceDto[];
  tickets: StaffUserTicketDto[];
  resolution_cases: StaffUserCaseDto[];
  service_providers: StaffUserServiceProviderDto[];
  staff_access: AccountAccessDto[];
}

export interface AuditLogEntryDto {
  id: number;
  occurred_at: string;
  actor_user_id: number;
  actor_name: string | null;
  actor_email: string;
  acting_as_user_id: number | null;
  acting_as_name: string | null;
  acting_as_email: string | null;
  method: string;
  route: string;
  path: string;
  status: number;
  request_id: string;
  ip: string | null;
  summary: string;
}

export interface ImpersonationDto {
  staff_user_id: number;
  staff_first_name: string;
  user_id: number;
  reason: string;
  started_at: string;
}
