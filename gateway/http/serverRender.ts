// Server-side rendering of the public site (docs/public-site.md): the gateway loads
// the renderer Vite built from web/src/ssr/entry-server.tsx and, for a public page,
// writes the page's HTML, title, description, canonical address, Open Graph tags and
// JSON-LD into the built index.html. Whatever goes wrong, the caller sends the shell.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAND_NAME } from '../../common/brand.js';
import { publicStylesheets, readPublicStylesheet, type ManifestChunk, type PublicStylesheet } from './publicStylesheet.js';

/** What web/src/app/meta/PageMeta.tsx collects (kept in step by hand: the renderer is a build output). */
export interface PageMetaInfo {
  title: string;
  description: string;
  canonicalPath?: string;
  image?: string;
  jsonLd?: Record<string, unknown>;
}

type RenderResult =
  | { kind: 'page'; status: number; html: string; meta: PageMetaInfo | null }
  | { kind: 'redirect'; status: number; location: string };

interface CredentialStore {
  read(): { token: string | null; userId: string | null };
  save(credentials: { token: string; userId?: string | null }): void;
  clear(): void;
}

interface RendererModule {
  render(url: string, options: { fetch: typeof fetch; credentials: CredentialStore; timeoutMs: number; log(event: string, detail: unknown): void }): Promise<RenderResult>;
  isPublicPage(pathname: string): boolean;
}

export interface ServerRendererDeps {
  /** web/dist-ssr: holds entry-server.js. */
  ssrDir: string;
  /** web/dist: its .vite/manifest.json names the CSS of lazy screens. */
  distDir: string;
  /** Runs a GraphQL request inside this gateway (yoga.fetch), as the browser's POST /graphql would. */
  graphqlFetch: typeof fetch;
  /** The gateway's own guest session (publicSite.ts). */
  guest: { read(): string | null; save(token: string): void; clear(): void };
  timeoutMs: number;
  log(message: string, error?: unknown): void;
}

export type ServerRendered =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

export interface ServerRenderer {
  /** Loads the renderer ahead of the first page (it is a few MB of code). */
  warm(): void;
  /** Whether `pathname` is a page the renderer handles (it may still decline). */
  handles(pathname: string): Promise<boolean>;
  /** The finished document, or null: then the shell is sent, as without server rendering. */
  render(url: string, template: string, origin: string): Promise<ServerRendered | null>;
}

/** Text inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * JSON inside <script type="application/ld+json">: `<` (so no `</script>` or `<!--` ends
 * it early), `>` and `&` as Unicode escapes, and the two line separators JavaScript dislikes.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/** The head of a rendered page: title, description, canonical, Open Graph, JSON-LD. */
export function headTags(meta: PageMetaInfo | null, pathname: string, origin: string): { title: string | null; description: string | null; extra: string } {
  const canonical = absolute(origin, meta?.canonicalPath ?? pathname);
  const title = meta ? `${meta.title} · ${BRAND_NAME}` : null;
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}">`, `<meta property="og:url" content="${escapeHtml(canonical)}">`];
  tags.push('<meta property="og:type" content="website">', `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}">`);
  if (meta) {
    tags.push(`<meta property="og:title" content="${escapeHtml(title!)}">`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}">`);
  }
  tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, meta?.image ?? '/favicon.svg'))}">`);
  if (meta?.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return { title, description: meta?.description ?? null, extra: tags.join('\n    ') };
}

/**
 * How a rendered page is styled: the public stylesheet the build joined, its text in the
 * head; else (a build from before it) each public screen's CSS file linked on its own.
 */
export type PageStyles =
  | { kind: 'files'; hrefs: string[] }
  | { kind: 'inline'; sheet: PublicStylesheet; css: string };

const stylesheetLink = (href: string, extra = '') => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"${extra}>`;

/**
 * The head's styles. Inlined, the page paints as soon as its HTML is parsed: on a slow
 * phone, 14 linked stylesheets (one joined file, still) waited for their own round trips
 * beside the JavaScript's (docs/performance.md). The <style> takes the place of the
 * template's link to the entry's CSS, which it begins with, so the cascade is unchanged.
 * Each file it holds is named by a disabled link, which a browser never fetches: Vite's
 * loader of lazy chunks looks for a stylesheet link with a chunk's CSS address, finds it,
 * and does not fetch that CSS again (nor append it after the others).
 */
function withStyles(html: string, styles: PageStyles): { html: string; tags: string[] } {
  if (styles.kind === 'files') {
    return { html, tags: styles.hrefs.filter((href) => !html.includes(`href="${href}"`)).map((href) => stylesheetLink(href)) };
  }
  const { sheet, css } = styles;
  const inline = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const held = (tag: string) => sheet.parts.some((href) => tag.includes(`href="${escapeHtml(href)}"`));
  let placed = false;
  const replaced = html.replace(/<link rel="stylesheet"[^>]*>/g, (tag) => {
    if (!held(tag)) return tag;
    if (placed) return '';
    placed = true;
    return inline;
  });
  const markers = sheet.parts.map((href) => stylesheetLink(href, ' disabled'));
  return { html: replaced, tags: placed ? markers : [inline, ...markers] };
}

/** index.html with the rendered page in #root and the page's own head. */
export function composeDocument(
  template: string, body: string, meta: PageMetaInfo | null, pathname: string, origin: string, styles: PageStyles = { kind: 'files', hrefs: [] },
): string {
  const head = headTags(meta, pathname, origin);
  let html = template;
  // Functions throughout, so `$&` and friends in a title, the CSS, the JSON-LD or the page's text are not replacement patterns.
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
  if (head.description) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description!)}" />`);
  }
  const styled = withStyles(html, styles);
  html = styled.html.replace('</head>', () => `    ${[...styled.tags, head.extra].join('\n    ')}\n  </head>`);
  return html.replace('<div id="root"></div>', () => `<div id="root" data-server-rendered="true">${body}</div>`);
}

/** The joined public stylesheet when the build wrote one, else each public screen's CSS file. */
function stylesOfBuild(distDir: string, manifestFile: string): PageStyles {
  const sheet = readPublicStylesheet(distDir);
  if (sheet) return { kind: 'inline', sheet, css: readFileSync(join(distDir, sheet.href), 'utf8') };
  return { kind: 'files', hrefs: publicStylesheets(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) };
}

export function createServerRenderer(deps: ServerRendererDeps): ServerRenderer {
  const entry = join(deps.ssrDir, 'entry-server.js');
  let loaded: Promise<RendererModule | null> | null = null;
  const reported = new Set<string>();
  /** Each kind of failure is logged once, not on every page view. */
  const logOnce = (key: string, message: string, error?: unknown) => {
    if (reported.has(key)) return;
    reported.add(key);
    deps.log(message, error);
  };

  /**
   * The renderer, loaded once it exists. Its lazy chunks import the entry back by its
   * plain address, so it cannot be reloaded under another one: a rebuilt renderer is
   * picked up when the gateway restarts (a rebuilt client is served at once).
   */
  function renderer(): Promise<RendererModule | null> {
    if (loaded) return loaded;
    if (!existsSync(entry)) return Promise.resolve(null);
    loaded = (import(pathToFileURL(entry).href) as Promise<RendererModule>).catch((err: unknown) => {
      logOnce('load', 'Server rendering is off: the renderer did not load.', err);
      return null;
    });
    return loaded;
  }

  const manifestFile = join(deps.distDir, '.vite', 'manifest.json');
  let styles: { version: number; styles: PageStyles } | null = null;
  /** How the current client build styles a rendered page (re-read when it is rebuilt). */
  const currentStyles = (): PageStyles => {
    if (!existsSync(manifestFile)) return { kind: 'files', hrefs: [] };
    const version = statSync(manifestFile).mtimeMs;
    if (styles?.version !== version) {
      try {
        styles = { version, styles: stylesOfBuild(deps.distDir, manifestFile) };
      } catch (err) {
        logOnce(`manifest:${version}`, 'The web build manifest could not be read; rendered pages link only the entry CSS.', err);
        styles = { version, styles: { kind: 'files', hrefs: [] } };
      }
    }
    return styles.styles;
  };

  const credentials: CredentialStore = {
    read: () => ({ token: deps.guest.read(), userId: null }),
    save: ({ token }) => deps.guest.save(token),
    clear: () => deps.guest.clear(),
  };

  return {
    warm() {
      void renderer();
    },
    async handles(pathname) {
      const module = await renderer();
      return module !== null && module.isPublicPage(pathname);
    },
    async render(url, template, origin) {
      const module = await renderer();
      if (!module) return null;
      const pathname = new URL(url, 'http://gateway').pathname;
      try {
        const result = await module.render(url, {
          fetch: deps.graphqlFetch,
          credentials,
          timeoutMs: deps.timeoutMs,
          log: (event, detail) => logOnce(`event:${event}`, `Server rendering: ${event}`, detail),
        });
        if (result.kind === 'redirect') return result;
        return {
          kind: 'page',
          status: result.status,
          html: composeDocument(template, result.html, result.meta, pathname, origin, currentStyles()),
        };
      } catch (err) {
        const message = (err as Error)?.message ?? String(err);
        logOnce(`crash:${message}`, `Server rendering failed for ${pathname}; sent the page without it.`, err);
        return null;
      }
    },
  };
}
