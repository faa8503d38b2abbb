import { randomBytes } from 'node:crypto';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { startTestApi, tokenFor, type TestApi } from '../support/api.js';
import type { UserRole } from '../../common/enums.js';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  /** REST calls the gateway made for this request (header x-hearth-v20-calls). */
  v20Calls: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[];
}

export interface Stack {
  api: TestApi & { url: string };
  gateway: RunningGateway;
  /** POST /graphql over HTTP, as the web does. */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, opts?: { token?: string; headers?: Record<string, string> }): Promise<GraphQLResponse<T>>;
  /** A demo user's session token, signed by the api (api/db/seed/demo-users.ts). */
  tokenFor(key: string, role?: UserRole): Promise<string>;
  close(): Promise<void>;
}

/**
 * What makes live updates work between a test api and gateway: one shared secret,
 * and the api allowed to deliver to the gateway on loopback (an explicit
 * exception to its private-address rule, as in `npm start`).
 */
export function liveEnv() {
  const secret = randomBytes(32).toString('hex');
  return {
    api: { WEBHOOK_SHARED_SECRET: secret, WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' },
    gateway: { WEBHOOK_SHARED_SECRET: secret },
  };
}

/** A real api on its own copy of the seeded database, and a real gateway in front of it. */
export async function startStack(env: Record<string, string> = {}, apiEnv: Record<string, string> = {}): Promise<Stack> {
  const live = liveEnv();
  const api = await startTestApi({ ...live.api, ...apiEnv });
  const gateway = await startGateway(loadGatewayConfig({
    PORT: '0',
    V20_API_URL: api.url,
    V20_PUBLIC_URL: 'https://files.hearth.test',
    NODE_ENV: 'test',
    WEB_DIST_DIR: 'tests/gateway/fixtures/no-such-dist',
    ...live.gateway,
    ...env,
  }));
  return {
    api,
    gateway,
    async gql<T>(query: string, variables?: Record<string, unknown>, opts: { token?: string; headers?: Record<string, string> } = {}) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'v20Calls'>;
      return { status: response.status, v20Calls: Number(response.headers.get('x-hearth-v20-calls') ?? NaN), ...body };
    },
    tokenFor: (key, role) => tokenFor(api.deps, key, role),
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}
