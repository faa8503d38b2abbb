import { z } from 'zod';
import { GUARANTOR_CONNECTION_STATUSES } from '../../domain/guarantors/status.js';
import { EmailSchema } from '../auth/auth-schemas.js';
import { CursorParam, LimitParam } from '../../http/collection-params.js';
import { IdParam } from '../../http/fields.js';

const Timestamp = z.iso.datetime();

/**
 * A guarantor connection as one party sees it. The tenant sees whom they invited;
 * the guarantor (or someone holding a valid invite link) sees only the tenant's
 * first name and the home's city, never the tenant's surname, email or address.
 */
export const GuarantorConnectionSchema = z.object({
  id: z.number().int(),
  guarantor_connection_id: z.number().int().describe('Same as id (spec §3 names it so).'),
  lifecycle_id: z.number().int(),
  status: z.enum(GUARANTOR_CONNECTION_STATUSES),
  viewer_relationship: z.enum(['tenant', 'guarantor', 'invitee'])
    .describe('tenant: the caller invited; guarantor: the caller accepted; invitee: the caller holds the invite link.'),
  guarantor_name: z.string(),
  guarantor_email: z.string(),
  tenant_first_name: z.string(),
  home_city: z.string(),
  building_id: z.number().int().nullable().describe('Only for the tenant.'),
  is_application_active: z.boolean(),
  invited_at: Timestamp,
  last_invite_sent_at: Timestamp.nullable().describe('Only for the tenant.'),
  resend_available_at: Timestamp.nullable().describe('Only for the tenant; null once accepted.'),
  accepted_at: Timestamp.nullable(),
  screening_completed_at: Timestamp.nullable(),
  financial_qualifications_completed_at: Timestamp.nullable(),
});
export type GuarantorConnectionDto = z.infer<typeof GuarantorConnectionSchema>;

const GuarantorName = z.string().trim()
  .min(1, { error: 'Enter your guarantor\'s name.' })
  .max(100, { error: 'Use at most 100 characters.' });

/** POST /guarantor-connections; field names as in the submit-application payload (spec §3). */
export const InviteBody = z.object({
  lifecycle_id: IdParam,
  guarantor_name: GuarantorName,
  guarantor_email: EmailSchema,
}).strict();

export const AcceptBody = z.object({
  invite_token: z.string().min(1, { error: 'The invite link has no token.' }).max(200, { error: 'This invite link is not valid.' }),
}).strict();

export const ListQuery = z.object({
  as: z.enum(['tenant', 'guarantor']).optional().describe('Only the connections where the caller is this party.'),
  lifecycle_id: IdParam.optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

export const OneQuery = z.object({
  invite_token: z.string().min(1).max(200).optional()
    .describe('Lets the person the invite was mailed to read it before accepting.'),
}).strict();
