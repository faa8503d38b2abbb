/** GraphQL ↔ v20 values of the staff log enums (see listings/enums.ts for the pattern). */
import { enumValueMap } from '../../schema/enumValues.js';

export const FORM_KINDS = ['partner_meeting', 'leave_feedback', 'realtor_referral'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const FormKind = enumValueMap(FORM_KINDS);

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const HttpMethod = enumValueMap(HTTP_METHODS);

/** `2xx` is no GraphQL name (it starts with a digit), so these are spelled out. */
export type HttpStatusClass = '2xx' | '3xx' | '4xx' | '5xx';
export const HttpStatusClass: Record<string, HttpStatusClass> = { STATUS_2XX: '2xx', STATUS_3XX: '3xx', STATUS_4XX: '4xx', STATUS_5XX: '5xx' };

export const DIGEST_ROLES = ['tenant', 'manager'] as const;
export type DigestRole = (typeof DIGEST_ROLES)[number];
export const DigestRole = enumValueMap(DIGEST_ROLES);

export const DIGEST_SECTION_KINDS = [
  'new_applications', 'leases_signed', 'payments_received', 'tickets_opened', 'tickets_closed',
  'application_updates', 'information_requests', 'invoices_due',
] as const;
export type DigestSectionKind = (typeof DIGEST_SECTION_KINDS)[number];
export const DigestSectionKind = enumValueMap(DIGEST_SECTION_KINDS);
