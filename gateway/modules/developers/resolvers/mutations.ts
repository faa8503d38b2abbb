import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { ApiTokenDto, ApiTokenPage, CreatedApiTokenDto } from '../dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => [userError('not_found', 'No such API token.', 'apiTokenId')];
const fields = { user_role: 'role' };

export const createApiToken: NonNullable<MutationResolvers['createApiToken']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    const created = await ctx.v20.post<CreatedApiTokenDto>('/authentication-token', {
      body: {
        name: input.name, scopes: input.scopes, user_role: input.role ?? undefined,
        expires_in_days: input.expiresInDays ?? undefined, expires_on: input.expiresOn ?? undefined,
      },
    });
    return { apiToken: created.authentication_token, token: created.token };
  }, { apiToken: null, token: null }, { rename: fields });

export const rotateApiToken: NonNullable<MutationResolvers['rotateApiToken']> = (_p, { input }, ctx) => {
  if (!UUID.test(input.apiTokenId)) return { apiToken: null, token: null, userErrors: notFound() };
  return payloadOf(async () => {
    const rotated = await ctx.v20.post<CreatedApiTokenDto>('/authentication-token/:id/rotate', { params: { id: input.apiTokenId } });
    return { apiToken: rotated.authentication_token, token: rotated.token };
  }, { apiToken: null, token: null }, { fieldForCode: { not_found: 'apiTokenId', token_not_active: 'apiTokenId' } });
};

export const revokeApiToken: NonNullable<MutationResolvers['revokeApiToken']> = (_p, { input }, ctx) => {
  if (!UUID.test(input.apiTokenId)) return { apiToken: null, userErrors: notFound() };
  return payloadOf(async () => {
    await ctx.v20.delete('/authentication-token/:id', { params: { id: input.apiTokenId } });
    const page = await ctx.v20.get<ApiTokenPage>('/authentication-token');
    const apiToken: ApiTokenDto | null = page.results.find((t) => t.id === input.apiTokenId) ?? null;
    return { apiToken };
  }, { apiToken: null }, { fieldForCode: { not_found: 'apiTokenId' } });
};
