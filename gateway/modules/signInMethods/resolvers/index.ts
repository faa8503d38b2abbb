import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import { payloadOf, personalPayloadOf } from '../../../schema/payload.js';
import { SignInProviderName } from '../enums.js';

interface ProvidersDto {
  providers: Array<{ provider_name: 'local' | 'google' | 'apple'; client_id: string; authorization_url: string }>;
}
/** What the passwordless ways in answer: a session plus the roles the account holds. */
interface PasswordlessSessionDto {
  token: string;
  user_id: number;
  user_role: 'tenant' | 'manager' | 'vendor';
  user_roles: Array<'tenant' | 'manager' | 'vendor'>;
}

const ROLE_ERRORS = { fieldForCode: { role_not_held: 'userRole' } };

const signInProviders: NonNullable<QueryResolvers['signInProviders']> = async (_parent, _args, ctx) => {
  const { providers } = await ctx.v20.get<ProvidersDto>('/social-login/providers', { auth: 'none' });
  return providers.map((p) => ({ name: p.provider_name, clientId: p.client_id, authorizationUrl: p.authorization_url }));
};

/*
 * None of the sign-in calls sends the browser's token (auth: 'none'): whoever signs in
 * may hold a stale one, and it must not stand in the way.
 */
const socialLogIn: NonNullable<MutationResolvers['socialLogIn']> = (_parent, { input }, ctx) =>
  payloadOf(async () => ({
    session: await ctx.v20.post<PasswordlessSessionDto>('/social-login', {
      auth: 'none',
      body: {
        provider_name: input.providerName, provider_id: input.providerId, provider_token: input.providerToken,
        user_role: input.userRole, nonce: input.nonce,
      },
    }),
  }), { session: null }, ROLE_ERRORS);

const sendMagicLink: NonNullable<MutationResolvers['sendMagicLink']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    const { message } = await ctx.v20.post<{ message: string }>('/magic-link-login/send', {
      auth: 'none',
      body: {
        email: input.email,
        ...(input.userRole ? { user_role: input.userRole } : {}),
        ...(input.desiredPage ? { desired_page: input.desiredPage } : {}),
      },
    });
    return { ok: true, message };
  }, { ok: false, message: null });

const magicLinkLogIn: NonNullable<MutationResolvers['magicLinkLogIn']> = (_parent, { input }, ctx) =>
  payloadOf(async () => ({
    session: await ctx.v20.post<PasswordlessSessionDto>('/magic-link-login', {
      auth: 'none', body: { magic_link_id: input.magicLinkId, user_role: input.userRole },
    }),
  }), { session: null }, { fieldForCode: { ...ROLE_ERRORS.fieldForCode, magic_link_used: 'magicLinkId', magic_link_expired: 'magicLinkId', invalid_magic_link: 'magicLinkId' } });

const sendVerificationCode: NonNullable<MutationResolvers['sendVerificationCode']> = (_parent, { input }, ctx) =>
  payloadOf(async () => {
    const { message } = await ctx.v20.post<{ message: string }>('/verification-codes/send', { auth: 'none', body: { email: input.email } });
    return { ok: true, message };
  }, { ok: false, message: null });

const verifyCode: NonNullable<MutationResolvers['verifyCode']> = (_parent, { input }, ctx) =>
  payloadOf(async () => ({
    session: await ctx.v20.post<PasswordlessSessionDto>('/verification-codes/verify', {
      auth: 'none', body: { email: input.email, code: input.code, user_role: input.userRole },
    }),
  }), { session: null }, ROLE_ERRORS);

const SET_PASSWORD_IMPERSONATING = "You can't set a password while acting as someone else. Only the person themselves can set one.";

const setPassword: NonNullable<MutationResolvers['setPassword']> = (_parent, { input }, ctx) =>
  personalPayloadOf(async () => {
    await ctx.v20.post('/set-to-email-login', { body: { password: input.password } });
    return { ok: true };
  }, { ok: false }, SET_PASSWORD_IMPERSONATING);

export const signInMethodResolvers: Resolvers = {
  SignInProviderName,
  AuthSession: {
    availableRoles: (s) => ('user_roles' in s ? (s as PasswordlessSessionDto).user_roles : null),
  },
  Query: { signInProviders },
  Mutation: { socialLogIn, sendMagicLink, magicLinkLogIn, sendVerificationCode, verifyCode, setPassword },
};
