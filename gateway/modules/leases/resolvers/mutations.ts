import type { MutationResolvers, SignLeaseInput } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { LeaseDto, SigningSessionDto } from '../dto.js';
import { leaseRestIdOf } from '../ids.js';

/** v20 field → input field, for userErrors. */
const INPUT_FIELD = { lease_id: 'leaseId', signing_token: 'signingToken', typed_name: 'typedName' };
const MAPPING = { rename: INPUT_FIELD, fieldForCode: { not_found: 'leaseId', typed_name_mismatch: 'typedName' } };

const badId = (ctx: GatewayContext) => ({ viewer: ctx.session, userErrors: [userError('not_found', 'No such lease.', 'leaseId')] });

export const startLeaseSigning: NonNullable<MutationResolvers['startLeaseSigning']> = (_p, { input }, ctx) => {
  const id = leaseRestIdOf(input.leaseId);
  if (!id) return { signingSession: null, ...badId(ctx) };
  return payloadOf(async () => {
    const s = await ctx.v20.post<SigningSessionDto>('/document-signing-url', { body: { lease_id: Number(id) } });
    return {
      signingSession: {
        signerRole: s.signer_role, signingUrl: s.signing_url, signingToken: s.signing_token,
        expiresAt: s.expires_at, text: s.text, textSha256: s.text_sha256,
      },
      viewer: ctx.session,
    };
  }, { signingSession: null, viewer: ctx.session }, MAPPING);
};

/** Tenant and manager sign through the same v20 call; the token says which role it was issued to. */
function signWith(input: SignLeaseInput, ctx: GatewayContext) {
  const id = leaseRestIdOf(input.leaseId);
  if (!id) return { lease: null, ...badId(ctx) };
  return payloadOf(async () => {
    const lease = await ctx.v20.post<LeaseDto>('/document-signed', {
      body: { lease_id: Number(id), signing_token: input.signingToken, typed_name: input.typedName, agreed: input.agreed },
    });
    // The lifecycle (leaseSignedAt, activity, onboarding) changed with the signature.
    ctx.refreshLoaders();
    return { lease, viewer: ctx.session };
  }, { lease: null, viewer: ctx.session }, MAPPING);
}

export const signLease: NonNullable<MutationResolvers['signLease']> = (_p, { input }, ctx) => signWith(input, ctx);
export const countersignLease: NonNullable<MutationResolvers['countersignLease']> = (_p, { input }, ctx) => signWith(input, ctx);
