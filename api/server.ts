// Starts the v20 api alone (for scaling out: many instances behind a load balancer).
import { startApi } from './boot.js';
import { loadApiConfig } from './config.js';

const api = await startApi(loadApiConfig());
console.log(`Hearth v20 api listening on ${api.url}/v20`);
const stop = async () => {
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
