import { z } from 'zod';
import { USER_ROLES } from '../../../../common/enums.js';
import { LIFECYCLE_STATES } from '../../../../common/lifecycles.js';
import { PAYMENT_STATUSES } from '../../../../common/money.js';
import { MANAGER_ONBOARDING_STEPS } from '../../me/profile-schemas.js';
import type { StaffUserRow } from './staff-users-repository.js';

const Timestamp = z.iso.datetime();

/** A user as staff find them: enough to tell two people apart and pick one. */
export const StaffUserSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string().nullable().describe('"First Last", or null when the user gave no name.'),
  roles: z.array(z.enum(USER_ROLES)),
  is_staff: z.boolean(),
  created_at: Timestamp,
  blocked_from_creating_lifecycles_at: Timestamp.nullable().describe('Set while the user may not apply for rooms.'),
});

export const StaffAccess = z.object({
  id: z.number().int(),
  staff_user_id: z.number().int(),
  staff_first_name: z.string(),
  reason: z.string(),
  started_at: Timestamp,
  ended_at: Timestamp.nullable(),
});

/** GET /internal/users/{id}: everything staff need about one user, on one page. */
export const StaffUserDetail = StaffUserSummary.extend({
  phone_number: z.string().nullable(),
  email_verified_at: Timestamp.nullable(),
  manager_onboarding_demo_call_status: z.enum(MANAGER_ONBOARDING_STEPS).nullable(),
  homes: z.array(z.object({
    id: z.number().int(), title: z.string(), street: z.string(), city: z.string(), relation: z.enum(['owner', 'co_manager']),
  })),
  lifecycles: z.array(z.object({
    id: z.number().int(), building_id: z.number().int(), building_title: z.string().nullable(), state: z.enum(LIFECYCLE_STATES),
    application_type: z.string(), move_in_date: z.string(), move_out_date: z.string(), created_at: Timestamp,
  })),
  invoices: z.array(z.object({
    id: z.number().int(), description: z.string(), amount_cents: z.number().int(), due_date: z.string(),
    payment_status: z.enum(PAYMENT_STATUSES), stripe_invoice_id: z.string().nullable(), building_id: z.number().int().nullable(),
  })),
  tickets: z.array(z.object({
    id: z.number().int(), building_id: z.number().int(), title: z.string(), status: z.string(), created_at: Timestamp,
  })),
  resolution_cases: z.array(z.object({
    id: z.number().int(), kind: z.string(), status: z.string(), building_id: z.number().int(), lifecycle_id: z.number().int(),
    created_at: Timestamp,
  })),
  service_providers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  staff_access: z.array(StaffAccess).describe('Recent impersonations of this user, newest first.'),
});
export type StaffUserDetail = z.infer<typeof StaffUserDetail>;

export function toStaffUserSummary(row: StaffUserRow): z.infer<typeof StaffUserSummary> {
  return {
    id: row.id, email: row.email, first_name: row.first_name, last_name: row.last_name, name: row.name,
    roles: row.roles as z.infer<typeof StaffUserSummary>['roles'], is_staff: row.is_staff, created_at: row.created_at,
    blocked_from_creating_lifecycles_at: row.blocked_from_creating_lifecycles_at,
  };
}
