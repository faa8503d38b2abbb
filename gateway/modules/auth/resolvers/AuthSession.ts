import type { AuthSessionResolvers, StartGuestSessionPayloadResolvers } from '../../../__generated__/resolvers-types.js';

export const AuthSession: AuthSessionResolvers = {
  userId: (s) => String(s.user_id),
  userRole: (s) => s.user_role,
};

export const StartGuestSessionPayload: StartGuestSessionPayloadResolvers = {
  expiresAt: (s) => s.expires_at,
};
