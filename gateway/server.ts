// Standalone gateway: `npm run build:gateway`, then `node gateway/dist/server.mjs` (or
// `npx tsx gateway/server.ts` while developing); configuration: gateway/config.ts.
import { startGateway } from './boot.js';
import { loadGatewayConfig } from './config.js';

let config;
try {
  config = loadGatewayConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const gateway = await startGateway(config);
console.log(`Hearth gateway: ${gateway.url} (GraphQL at ${gateway.url}/graphql), calling v20 at ${config.v20ApiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(() => process.exit(0), () => process.exit(1));
  });
}
