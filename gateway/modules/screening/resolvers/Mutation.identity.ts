import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';
import type { IdVerificationDto } from '../dto.js';
import { idVerificationOf } from '../shapes.js';

export const setHasSsn: NonNullable<MutationResolvers['setHasSsn']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    const res = await ctx.v20.post<{ has_us_ssn: boolean }>('/users/:id/set-has-ssn', {
      params: { id: ctx.session.userId! }, body: { has_ssn: input.hasSsn },
    });
    ctx.refreshLoaders();
    return { hasUsSsn: res.has_us_ssn, viewer: ctx.session };
  }, { hasUsSsn: null, viewer: ctx.session });

export const submitIdVerification: NonNullable<MutationResolvers['submitIdVerification']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    const dto = await ctx.v20.post<IdVerificationDto>('/me/id-verification', {
      body: { document_type: input.documentType, front_file_id: input.frontFileId, back_file_id: input.backFileId ?? null },
    });
    ctx.refreshLoaders();
    return { idVerification: idVerificationOf(ctx.publicUrl, dto), viewer: ctx.session };
  }, { idVerification: null, viewer: ctx.session });
