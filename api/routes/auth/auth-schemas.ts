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

export const ResendConfirmationBody = z.object({ email: EmailSchema }).strict();

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

/** The same words whether or not the email has an account, confirmed or not. */
export const ResendConfirmationResponse = z.object({ message: z.string() });

export const NoContent = z.null().describe('No content');

/** Sessions of the passwordless ways in also list the roles the account holds (the web asks which only when several). */
export const PasswordlessSessionResponse = SessionResponse.extend({
  user_roles: z.array(UserRoleSchema).describe('Every role the account holds; tenant always.'),
});

/** A path of the web app to land on after the mailed link (never another site). */
const DesiredPageSchema = z.string().max(500)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), { error: 'Use a path on this site, starting with /.' });

export const SocialLoginBody = z.object({
  provider_name: z.enum(['local', 'google', 'apple']),
  provider_id: z.string().min(1).max(255).describe('The `sub` of the ID token.'),
  provider_token: z.string().min(1).max(16_384).describe('The OpenID Connect ID token from the provider.'),
  user_role: UserRoleSchema,
  nonce: z.string().min(8).max(200).describe('The nonce the client sent to the provider (our addition to the spec payload); the ID token must carry it.'),
}).strict();

export const MagicLinkSendBody = z.object({
  email: EmailSchema,
  user_role: UserRoleSchema.optional(),
  desired_page: DesiredPageSchema.optional(),
}).strict();

export const MagicLinkLoginBody = z.object({
  magic_link_id: z.string().min(1).max(200),
  user_role: UserRoleSchema,
}).strict();

export const VerificationCodeSendBody = z.object({ email: EmailSchema }).strict();

export const VerificationCodeVerifyBody = z.object({
  email: EmailSchema,
  code: z.string().trim().regex(/^\d{6}$/, { error: 'Enter the six digits of the code.' }),
  user_role: UserRoleSchema,
}).strict();

export const SetToEmailLoginBody = z.object({ password: NewPasswordSchema }).strict();

export const MailSentResponse = z.object({ message: z.string() });
