import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT_PAGE = 'web/dist/index.html';
/** The server-side renderer, built beside it by the same `npm run build:web`. */
const BUILT_RENDERER = 'web/dist-ssr/entry-server.js';
/** Everything the web build reads: when any is newer than the build, it is stale. */
const SOURCES = ['web/src', 'web/bundle', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/persisted-queries.json', 'relay.config.js', 'schema.graphql', 'common', 'content', 'gateway/http/publicStylesheet.ts'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * The e2e tests drive the built app, as users get it. `npm test` builds it before
 * vitest runs; a direct `vitest run --project e2e` builds it here when missing or stale.
 */
export function ensureWebBuild(): void {
  const builtAt = Math.min(...[BUILT_PAGE, BUILT_RENDERER].map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  // vitest sets NODE_ENV=test, which would give React's development build.
  const result = spawnSync('npm', ['run', 'build:web', '--silent'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`npm run build:web failed (exit ${result.status})`);
}
