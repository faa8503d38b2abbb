import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { leaseTransition } from '../../domain/leases/lease-status.js';
import { notFound } from '../../http/errors.js';
import { IdParam } from '../../http/fields.js';
import { leaseErrors } from '../leases/lease-errors.js';
import { listLeases, type LeaseRow } from '../leases/leases-repository.js';
import { requireSignerName } from '../leases/sign-lease.js';
import { eSigningProvider, signerOf, type SignerRole } from '../leases/signing.js';

const SigningUrlBody = z.object({ lease_id: IdParam }).strict();
const SigningSessionSchema = z.object({
  lease_id: z.number().int(),
  signer_role: z.enum(['tenant', 'manager']),
  provider: z.string(),
  signing_url: z.string(),
  signing_token: z.string(),
  expires_at: z.iso.datetime(),
  text: z.string().describe('The lease text to show the signer, whole.'),
  text_sha256: z.string(),
});

/** A session is refused up front when the signature would be: manager before tenant, or a voided lease. */
function checkMaySign(lease: LeaseRow, role: SignerRole): void {
  const step = leaseTransition(lease.status, role === 'tenant' ? 'tenant_sign' : 'countersign');
  if (step.ok) return;
  if (step.code === 'tenant_must_sign_first') throw leaseErrors.tenantMustSignFirst();
  if (step.code === 'lease_voided') throw leaseErrors.voided();
}

/** Spec §7 /document-signing-url: starting to sign a lease through the e-signing provider (signing itself: /document-signed). */
export const documentSigningUrlRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const provider = eSigningProvider(deps);

  app.post('/document-signing-url', {
    config: { access: 'user' },
    schema: {
      tags: ['leases'], summary: 'Start signing a lease: a signing URL and token for the caller\'s role, and the text',
      description: 'Tenant role: the lease\'s tenant; manager role: its home\'s manager (countersigns); 404 for anyone else. '
        + '422 tenant_must_sign_first (manager before tenant), 422 lease_voided, 422 profile_name_required (the signer has no first and last name yet: PATCH /me/). The token expires after 30 minutes.',
      body: SigningUrlBody, response: { 200: SigningSessionSchema },
    },
  }, async (request) => {
    const signer = signerOf(request);
    const [lease] = await listLeases(db, signer.reader, { ids: [request.body.lease_id] }, null, 1);
    if (!lease) throw notFound('lease');
    checkMaySign(lease, signer.role);
    await requireSignerName(db, signer.userId);
    const session = provider.startSigning({ leaseId: lease.id, signerUserId: signer.userId, signerRole: signer.role, textSha256: lease.text_sha256 });
    return {
      lease_id: lease.id, signer_role: signer.role, provider: provider.name,
      signing_url: session.signingUrl, signing_token: session.signingToken, expires_at: session.expiresAt.toISOString(),
      text: lease.text, text_sha256: lease.text_sha256,
    };
  });
};
