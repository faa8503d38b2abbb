import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The recorded checksum of every landed migration (`checksums.json` beside them).
 * A migration is never edited once it has landed: a database that already ran it
 * would never see the change. The test suite compares every file with this record
 * (api/db/migrate.test.ts), and start-up compares it with what each database ran.
 */
export const CHECKSUMS_FILE = 'checksums.json';

export function checksumOf(script: string): string {
  // Line endings are normalised so a checkout with CRLF does not look like an edit.
  return createHash('sha256').update(script.replace(/\r\n/g, '\n')).digest('hex');
}

export function readRecordedChecksums(dir: string): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, CHECKSUMS_FILE), 'utf8')) as Record<string, string>;
}

export class MigrationChangedError extends Error {
  constructor(file: string, recorded: string, actual: string) {
    super(
      `Migration ${file} differs from the one this database ran (recorded sha256 ${recorded.slice(0, 12)}…, ` +
        `file ${actual.slice(0, 12)}…). Landed migrations are never edited: restore the file and add a new migration.`,
    );
  }
}
