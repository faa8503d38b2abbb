// The public site's stylesheet: the entry's CSS and the CSS of the public screens' lazy
// chunks, joined into one content-hashed file by the client build (web/vite.config.ts)
// and linked by a server-rendered page (serverRender.ts). A rendered page was styled by
// 14 render-blocking stylesheets; on a slow phone's 150 ms round trip and six
// connections that was three waves of requests before the first paint (docs/performance.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the public site's screens live; their lazy chunks' CSS goes into a rendered page. */
const PUBLIC_SOURCES = /^src\/(public|listings\/(browse|listing)|account\/login)\/|^src\/vendors\/ForVendors\.tsx$/;

/** Written beside Vite's manifest: which file is the public stylesheet and what it holds. */
export const PUBLIC_STYLESHEET_RECORD = '.vite/public-stylesheet.json';

export interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

export interface PublicStylesheet {
  /** The joined file, e.g. /assets/public-abc123.css. */
  href: string;
  /** The files it holds, in the order they were joined (the entry's CSS first). */
  parts: string[];
}

/**
 * Stylesheets of the public site's lazily loaded screens (a listing, /for-vendors,
 * pages under web/src/public), from Vite's manifest, in the order a rendered page
 * applies them: sorted by name (the order rendered pages linked them in before they
 * were joined, so the cascade, and the look, stay the same).
 */
export function publicStylesheets(manifest: Record<string, ManifestChunk>): string[] {
  const css = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach((imported) => visit(imported, seen));
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.src && PUBLIC_SOURCES.test(chunk.src)) visit(key, new Set());
  }
  return [...css].sort();
}

/** The entry's CSS (index.html links it before anything else), then the public screens'. */
export function publicStylesheetParts(manifest: Record<string, ManifestChunk>): string[] {
  const entry = (manifest['index.html']?.css ?? []).map((file) => `/${file}`);
  return [...entry, ...publicStylesheets(manifest).filter((href) => !entry.includes(href))];
}

/**
 * Build step (after Vite wrote the client and its manifest): joins the parts into
 * assets/public-<hash>.css and records it. Each part is a whole stylesheet Vite already
 * minified, with its url()s relative to assets/, where the joined file lives too.
 */
export function writePublicStylesheet(distDir: string): PublicStylesheet {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const parts = publicStylesheetParts(manifest);
  // A newline between parts: a part that ends in a comment or without `;` cannot swallow the next.
  const css = parts.map((href) => readFileSync(join(distDir, href), 'utf8').trimEnd()).join('\n');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  const record: PublicStylesheet = { href: `/assets/public-${hash}.css`, parts };
  writeFileSync(join(distDir, record.href), css);
  writeFileSync(join(distDir, PUBLIC_STYLESHEET_RECORD), JSON.stringify(record, null, 2));
  return record;
}

/** The record the build wrote, or null (a build from before the joined file, or none). */
export function readPublicStylesheet(distDir: string): PublicStylesheet | null {
  const file = join(distDir, PUBLIC_STYLESHEET_RECORD);
  if (!existsSync(file)) return null;
  const record = JSON.parse(readFileSync(file, 'utf8')) as PublicStylesheet;
  return existsSync(join(distDir, record.href)) ? record : null;
}
