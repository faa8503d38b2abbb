// The public site as a search engine or a browser without JavaScript gets it: the
// gateway renders public pages on the server (docs/public-site.md), and answers
// /sitemap.xml and /robots.txt.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { ensureWebBuild } from '../e2e/support/webBuild.js';
import { startStack, type Stack } from './harness.js';

const ORIGIN = 'https://rooms.hearth.example';
let stack: Stack;
let home: { id: number; title: string; city: string; state: string; bedrooms: number };
beforeAll(async () => {
  ensureWebBuild();
  stack = await startStack({
    NODE_ENV: 'production',
    WEB_DIST_DIR: 'web/dist',
    PERSISTED_OPERATIONS_FILE: 'web/persisted-queries.json',
    PUBLIC_ORIGIN: ORIGIN,
    // Generous on a shared test machine: these check what is rendered, not how fast.
    SSR_TIMEOUT_MS: '15000',
  });
  [home] = await rows<typeof home>(stack.api.deps.database.db, sql`
    SELECT b.id, b.title, b.city, b.state, (SELECT count(*)::int FROM bedrooms r WHERE r.building_id = b.id) AS bedrooms
    FROM buildings b WHERE b.listed_at IS NOT NULL AND b.region = 'ga/atlanta' ORDER BY b.id LIMIT 1`);
}, 300_000);
afterAll(() => stack?.close());

/** A browser without JavaScript (or a crawler) asking for a page. */
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.gateway.url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml', ...headers }, redirect: 'manual' });

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const decode = (text: string) => text.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const jsonLdOf = (html: string) => {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]) : null;
};

describe('server-rendered public pages', () => {
  it('a listing page carries its title, description, canonical address, Open Graph tags, rooms and prices', async () => {
    const res = await page(`/listings/id/${home.id}?utm_source=newsletter`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(decode(attribute(html, /<title>([^<]*)<\/title>/) ?? '')).toBe(`${home.title}, ${home.city} · Hearth`);
    const description = decode(attribute(html, /<meta name="description" content="([^"]*)"/) ?? '');
    expect(description).toContain(`in ${home.city}, ${home.state}`);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/listings/id/${home.id}`);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${ORIGIN}/listings/id/${home.id}`);
    expect(decode(attribute(html, /<meta property="og:title" content="([^"]*)"/) ?? '')).toBe(`${home.title}, ${home.city} · Hearth`);
    expect(decode(attribute(html, /<meta property="og:description" content="([^"]*)"/) ?? '')).toBe(description);
    expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
    expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(new RegExp(`^${ORIGIN}/`));
    // The page itself, not an empty shell: the home's name, its bedrooms and their rent.
    expect(html).toContain('data-server-rendered="true"');
    expect(decode(html)).toContain(`<h1>${home.title}</h1>`);
    expect(html).toMatch(/<h2 id="bedrooms-heading">Bedrooms<\/h2>/);
    expect(html).toMatch(/<strong>\$[\d,]+(\.\d\d)?<\/strong>\/mo/);
    // Styled before its JavaScript arrives, with nothing to wait for: the listing screen's
    // CSS is in the page's head, and no stylesheet is linked but as a disabled name.
    const screenCss = attribute(html, /<link rel="stylesheet" crossorigin href="(\/assets\/ListingDetail-[\w-]+\.css)" disabled>/);
    expect(screenCss).toBeTruthy();
    expect(attribute(html, /<style>([\s\S]*?)<\/style>/)).toContain(readFileSync(join('web/dist', screenCss!), 'utf8').trim());
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.filter((link) => !link.endsWith(' disabled>'))).toEqual([]);
  });

  it('a listing page names the home and its offers in JSON-LD', async () => {
    const html = await (await page(`/listings/id/${home.id}`)).text();
    const data = jsonLdOf(html);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toContain('Accommodation');
    expect(data).toMatchObject({ name: home.title, numberOfRooms: home.bedrooms, address: { addressLocality: home.city, addressRegion: home.state } });
    expect(data.offers).toHaveLength(home.bedrooms);
    for (const offer of data.offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', priceSpecification: { unitCode: 'MON' } });
      expect(offer.name).toBeTruthy();
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
      expect(offer.availabilityStarts).toMatch(/^\d{4}-\d\d-\d\d$/);
      // The same price is on the page.
      expect(html).toContain(`$${Number(offer.price).toLocaleString('en-US', { minimumFractionDigits: Number(offer.price) % 1 ? 2 : 0 })}`);
    }
  });

  it('text that looks like markup cannot leave the JSON-LD script', async () => {
    await stack.api.deps.database.db.execute(sql`UPDATE buildings SET description = ${'Sunny rooms </script><script>alert(1)</script> & more'} WHERE id = ${home.id}`);
    const html = await (await page(`/listings/id/${home.id}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLdOf(html).description).toBe('Sunny rooms </script><script>alert(1)</script> & more');
  });

  it('a city page lists its homes with their prices under its own title', async () => {
    const res = await page('/listings/ga/atlanta');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe('Rooms for rent in Atlanta, GA · Hearth');
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toContain('Atlanta');
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/listings/ga/atlanta`);
    expect(decode(html)).toContain(home.title);
    expect(html).toContain(`href="/listings/id/${home.id}"`);
    expect(html).toMatch(/\$[\d,]+/);
  });

  it('another public page is named by its own PageMeta', async () => {
    const html = await (await page('/for-vendors')).text();
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe('Work with Hearth homes · Hearth');
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/for-vendors`);
    expect(html).toContain('Jobs in shared homes, booked, scheduled and paid in one place');
  });

  it('an unknown listing is a 404 with the not-found page', async () => {
    const res = await page('/listings/id/987654321');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('This home isn');
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe('Home not found · Hearth');
  });

  it('every page that says "not found" answers 404, known pages still 200', async () => {
    for (const path of ['/nonexistent-page', '/search', '/listings/zz/nowhere', '/locations/nowhere-city-guide']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('find that page');
      expect(attribute(html, /<title>([^<]*)<\/title>/), path).toBe('Page not found · Hearth');
    }
    const post = await page('/blog/nope');
    expect(post.status).toBe(404);
    expect(await post.text()).toContain('find that post');
    for (const path of ['/blog', '/about', '/listings/ga/atlanta']) expect((await page(path)).status, path).toBe(200);
  });

  it('a 20 KB address answers 431 with a page that says why, not a blank one', async () => {
    const res = await page(`/listings?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<h1>This address is too long</h1>');
  });

  it('a signed-in browser gets the app shell, never a page rendered for someone else', async () => {
    const res = await page(`/listings/id/${home.id}`, { cookie: 'hearth_token=abc; hearth_user_id=12' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-server-rendered');
  });

  it('pages that are not public are not rendered on the server', async () => {
    const html = await (await page('/manager/service/activities')).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends rendered pages and built files compressed, hashed files cached for good', async () => {
    const rendered = await page('/listings/ga/atlanta', { 'accept-encoding': 'br' });
    expect(rendered.headers.get('content-encoding')).toBe('br');
    expect(rendered.headers.get('vary')).toContain('Accept-Encoding');
    expect(await rendered.text()).toContain('Rooms for rent in Atlanta');
    const gz = await page('/listings/ga/atlanta', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const shell = await (await page('/manager/homes')).text();
    const script = attribute(shell, /<script type="module" crossorigin src="([^"]+)"/)!;
    const asset = await fetch(`${stack.gateway.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await fetch(`${stack.gateway.url}${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(1000);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists the public pages, the city pages and every listed home, and no unlisted one', async () => {
    const [unlisted] = await rows<{ id: number }>(stack.api.deps.database.db, sql`
      SELECT id FROM buildings WHERE listed_at IS NOT NULL AND id <> ${home.id} ORDER BY id DESC LIMIT 1`);
    await stack.api.deps.database.db.execute(sql`UPDATE buildings SET listed_at = NULL WHERE id = ${unlisted.id}`);
    const listed = await rows<{ id: number }>(stack.api.deps.database.db, sql`SELECT id FROM buildings WHERE listed_at IS NOT NULL`);

    const res = await fetch(`${stack.gateway.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/listings', '/listings/ga/atlanta', '/for-vendors', '/homeowners/safety', '/locations/durham-city-guide', '/hearth-for-universities']) {
      expect(locations).toContain(`${ORIGIN}${path}`);
    }
    const homes = locations.filter((url) => url.startsWith(`${ORIGIN}/listings/id/`)).map((url) => Number(url.split('/').pop()));
    expect(homes.sort((a, b) => a - b)).toEqual(listed.map((b) => b.id).sort((a, b) => a - b));
    expect(homes).not.toContain(unlisted.id);
    expect(locations.some((url) => url.includes('/manager') || url.includes('/login'))).toBe(false);
  });

  it('robots.txt keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await fetch(`${stack.gateway.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ['/internal', '/manager', '/vendor/', '/billing', '/profile', '/applications', '/leases', '/my-hearth', '/developers']) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });
});
