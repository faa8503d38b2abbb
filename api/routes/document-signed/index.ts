import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { idempotent } from '../../http/idempotency.js';
import { IdParam } from '../../http/fields.js';
import { LeaseSchema, toLeaseDto } from '../leases/lease-dto.js';
import { leaseErrors } from '../leases/lease-errors.js';
import { countersignLease, retryOnDeadlock, signLeaseAsTenant } from '../leases/sign-lease.js';
import { eSigningProvider, signerOf } from '../leases/signing.js';

const SignedBody = z.object({
  lease_id: IdParam,
  signing_token: z.string().min(1, { error: 'Open the lease again to sign it.' }).max(2000),
  typed_name: z.string().trim().min(1, { error: 'Type your full name to sign.' }).max(200, { error: 'Use at most 200 characters.' }),
  agreed: z.literal(true, { error: 'Tick the box to agree to the lease.' }),
}).strict();

/** Spec §7 /document-signed: a lease signed (tenant) or countersigned (manager) with the token of /document-signing-url. */
export const documentSignedRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const provider = eSigningProvider(deps);

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
