// `npx tsx scripts/js-budget.ts`: the compressed JavaScript the first screen of each
// public page downloads, from the client build (web/dist, after `npm run build:web`):
// index.html's entry and every chunk it imports statically (what index.html preloads),
// plus the lazy chunks that page's routes load before it can hydrate (the screen's
// `lazy` import in web/src/routes.tsx and the area route files, and what they import
// statically), at the sizes the gateway sends (the build's .br and .gz siblings).
// Which chunk is which comes from Vite's manifest (.vite/manifest.json). Budget
// (issue 16): 150 KB of brotli for each of / and /listings. bench/public.ts measures
// what a browser really downloads and names any chunk this list misses.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const JS_BUDGET_BYTES = 150 * 1024;

/**
 * The lazy modules (manifest keys: source paths under web/) each budgeted page loads on
 * its first screen: the lazy route of its screen. The layout loads nothing lazily for a
 * guest (the account menu, bell, banner and crash page load only when shown).
 */
export const FIRST_SCREEN_LAZY: Record<string, string[]> = {
  '/': ['src/public/home/HomePage.tsx'],
  '/listings': ['src/listings/browse/browseScreen.ts'],
};

export interface FirstScreenJs {
  page: string;
  /** Files under web/dist, e.g. assets/index-abc.js. */
  chunks: string[];
  raw_bytes: number;
  gzip_bytes: number;
  brotli_bytes: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const sizeOf = (file: string, suffix: '.br' | '.gz', compress: (b: Buffer) => Buffer) =>
  existsSync(file + suffix) ? statSync(file + suffix).size : compress(readFileSync(file)).length;

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:web\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** The chunks `page` loads before it can run: the entry and its lazy screen, each followed through static imports. */
export function firstScreenJs(page: string, distDir = 'web/dist'): FirstScreenJs {
  const lazy = FIRST_SCREEN_LAZY[page];
  if (!lazy) throw new Error(`No first-screen list for ${page}: add it to FIRST_SCREEN_LAZY`);
  const manifest = readManifest(distDir);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update FIRST_SCREEN_LAZY)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...lazy]) visit(key);
  const chunks = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = (f: (file: string) => number) => chunks.reduce((sum, c) => sum + f(join(distDir, c)), 0);
  return {
    page,
    chunks,
    raw_bytes: total((f) => statSync(f).size),
    gzip_bytes: total((f) => sizeOf(f, '.gz', (b) => gzipSync(b, { level: 9 }))),
    brotli_bytes: total((f) => sizeOf(f, '.br', (b) => brotliCompressSync(b))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let within = true;
  for (const page of Object.keys(FIRST_SCREEN_LAZY)) {
    const js = firstScreenJs(page);
    within &&= js.brotli_bytes <= JS_BUDGET_BYTES;
    console.log(JSON.stringify({
      metric: 'first_screen_js', page, chunks: js.chunks.length, raw_kb: Math.round(js.raw_bytes / 1024),
      gzip_kb: Math.round(js.gzip_bytes / 1024), brotli_kb: +(js.brotli_bytes / 1024).toFixed(1), budget_kb: JS_BUDGET_BYTES / 1024,
      within_budget: js.brotli_bytes <= JS_BUDGET_BYTES,
    }));
  }
  if (!within) process.exitCode = 1;
}
