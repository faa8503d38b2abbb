import type { ApiTokenResolvers } from '../../../__generated__/resolvers-types.js';

/** The v20 names where they differ; the rest resolve by their own name. */
export const ApiToken: ApiTokenResolvers = {
  role: (t) => t.user_role,
  createdAt: (t) => t.created_at,
  expiresAt: (t) => t.expires_at,
  lastUsedAt: (t) => t.last_used_at,
  revokedAt: (t) => t.revoked_at,
  rotatedAt: (t) => t.rotated_at,
};
