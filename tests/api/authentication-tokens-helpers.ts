import type { TestApi } from '../support/api.js';

export interface CreatedToken {
  id: string;
  token: string;
  body: Record<string, unknown>;
}

/** POST /authentication-token as the signed-in `session`; throws unless 201. */
export async function createApiToken(api: TestApi, session: string, body: Record<string, unknown>): Promise<CreatedToken> {
  const res = await api.call('POST', '/authentication-token', { token: session, body: { name: 'CRM sync', expires_in_days: 30, ...body } });
  if (res.statusCode !== 201) throw new Error(`create token failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { id: json.authentication_token.id, token: json.token, body: json };
}
