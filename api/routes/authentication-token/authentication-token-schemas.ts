import { z } from 'zod';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPES, MAX_API_TOKEN_DAYS } from '../../../common/api-token-scopes.js';
import { USER_ROLES } from '../../../common/enums.js';
import { CalendarDate } from '../../http/fields.js';

export const ScopeField = z.enum(API_TOKEN_SCOPES);

export const AuthenticationTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  user_role: z.enum(USER_ROLES).describe('The role the token acts in.'),
  scopes: z.array(ScopeField),
  hint: z.string().describe('The token\'s last 6 characters, to tell tokens apart ("…abc123"). Never the token itself.'),
  status: z.enum(['active', 'expired', 'revoked']),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable().describe('Updated at most once a minute.'),
  revoked_at: z.iso.datetime().nullable(),
  rotated_at: z.iso.datetime().nullable(),
});

export const CreatedAuthenticationTokenSchema = z.object({
  authentication_token: AuthenticationTokenSchema,
  token: z.string().describe('The secret: send it as "Authorization: Bearer <token>". Shown this once only; Hearth keeps a hash.'),
});

const expiryMessage = `Choose ${API_TOKEN_EXPIRY_DAYS.join(', ')} days.`;

export const CreateAuthenticationTokenBody = z.object({
  name: z.string({ error: 'Give the token a name.' }).trim()
    .min(1, { error: 'Give the token a name.' }).max(80, { error: 'Keep the name to 80 characters.' }),
  scopes: z.array(ScopeField, { error: 'Choose at least one scope.' })
    .min(1, { error: 'Choose at least one scope.' }).max(API_TOKEN_SCOPES.length)
    .transform((s) => [...new Set(s)]),
  user_role: z.enum(USER_ROLES).optional().describe('The role the token acts in; default: the role of the session creating it.'),
  expires_in_days: z.literal(API_TOKEN_EXPIRY_DAYS, { error: expiryMessage }).optional()
    .describe(`${expiryMessage} Default 30 unless expires_on is given.`),
  expires_on: CalendarDate().optional()
    .describe(`A custom last day (UTC), at most ${MAX_API_TOKEN_DAYS} days ahead; instead of expires_in_days.`),
}).strict();
