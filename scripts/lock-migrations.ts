// `npm run migrations:lock`: records the checksum of each new migration in
// api/db/migrations/checksums.json. It never rewrites a recorded one: a landed
// migration is never edited (add a new migration instead), and this refuses.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationFiles, migrationScript, MIGRATIONS_DIR } from '../api/db/migrate.js';
import { CHECKSUMS_FILE, checksumOf, readRecordedChecksums } from '../api/db/migration-checksums.js';

let recorded: Record<string, string> = {};
try {
  recorded = readRecordedChecksums(MIGRATIONS_DIR);
} catch {
  // First run: nothing recorded yet.
}
const next: Record<string, string> = {};
const changed: string[] = [];
for (const file of migrationFiles()) {
  const checksum = checksumOf(migrationScript(file));
  if (recorded[file] && recorded[file] !== checksum) changed.push(file);
  next[file] = recorded[file] ?? checksum;
  if (!recorded[file]) console.log(`recorded ${file}`);
}
if (changed.length) {
  console.error(`Landed migrations were edited: ${changed.join(', ')}. Restore them and add a new migration instead.`);
  process.exit(1);
}
writeFileSync(join(MIGRATIONS_DIR, CHECKSUMS_FILE), `${JSON.stringify(next, null, 2)}\n`);
