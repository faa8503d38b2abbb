import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build for our dependencies (yoga, graphql-tools);
// vite would hand our own code the ESM build, and two copies of graphql refuse
// each other's types. One copy for everyone, as under tsx in production.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// Four projects, one command (`npm test` runs them all; see scripts/test.ts):
// unit tests next to the code, api tests through fastify.inject, gateway tests
// against a real api on an ephemeral port, and e2e tests in Chromium.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['api/**/*.test.ts', 'gateway/**/*.test.ts', 'common/**/*.test.ts', 'web/src/**/*.test.ts', 'web/bundle/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'] } },
      { extends: true, test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'] } },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], fileParallelism: false, testTimeout: 90_000 } },
      // Races need real connections: tests/scale/ runs against the PostgreSQL server of
      // TEST_DATABASE_URL (and, for its Redis file, the Redis of TEST_REDIS_URL). Without
      // them each suite is reported as skipped with the missing variable in its name
      // (tests/scale/support/servers.ts), so a run says what it did not check.
      { extends: true, test: { name: 'scale', include: ['tests/scale/**/*.test.ts'], fileParallelism: false } },
    ],
    // Each api test file holds its own PGlite (~0.5 GB); two cores, so few at once.
    maxWorkers: 2,
  },
});
