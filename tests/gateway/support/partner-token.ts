import type { TestApi } from '../../support/api.js';

export interface PartnerToken {
  token: string;
  /** The token's id, which is its `sid`: its budget's key at the gateway. */
  sid: string;
}

/**
 * A partner API token for a demo user, made as a user makes one: signed in, then
 * `POST /authentication-token` (every scope's read, acting as a manager). The only
 * place tests and the bench mint one.
 */
export async function partnerTokenFor(api: Pick<TestApi, 'login' | 'call'>, key = 'manager'): Promise<PartnerToken> {
  const session = await api.login(key, 'manager');
  const res = await api.call('POST', '/authentication-token', {
    token: session,
    body: {
      name: `partner ${Math.random().toString(36).slice(2, 8)}`,
      scopes: ['listings:read', 'lifecycles:read', 'tickets:read', 'money:read', 'webhooks:read'],
      user_role: 'manager',
      expires_in_days: 30,
    },
  });
  if (res.statusCode !== 201) throw new Error(`POST /authentication-token answered ${res.statusCode}: ${res.body}`);
  const { authentication_token: created, token } = res.json() as { authentication_token: { id: string }; token: string };
  return { token, sid: created.id };
}

/** Revokes it as its owner does (DELETE /authentication-token/{id}). */
export async function revokePartnerToken(api: Pick<TestApi, 'login' | 'call'>, sid: string, key = 'manager'): Promise<void> {
  const session = await api.login(key, 'manager');
  const res = await api.call('DELETE', `/authentication-token/${sid}`, { token: session });
  if (res.statusCode >= 300) throw new Error(`DELETE /authentication-token answered ${res.statusCode}: ${res.body}`);
}
