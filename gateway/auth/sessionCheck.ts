import type { GatewayConfig } from '../config.js';
import type { V20CallRecorder } from '../http/metrics.js';
import { V20Client } from '../v20/client.js';
import { V20Error } from '../v20/errors.js';

/** GET /v20/me/session: the session as the api's database says now (api/routes/me/session). */
export interface ConfirmedSession {
  user_id: number | null;
  is_staff: boolean;
  typ: 'session' | 'guest' | 'partner' | 'service';
}

/** Asks the api who a token's session is; null when the session ended or the api could not say. */
export type SessionConfirmer = (token: string) => Promise<ConfirmedSession | null>;

export function createSessionConfirmer(config: GatewayConfig, recorder: V20CallRecorder): SessionConfirmer {
  return async (token) => {
    const client = new V20Client({
      baseUrl: config.v20ApiUrl, timeoutMs: config.v20TimeoutMs, recorder, token, tokenProblem: null, currentWebsitePage: '',
    });
    try {
      return await client.get<ConfirmedSession>('/me/session');
    } catch (err) {
      // Revoked or expired (401), or an api we cannot hear: either way the privilege is not confirmed.
      if (err instanceof V20Error) return null;
      throw err;
    }
  };
}
