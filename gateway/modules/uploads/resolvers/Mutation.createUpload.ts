import type { MutationResolvers, Upload } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';
import { photoUrl } from '../../listings/photos.js';
import type { SignedUrlDto } from '../dto.js';

/** v20 signs a path on its own origin; browsers reach the api at V20_PUBLIC_URL. */
export function uploadOf(publicUrl: string, dto: SignedUrlDto): Upload {
  return {
    fileId: dto.file_id,
    uploadUrl: photoUrl(publicUrl, dto.upload_url),
    method: dto.method,
    headers: Object.entries(dto.headers).map(([name, value]) => ({ name, value })),
    expiresAt: dto.expires_at,
    maxSizeBytes: dto.max_size_bytes,
  };
}

export const createUpload: NonNullable<MutationResolvers['createUpload']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    const dto = await ctx.v20.post<SignedUrlDto>('/signed-urls', {
      body: { file_name: input.fileName, content_type: input.contentType, purpose: input.purpose, size_bytes: input.sizeBytes },
    });
    return { upload: uploadOf(ctx.publicUrl, dto) };
  }, { upload: null });
