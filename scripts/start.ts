// `npm start`: the whole product on the embedded default, in one process: the v20
// api (PGlite in DATA_DIR, migrated and seeded on first start) and the gateway,
// which serves /graphql and the built web app. Ctrl-C stops both cleanly.
import { randomBytes } from 'node:crypto';
import { startApi } from '../api/boot.js';
import { loadApiConfig } from '../api/config.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../api/db/seed/demo-users.js';
import { startGateway } from '../gateway/boot.js';
import { loadGatewayConfig } from '../gateway/config.js';

const started = Date.now();
// Live updates: the api signs deliveries to the gateway with a secret both share.
// One process, so a fresh random secret per run is enough unless the operator set one.
const webhookSharedSecret = process.env.WEBHOOK_SHARED_SECRET || randomBytes(32).toString('hex');
const apiConfig = loadApiConfig({
  LOG_LEVEL: 'warn',
  // The gateway listens on loopback, which the api refuses as a webhook target
  // (SSRF rule) unless the operator lists it: this is that explicit exception.
  WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  ...process.env,
  WEBHOOK_SHARED_SECRET: webhookSharedSecret,
  // The gateway in this process reaches the api over loopback and names the browser
  // in X-Forwarded-For: the api believes it from there (and from any proxy the
  // operator listed), so per-address limits count browsers, not the gateway.
  TRUST_PROXY: ['loopback', process.env.TRUST_PROXY].filter(Boolean).join(','),
});
const api = await startApi(apiConfig);
const gateway = await startGateway(
  loadGatewayConfig({ V20_API_URL: `http://127.0.0.1:${apiConfig.port}`, ...process.env, WEBHOOK_SHARED_SECRET: webhookSharedSecret }),
);

const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
console.log(`
  Hearth is running (${((Date.now() - started) / 1000).toFixed(1)} s)
    web and GraphQL: ${gateway.url}   (GraphQL at ${gateway.url}/graphql)
    v20 api:         ${api.url}/v20   (OpenAPI at ${api.url}/v20/openapi.json)
    data:            ${apiConfig.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : apiConfig.pgliteDir}

  Demo logins (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `    ${u.email.padEnd(width)}  ${u.describe}`).join('\n')}

  Press Ctrl-C to stop.
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Hearth...`);
  await gateway.close();
  await api.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
