// `npm run build:gateway`: the gateway as one JavaScript file, gateway/dist/server.mjs, for
// `node gateway/dist/server.mjs` where gateways are deployed (README, Scaling out). tsx
// compiles TypeScript as modules load, on a loader thread with a V8 heap of its own, and
// turns source maps on: a standalone gateway under the browse load peaked at 360–430 MB
// that way and at 208–231 MB from this file (docs/performance.md). Packages stay in
// node_modules; only our own code is joined. The file sits one folder below gateway/, as
// gateway/schema and gateway/http do, so their paths from import.meta.url still hold.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const GATEWAY_BUNDLE = fileURLToPath(new URL('../gateway/dist/server.mjs', import.meta.url));

export async function buildGateway(): Promise<string> {
  await build({
    entryPoints: [fileURLToPath(new URL('../gateway/server.ts', import.meta.url))],
    outfile: GATEWAY_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // A map beside the file for reading a stack trace by hand; node does not load it.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return GATEWAY_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`built ${await buildGateway()}`);
}
