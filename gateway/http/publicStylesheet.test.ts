import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publicStylesheetParts, readPublicStylesheet, writePublicStylesheet, type ManifestChunk } from './publicStylesheet.js';
import { composeDocument } from './serverRender.js';

/** A client build in miniature: the entry, two public screens sharing a card, a manager screen. */
const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-e1.js', css: ['assets/index-e1.css'], imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-f1.js' },
  'src/listings/listing/ListingDetail.tsx': { file: 'assets/ListingDetail-d1.js', src: 'src/listings/listing/ListingDetail.tsx', isDynamicEntry: true, css: ['assets/ListingDetail-d1.css'], imports: ['_ListingCard.js', 'index.html'] },
  'src/public/home/HomePage.tsx': { file: 'assets/Home-h1.js', src: 'src/public/home/HomePage.tsx', isDynamicEntry: true, css: ['assets/Home-h1.css'], imports: ['_ListingCard.js'] },
  '_ListingCard.js': { file: 'assets/ListingCard-c1.js', css: ['assets/ListingCard-c1.css'] },
  'src/listings/manager/ManagerListings.tsx': { file: 'assets/Manager-m1.js', src: 'src/listings/manager/ManagerListings.tsx', isDynamicEntry: true, css: ['assets/Manager-m1.css'] },
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Hearth</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let dist: string | null = null;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

function build(css: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'hearth-public-css-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [file, text] of Object.entries(css)) writeFileSync(join(dist, 'assets', file), text);
  return dist;
}

const CSS = {
  'index-e1.css': 'body{background:#faf6f0}',
  'Home-h1.css': '._hero_1{color:red}',
  'ListingCard-c1.css': '._card_1{border:1px solid}',
  'ListingDetail-d1.css': '._title_1{font-size:2rem}',
  'Manager-m1.css': '._table_1{width:100%}',
};

describe('the public stylesheet', () => {
  it("holds the entry's CSS first, then every public screen's in the order rendered pages linked them, and no signed-in screen's", () => {
    expect(publicStylesheetParts(MANIFEST)).toEqual([
      '/assets/index-e1.css', '/assets/Home-h1.css', '/assets/ListingCard-c1.css', '/assets/ListingDetail-d1.css',
    ]);
  });

  it('is written as one content-hashed file under assets/, whose name changes with its content', () => {
    const first = writePublicStylesheet(build(CSS));
    expect(first.href).toMatch(/^\/assets\/public-[\w-]{10}\.css$/);
    expect(readFileSync(join(dist!, first.href), 'utf8')).toBe(
      'body{background:#faf6f0}\n._hero_1{color:red}\n._card_1{border:1px solid}\n._title_1{font-size:2rem}',
    );
    expect(readPublicStylesheet(dist!)).toEqual(first);
    rmSync(dist!, { recursive: true });
    const second = writePublicStylesheet(build({ ...CSS, 'Home-h1.css': '._hero_1{color:blue}' }));
    expect(second.href).not.toBe(first.href);
  });
});

describe('a rendered page', () => {
  const render = (distDir: string) => {
    const sheet = readPublicStylesheet(distDir)!;
    return composeDocument(TEMPLATE, '<h1>A home</h1>', null, '/listings/id/1', 'https://hearth.example', {
      kind: 'inline', sheet, css: readFileSync(join(distDir, sheet.href), 'utf8'),
    });
  };

  it('carries the public CSS in its head instead of linking any stylesheet, in place of the entry CSS', () => {
    writePublicStylesheet(build(CSS));
    const html = render(dist!);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(style).toContain('._title_1{font-size:2rem}');
    // Where the entry's link was: before anything the page adds to its head.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<link rel="canonical"'));
    // Nothing a browser would wait for: each file the style holds is named by a disabled link only.
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toMatch(/ disabled>$/);
    expect(links.some((link) => link.includes('href="/assets/ListingDetail-d1.css"'))).toBe(true);
    expect(html).toContain('<div id="root" data-server-rendered="true"><h1>A home</h1></div>');
  });

  it('keeps CSS, titles and text that look like replacement patterns or a closing tag as they are', () => {
    writePublicStylesheet(build({ ...CSS, 'Home-h1.css': '._hero_1::after{content:"$& $` </style>"}' }));
    const sheet = readPublicStylesheet(dist!)!;
    const html = composeDocument(TEMPLATE, '<p>$&amp; off</p>', { title: "Rent $' less", description: 'From $& up' }, '/', 'https://hearth.example', {
      kind: 'inline', sheet, css: readFileSync(join(dist!, sheet.href), 'utf8'),
    });
    expect(html).toContain('content:"$& $` <\\/style>"');
    expect(html).toContain('<title>Rent $&#39; less · Hearth</title>');
    expect(html).toContain('content="From $&amp; up"');
    expect(html).toContain('<p>$&amp; off</p>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('links each public screen stylesheet on its own for a build from before the joined file', () => {
    const html = composeDocument(TEMPLATE, '', null, '/', 'https://hearth.example', { kind: 'files', hrefs: ['/assets/index-e1.css', '/assets/Home-h1.css'] });
    expect(html.match(/<link rel="stylesheet" crossorigin href="[^"]+">/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-e1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Home-h1.css">',
    ]);
  });
});
