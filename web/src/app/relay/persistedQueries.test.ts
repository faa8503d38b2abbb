import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The gateway runs only the operations listed in web/persisted-queries.json
// (production); an operation missing there would fail for every user.
const GENERATED = 'web/src/__generated__';
const persisted = JSON.parse(readFileSync('web/persisted-queries.json', 'utf8')) as Record<string, string>;

const operations = readdirSync(GENERATED)
  .map((file) => ({ file, text: readFileSync(join(GENERATED, file), 'utf8') }))
  .map(({ file, text }) => ({ file, id: /@relayRequestID (\w+)/.exec(text)?.[1] }))
  .filter((op): op is { file: string; id: string } => Boolean(op.id));

describe('persisted operations', () => {
  it('the web has operations to persist', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it.each(operations)('$file is in web/persisted-queries.json', ({ id }) => {
    expect(persisted[id], 'run `npx relay-compiler --repersist`').toEqual(expect.any(String));
  });
});
