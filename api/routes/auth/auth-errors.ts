import type { UserRole } from '../../../common/enums.js';
import { HttpError } from '../../http/errors.js';

/** One answer for an unknown email and a wrong password, so nobody can probe for accounts. */
export const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'That email and password do not match an account.');

export const roleNotHeld = (role: UserRole) =>
  new HttpError(403, 'role_not_held', `Your account does not have the ${role} role.`);

const waitFor = (seconds: number) =>
  seconds > 90 * 60 ? `${Math.ceil(seconds / 3600)} hour(s)` : `${Math.ceil(seconds / 60)} minute(s)`;

export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', `Too many failed sign-ins. Try again in ${waitFor(retryAfterSeconds)}.`);

export const emailTaken = () =>
  new HttpError(409, 'email_taken', 'An account with this email already exists. Sign in instead.', {
    email: 'An account with this email already exists.',
  });

export const invalidVerificationToken = () =>
  new HttpError(400, 'invalid_verification_token', 'This verification link is not valid or was already used.');

export const invalidResetToken = () =>
  new HttpError(400, 'invalid_reset_token', 'This reset link is not valid, has expired or was already used. Ask for a new one.');
