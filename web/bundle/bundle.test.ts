// web/bundle/relay-runtime.cjs is relay-runtime's index less the modules the app never
// reaches, copied from one Relay version. An upgrade must compare it with the new
// index, so a version drift fails here rather than as a hydration error in a browser.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('the narrowed relay-runtime index', () => {
  it('was made from the installed relay-runtime version', () => {
    const installed = (require('relay-runtime/package.json') as { version: string }).version;
    const index = readFileSync(new URL('./relay-runtime.cjs', import.meta.url), 'utf8');
    expect(index).toContain(`(Relay ${installed})`);
  });

  it('exports every value the app imports from relay-runtime', () => {
    const narrowed = require('./relay-runtime.cjs') as Record<string, unknown>;
    const used = valueImportsOfRelayRuntime(new URL('../src/', import.meta.url));
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect(narrowed[name], name).toBeDefined();
  });
});

/** Names imported as values (not `type`) from 'relay-runtime' anywhere under dir. */
function valueImportsOfRelayRuntime(dir: URL): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('__generated__')) continue;
    const code = readFileSync(new URL(file, dir), 'utf8');
    for (const m of code.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'relay-runtime'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}
