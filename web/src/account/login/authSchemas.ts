// Client-side checks of the login and registration forms (zod). The server checks
// again; its userErrors are shown the same way, next to the field.
import { z } from 'zod';

export const ROLE_VALUES = ['TENANT', 'MANAGER', 'VENDOR'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

/** Matches the api's rule (docs/v20-contract.md: password ≥ 8 characters). */
export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, { error: 'Enter your email address.' })
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

const userRole = z.enum(ROLE_VALUES, { error: 'Choose how you use Hearth.' });

export const logInSchema = z.object({
  email,
  password: z.string().min(1, { error: 'Enter your password.' }),
  userRole,
});

export const registerSchema = z.object({
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }),
  userRole,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }),
});

export type LogInValues = z.infer<typeof logInSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
