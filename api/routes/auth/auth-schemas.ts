import { z } from 'zod';
import { USER_ROLES } from '../../../common/enums.js';
import { IdParam } from '../../http/fields.js';

export const UserRoleSchema = z.enum(USER_ROLES);

/** Emails are compared and stored lowercased, so `Ann@x.com` and `ann@x.com` are one account. */
export const EmailSchema = z.string().trim().toLowerCase().max(254)
  .email({ error: 'Enter a valid email address.' });

export const NewPasswordSchema = z.string()
  .min(8, { error: 'Use at least 8 characters.' })
  .max(200, { error: 'Use at most 200 characters.' });

/** Sign-in never tells a short password apart from a wrong one. */
const AnyPasswordSchema = z.string().min(1, { error: 'Enter your password.' }).max(200);

const NameSchema = z.string().trim().max(100, { error: 'Use at most 100 characters.' });

/** The web keeps the user id in a cookie, so it may arrive as a string. */
// Bounded to what the users.id column holds (api/http/fields.ts), so a huge id is a named 400.
const UserIdSchema = IdParam;

export const RegisterBody = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  user_role: UserRoleSchema,
  first_name: NameSchema.optional(),
  last_name: NameSchema.optional(),
}).strict();

export const LoginBody = z.object({
  email: EmailSchema,
  password: AnyPasswordSchema,
  user_role: UserRoleSchema,
}).strict();

export const AssumeUserRoleBody = z.object({ user_role: UserRoleSchema }).strict();

export const ForgotPasswordBody = z.object({ email: EmailSchema }).strict();

export const ResetPasswordBody = z.object({
  token: z.string().min(1).max(200),
  new_password: NewPasswordSchema,
}).strict();

export const ChangePasswordBody = z.object({
  new_password: NewPasswordSchema,
  current_password: AnyPasswordSchema.optional(),
}).strict();

export const VerifyEmailBody = z.object({
  user_id: UserIdSchema,
  email_verification_token: z.string().min(1).max(200),
}).strict();

export const SessionResponse = z.object({
  token: z.string().describe('Signed session token; send it as `Authorization: Bearer <token>`.'),
  user_id: z.number().int(),
  user_role: UserRoleSchema,
});

export const GuestSessionResponse = z.object({
  token: z.string().describe('Guest token: reads public data only.'),
  expires_at: z.iso.datetime(),
});

/** The same words whether or not the email has an account. */
export const ForgotPasswordResponse = z.object({ message: z.string() });

export const NoContent = z.null().describe('No content');
