import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../../api/db/seed/demo-users.js';
import { startStack, type Stack } from './harness.js';

// docs/partners.md is a quickstart whose `sh` examples are run here as written, in
// order, in one shell (so a token made by one example is used by the next), against
// a real api and gateway in production mode. Only the addresses and the sign-in are
// substituted. An example followed by a `json` block must answer that JSON: the same
// keys and values, except values that differ per database (ids, titles, hints).
// Blocks marked `sh norun` are not run (the doc says why beside each).

const DOC = 'docs/partners.md';
const VARIES = new Set(['id', 'title', 'hint']);

interface Block { lang: string; flags: string; text: string }

function blocksOf(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, flags: m[2]!.trim(), text: m[3]! }));
}

/** Where `actual` differs from the documented `expected` (keys missing, values unequal), as paths. */
function differences(expected: unknown, actual: unknown, path = '$'): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array`];
    if (actual.length < expected.length) return [`${path}: expected at least ${expected.length} items, got ${actual.length}`];
    return expected.flatMap((item, i) => differences(item, actual[i], `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return [`${path}: expected an object`];
    return Object.entries(expected).flatMap(([key, value]) => {
      if (!(key in actual)) return [`${path}.${key}: missing`];
      const got = (actual as Record<string, unknown>)[key];
      if (VARIES.has(key)) return typeof got === typeof value ? [] : [`${path}.${key}: expected a ${typeof value}`];
      return differences(value, got, `${path}.${key}`);
    });
  }
  return expected === actual ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** Runs a bash script without blocking this process, which serves the api and gateway the script calls. */
function bash(script: string, cwd: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

let stack: Stack;
let workDir: string;
beforeAll(async () => {
  stack = await startStack({ NODE_ENV: 'production' });
  workDir = mkdtempSync(join(tmpdir(), 'hearth-quickstart-'));
});
afterAll(async () => {
  await stack?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('docs/partners.md', () => {
  it('has runnable examples, and each answers what the page shows', async () => {
    const blocks = blocksOf(readFileSync(DOC, 'utf8'));
    const runnable = blocks.map((b, i) => ({ ...b, index: i })).filter((b) => b.lang === 'sh' && !/\bnorun\b/.test(b.flags));
    expect(runnable.length).toBeGreaterThanOrEqual(5);

    const substitute = (text: string) => text
      .replaceAll('http://localhost:4001', stack.api.url)
      .replaceAll('http://localhost:4000', stack.gateway.url)
      .replaceAll('you@example.com', demoUser('manager').email)
      .replaceAll('your password', DEMO_PASSWORD);
    const marker = (i: number) => `@@example ${i}@@`;
    const script = ['set -eo pipefail', ...runnable.map((b) => `echo; echo '${marker(b.index)}'\n${substitute(b.text)}`)].join('\n');
    const run = await bash(script, workDir);
    const outputs = new Map<number, string>();
    const parts = run.stdout.split(/^@@example (\d+)@@$/m);
    for (let i = 1; i < parts.length; i += 2) outputs.set(Number(parts[i]), parts[i + 1]!.trim());
    expect(run.status, `an example failed (the last one started is #${[...outputs.keys()].at(-1)}):\n${run.stderr}\n${run.stdout}`).toBe(0);

    for (const block of runnable) {
      const output = outputs.get(block.index) ?? '';
      const shown = blocks[block.index + 1];
      if (shown?.lang !== 'json') continue;
      let actual: unknown;
      try {
        actual = JSON.parse(output);
      } catch {
        throw new Error(`example #${block.index} printed no JSON:\n${output}`);
      }
      expect(differences(JSON.parse(shown.text), actual), `example #${block.index} answered:\n${output}`).toEqual([]);
    }

    // The pagination example's second page follows its first: four different homes.
    const paging = runnable.find((b) => b.text.includes('endCursor'))!;
    const titles = (outputs.get(paging.index) ?? '').split('\n').filter(Boolean);
    expect(titles).toHaveLength(4);
    expect(new Set(titles).size).toBe(4);
  });
});
