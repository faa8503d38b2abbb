// `npx tsx scripts/js-budget.ts`: the compressed JavaScript the first screen of the
// public site downloads, from the client build (web/dist): the entry chunk and every
// chunk it imports statically (what index.html preloads), at the sizes the gateway
// sends (the build's .br and .gz siblings). Budget (issue 17): 150 KB of brotli.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const JS_BUDGET_BYTES = 150 * 1024;

export interface FirstScreenJs {
  chunks: string[];
  raw_bytes: number;
  gzip_bytes: number;
  brotli_bytes: number;
}

const sizeOf = (file: string, suffix: '.br' | '.gz', compress: (b: Buffer) => Buffer) =>
  existsSync(file + suffix) ? statSync(file + suffix).size : compress(readFileSync(file)).length;

/** The chunks a page loads before it can run: index.html's entry, followed through static imports. */
export function firstScreenJs(distDir = 'web/dist'): FirstScreenJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(join(distDir, path), 'utf8');
    // Static imports only (`import ... from "./x.js"`, `import "./x.js"`); import() is lazy.
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) visit(`assets/${m[1]}`);
  };
  for (const m of html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/(assets\/[\w.-]+\.js)"/g)) visit(m[1]);
  const chunks = [...seen];
  const total = (f: (file: string) => number) => chunks.reduce((sum, c) => sum + f(join(distDir, c)), 0);
  return {
    chunks,
    raw_bytes: total((f) => statSync(f).size),
    gzip_bytes: total((f) => sizeOf(f, '.gz', (b) => gzipSync(b, { level: 9 }))),
    brotli_bytes: total((f) => sizeOf(f, '.br', (b) => brotliCompressSync(b))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const js = firstScreenJs();
  console.log(JSON.stringify({
    metric: 'first_screen_js', pages: ['/', '/listings'], chunks: js.chunks.length, raw_kb: Math.round(js.raw_bytes / 1024),
    gzip_kb: Math.round(js.gzip_bytes / 1024), brotli_kb: Math.round(js.brotli_bytes / 1024), budget_kb: JS_BUDGET_BYTES / 1024,
    within_budget: js.brotli_bytes <= JS_BUDGET_BYTES,
  }));
}
