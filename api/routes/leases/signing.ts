import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { loadSecret } from '../../auth/secrets.js';
import { userId } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { localESigning, type ESigningProvider } from '../../providers/e-signing.js';
import type { LeaseReader } from './leases-repository.js';

export type SignerRole = 'tenant' | 'manager';

/** The caller as a lease party: a tenant signs their own leases, a manager countersigns for their homes. */
export function signerOf(request: FastifyRequest): { role: SignerRole; userId: number; reader: LeaseReader } {
  const caller = userId(request);
  if (request.auth?.role === 'tenant') return { role: 'tenant', userId: caller, reader: { tenantUserId: caller } };
  if (request.auth?.role === 'manager') return { role: 'manager', userId: caller, reader: { managerUserId: caller } };
  throw forbidden('Switch to your tenant or manager role to see leases.');
}

/**
 * The e-signing provider: the local one (README "External providers"), keyed by
 * E_SIGNING_SECRET, else a secret kept in DATA_DIR/keys (give every api instance
 * the same one, as with FILE_SIGNING_SECRET).
 */
export function eSigningProvider(deps: Pick<AppDeps, 'config'>): ESigningProvider {
  return localESigning(loadSecret('e-signing', process.env.E_SIGNING_SECRET, deps.config.dataDir));
}
