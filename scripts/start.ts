// `npm start`: the whole product on the embedded default, in one process: the v20
// api (PGlite in DATA_DIR, migrated and seeded on first start) and the gateway,
// which serves /graphql and the built web app. Ctrl-C stops both cleanly.
import { startApi } from '../api/boot.js';
import { loadApiConfig } from '../api/config.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../api/db/seed/demo-users.js';
import { startGateway } from '../gateway/boot.js';
import { loadGatewayConfig } from '../gateway/config.js';

const started = Date.now();
const apiConfig = loadApiConfig({ LOG_LEVEL: 'warn', ...process.env });
const api = await startApi(apiConfig);
const gateway = await startGateway(
  loadGatewayConfig({ V20_API_URL: `http://127.0.0.1:${apiConfig.port}`, ...process.env }),
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
