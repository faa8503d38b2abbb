// The breaking-change check of the published contract (docs/schema-changelog.md):
// compares the merged root schema.graphql with the last committed contract and
// exits 1 naming every breaking change no dated changelog entry records.
// Dangerous and safe changes are listed and allowed.
//   base: HEAD's schema.graphql when the working tree's differs from it; otherwise
//   the version just before the last commit that changed it (that commit's first
//   parent, so a merge is compared with the main line it changed, not a side branch).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Change } from '@graphql-inspector/core';
import { coordinateOf, schemaChanges, unrecorded } from '../gateway/schema/changes.js';

const SCHEMA = 'schema.graphql';
const CHANGELOG = 'docs/schema-changelog.md';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

function showAt(commit: string): string | null {
  try {
    return git('show', `${commit}:${SCHEMA}`);
  } catch {
    return null; // The file did not exist there: nothing to break.
  }
}

function base(current: string): { label: string; sdl: string | null } {
  const head = showAt('HEAD');
  if (head !== current) return { label: 'HEAD (uncommitted changes)', sdl: head };
  const [last] = git('log', '-1', '--format=%H', '--', SCHEMA).trim().split('\n');
  if (!last) return { label: 'no earlier version', sdl: null };
  return { label: `${last.slice(0, 10)}^ (before the last commit that changed it)`, sdl: showAt(`${last}^`) };
}

/** Description edits are the bulk of safe changes: counted, not listed one by one. */
const isDescription = (change: Change) => /DESCRIPTION/.test(String(change.type));
const line = (change: Change) => `  - \`${coordinateOf(change)}\`: ${change.message}`;

const current = readFileSync(SCHEMA, 'utf8');
const { label, sdl } = base(current);
if (sdl === null) {
  console.log(`${SCHEMA}: ${label} to compare with.`);
  process.exit(0);
}
const { breaking, dangerous, safe } = await schemaChanges(sdl, current).catch((err: Error) => {
  console.error(`${SCHEMA} or its base (${label}) is not valid SDL: ${err.message}`);
  process.exit(1);
});
const missing = unrecorded(breaking, readFileSync(CHANGELOG, 'utf8'));
const descriptions = safe.filter(isDescription).length;

console.log(`${SCHEMA} against ${label}: ${breaking.length} breaking, ${dangerous.length} dangerous, ${safe.length} safe.`);
if (breaking.length) console.log(`Breaking:\n${breaking.map(line).join('\n')}`);
if (dangerous.length) console.log(`Dangerous (allowed):\n${dangerous.map(line).join('\n')}`);
const listed = safe.filter((c) => !isDescription(c));
if (listed.length) console.log(`Safe:\n${listed.map(line).join('\n')}`);
if (descriptions) console.log(`Safe: ${descriptions} descriptions added, changed or removed.`);

if (missing.length) {
  console.error(`\n${missing.length} breaking change(s) not recorded in ${CHANGELOG}. Add a dated entry (## YYYY-MM-DD) naming each`
    + ` in backticks and saying why, or retire the field with @deprecated(reason:) instead:\n${missing.map(line).join('\n')}`);
  process.exit(1);
}
console.log(breaking.length ? `Every breaking change is recorded in ${CHANGELOG}.` : 'No breaking change.');
