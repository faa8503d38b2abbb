import { describe } from 'vitest';

/** The servers scale tests run against, and why they need a real one. */
const SERVERS = {
  postgres: { env: 'TEST_DATABASE_URL', why: 'races need real connections to a PostgreSQL server' },
  redis: { env: 'TEST_REDIS_URL', why: 'live updates across gateway instances need a real Redis' },
} as const;

export type Server = keyof typeof SERVERS;

/**
 * `describe` when every server the suite needs is configured. Otherwise the suite is
 * reported as skipped, and its name says which variable is missing and why, so a
 * run without the servers shows what it did not check instead of hiding it.
 */
export function describeWith(servers: Server[], name: string, suite: () => void): void {
  const missing = servers.filter((s) => !process.env[SERVERS[s].env]);
  const why = missing.map((s) => `${SERVERS[s].env} is not set (${SERVERS[s].why})`).join('; ');
  describe.skipIf(missing.length > 0)(missing.length ? `${name}: skipped, ${why}` : name, suite);
}
