import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { leaseTransition } from '../../domain/leases/lease-status.js';
import { notFound } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { IdParam } from '../../http/fields.js';
import { LeaseSchema, toLeaseDto } from '../leases/lease-dto.js';
import { leaseErrors } from '../leases/lease-errors.js';
import { listLeases, type LeaseRow } from '../leases/leases-repository.js';
import { countersignLease, requireSignerName, retryOnDeadlock, signLeaseAsTenant } from '../leases/sign-lease.js';
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
const SignedBody = z.object({
  lease_id: IdParam,
  signing_token: z.string().min(1, { error: 'Open the lease again to sign it.' }).max(2000),
  typed_name: z.string().trim().min(1, { error: 'Type your full name to sign.' }).max(200, { error: 'Use at most 200 characters.' }),
  agreed: z.literal(true, { error: 'Tick the box to agree to the lease.' }),
}).strict();

/** A session is refused up front when the signature would be: manager before tenant, or a voided lease. */
function checkMaySign(lease: LeaseRow, role: SignerRole): void {
  const step = leaseTransition(lease.status, role === 'tenant' ? 'tenant_sign' : 'countersign');
  if (step.ok) return;
  if (step.code === 'tenant_must_sign_first') throw leaseErrors.tenantMustSignFirst();
  if (step.code === 'lease_voided') throw leaseErrors.voided();
}

/** Spec §7 /document-signing-url and /document-signed: signing leases through the e-signing provider. */
export const documentSigningRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
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

  app.post('/document-signed', {
    config: { access: 'user' },
    schema: {
      tags: ['leases'], summary: 'Sign a lease (tenant) or countersign it (manager)',
      description: 'With the token of /document-signing-url, the signer\'s full name typed and agreed: true. One transaction. '
        + 'Tenant: tenant_signed and the lifecycle\'s lease_signed_at; 409 lease_overlaps_signed_lease when another signed lease '
        + 'holds the room for overlapping dates. Manager: countersigned; 422 tenant_must_sign_first. The same signer again: 200 unchanged. '
        + '400 invalid_signing_token / signing_token_expired / typed_name_mismatch; 409 lease_text_changed. Takes Idempotency-Key.',
      body: SignedBody, response: { 200: LeaseSchema },
    },
  }, async (request, reply) => {
    const signer = signerOf(request);
    const { lease_id: leaseId, signing_token: token, typed_name: typedName } = request.body;
    const check = provider.verifySigning(token);
    if (!check.ok) throw leaseErrors.invalidToken(check.reason);
    const { envelope } = check;
    if (envelope.leaseId !== leaseId || envelope.signerUserId !== signer.userId || envelope.signerRole !== signer.role) {
      throw leaseErrors.invalidToken('invalid');
    }
    const signature = { leaseId, signerUserId: signer.userId, typedName, textSha256: envelope.textSha256, ip: request.ip };
    return retryOnDeadlock(() => idempotent(db, request, reply, 'POST /document-signed', async (tx) => {
      const lease = signer.role === 'tenant' ? await signLeaseAsTenant(tx, signature) : await countersignLease(tx, signature);
      return { status: 200, body: toLeaseDto(lease) };
    }));
  });
};
