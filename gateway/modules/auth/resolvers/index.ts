import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { UserRole } from '../enums.js';
import { AuthSession, StartGuestSessionPayload } from './AuthSession.js';
import { assumeUserRole } from './Mutation.assumeUserRole.js';
import { logIn } from './Mutation.logIn.js';
import { logOut } from './Mutation.logOut.js';
import { requestPasswordReset, resetPassword } from './Mutation.passwordReset.js';
import { register } from './Mutation.register.js';
import { resendEmailConfirmation, verifyEmail } from './Mutation.verifyEmail.js';
import { startGuestSession } from './Mutation.startGuestSession.js';

export const authResolvers: Resolvers = {
  UserRole,
  AuthSession,
  StartGuestSessionPayload,
  Mutation: { register, logIn, logOut, assumeUserRole, startGuestSession, requestPasswordReset, resetPassword, verifyEmail, resendEmailConfirmation },
};
