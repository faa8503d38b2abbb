import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import { V20Error } from '../../../v20/errors.js';
import type { ApplicationInfoDto, IdVerificationDto } from '../dto.js';
import { idVerificationOf, screeningOf } from '../shapes.js';
import { connectionIdOf } from '../subject.js';

export const Viewer: Pick<ViewerResolvers, 'screening' | 'idVerification'> = {
  screening: async (s, { guarantorConnectionId }, ctx) => {
    const connectionId = connectionIdOf(guarantorConnectionId);
    if (s.isGuest || connectionId === null) return null;
    try {
      const dto = await ctx.v20.get<ApplicationInfoDto>('/me/screening/application-info', { query: { guarantor_connection_id: connectionId } });
      return screeningOf(dto);
    } catch (err) {
      // Not the viewer's connection: as for any unknown id, null.
      if (err instanceof V20Error && err.status === 404) return null;
      throw err;
    }
  },
  idVerification: async (s, _args, ctx) => {
    if (s.isGuest || !s.userId) return null;
    const { id_verification: dto } = await ctx.v20.get<{ id_verification: IdVerificationDto | null }>('/users/:id/fetch-id-verification', { params: { id: s.userId } });
    return dto && idVerificationOf(ctx.publicUrl, dto);
  },
};
