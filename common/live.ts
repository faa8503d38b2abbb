/**
 * Vocabulary of maintenance tickets, notifications and events (spec §3), spelt
 * as the spec spells it, shared by api, gateway and web.
 */
import { BRAND, BRAND_NAME } from './brand.js';

/** Spec §3 "Ticket types"; labels as the spec shows them. */
export const TICKET_TYPES = [
  'maintenance_request',
  'residential_service_ticket',
  'landlord_message_to_tenants',
  'tour',
  'bedroom_turnover',
  'resolution_case',
  'applicant_message_to_housemates',
  'new_tenant_introduction',
  'property_setup',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  maintenance_request: 'Tenant Support Ticket',
  residential_service_ticket: 'Service Request',
  landlord_message_to_tenants: 'Landlord message to tenants',
  tour: 'Tour',
  bedroom_turnover: 'Bedroom turnover',
  resolution_case: 'Resolution case',
  applicant_message_to_housemates: 'Applicant message to housemates',
  new_tenant_introduction: 'New tenant introduction',
  property_setup: 'Property setup',
};

/** Spec §3 "Ticket areas": other, common_areas, exterior, bedroom_1 to bedroom_10. */
export const TICKET_AREAS = [
  'other', 'common_areas', 'exterior',
  'bedroom_1', 'bedroom_2', 'bedroom_3', 'bedroom_4', 'bedroom_5',
  'bedroom_6', 'bedroom_7', 'bedroom_8', 'bedroom_9', 'bedroom_10',
] as const;
export type TicketArea = (typeof TICKET_AREAS)[number];
export function ticketAreaLabel(area: TicketArea): string {
  if (area === 'common_areas') return 'Common areas';
  if (area === 'exterior') return 'Exterior';
  if (area === 'other') return 'Other';
  return `Bedroom ${area.slice('bedroom_'.length)}`;
}

/** Spec §3 "Access requirement". */
export const ACCESS_REQUIREMENTS = ['landlord_present', 'tenants_present', 'none_vendor_direct_access', 'no_access_needed'] as const;
export type AccessRequirement = (typeof ACCESS_REQUIREMENTS)[number];
export const ACCESS_REQUIREMENT_LABELS: Record<AccessRequirement, string> = {
  landlord_present: 'Landlord must be present',
  tenants_present: 'A tenant must be present',
  none_vendor_direct_access: 'Vendor may enter without us',
  no_access_needed: 'No access needed',
};

/**
 * A ticket's status is the spec's §4 task status: nobody has started, someone is
 * on it, done. Who may move it where is api/domain/tickets/ticket-status.ts.
 */
export const TICKET_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec §3 "Actor roles": `{brand}-team`, manager, tenant, automatic, vendor. */
export const TEAM_ACTOR_ROLE = `${BRAND}-team` as const;
export const ACTOR_ROLES = [TEAM_ACTOR_ROLE, 'manager', 'tenant', 'automatic', 'vendor'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];
export const ACTOR_ROLE_LABELS: Record<ActorRole, string> = {
  [TEAM_ACTOR_ROLE]: `${BRAND_NAME} team`,
  manager: 'Manager',
  tenant: 'Tenant',
  automatic: 'Automatic',
  vendor: 'Vendor',
};

/** Spec §3 "Notification groups". */
export const NOTIFICATION_GROUPS = ['manager_building', 'manager_user', 'lifecycle', 'tenant_user'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, string> = {
  manager_building: 'About homes you manage',
  manager_user: 'About your manager account',
  lifecycle: 'About applications and leases',
  tenant_user: 'About your home and your account',
};

/** Spec §3 "Trigger sources": what set a change off. */
export const TRIGGER_SOURCES = ['CRON', 'HTTP', 'SQS'] as const;
export type TriggerSource = (typeof TRIGGER_SOURCES)[number];
