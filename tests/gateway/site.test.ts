import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { childNamed, childrenNamed, parseXml } from './support/xml.js';

// Neither the feed nor the banner calls v20: no api behind these gateways.
const NO_API = 'http://127.0.0.1:9';
const POST_SLUGS = readdirSync('content/blog').filter((n) => n.endsWith('.md')).map((n) => n.replace(/\.md$/, ''));

let plain: RunningGateway;
let configured: RunningGateway;
beforeAll(async () => {
  plain = await startGateway(loadGatewayConfig({ PORT: '0', V20_API_URL: NO_API, NODE_ENV: 'test' }));
  configured = await startGateway(loadGatewayConfig({
    PORT: '0',
    V20_API_URL: NO_API,
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: 'https://www.hearth.test/',
    SITE_BANNER: 'Rooms in San Antonio are now open for applications.',
    SITE_BANNER_LINK: '/listings/tx/san-antonio',
  }));
});
afterAll(async () => {
  await plain?.close();
  await configured?.close();
});

const banner = async (gateway: RunningGateway, headers: Record<string, string> = {}) => {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ siteBanner { dismissKey text link } }' }),
  });
  return (await res.json()) as { data?: { siteBanner: { dismissKey: string; text: string; link: string | null } | null }; errors?: unknown[] };
};

describe('the blog feed at /blog/feed.xml', () => {
  it('is valid Atom with one entry per post, newest first, every link absolute on the request origin', async () => {
    const res = await fetch(`${plain.url}/blog/feed.xml`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(await res.text());
    expect(feed.name).toBe('feed');
    expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    for (const required of ['id', 'title', 'updated', 'author']) expect(childNamed(feed, required), required).toBeDefined();
    const origin = plain.url;
    expect(childrenNamed(feed, 'link').find((l) => l.attributes.rel === 'self')?.attributes.href).toBe(`${origin}/blog/feed.xml`);

    const entries = childrenNamed(feed, 'entry');
    expect(entries.map((e) => childNamed(e, 'id').text.replace(`${origin}/blog/`, '')).sort()).toEqual([...POST_SLUGS].sort());
    const published = entries.map((e) => childNamed(e, 'published').text);
    expect(published).toEqual([...published].sort().reverse());
    expect(childNamed(feed, 'updated').text).toBe(published[0]);
    for (const entry of entries) {
      for (const required of ['title', 'summary', 'updated', 'author']) expect(childNamed(entry, required), required).toBeDefined();
      const href = childNamed(entry, 'link').attributes.href;
      expect(href).toMatch(new RegExp(`^${origin}/blog/[a-z0-9-]+$`));
      const content = childNamed(entry, 'content');
      expect(content.attributes.type).toBe('html');
      // Links inside a post lead back to the site, absolute as well.
      for (const link of content.text.matchAll(/href="([^"]+)"/g)) expect(link[1]).toMatch(/^(https?:|mailto:)/);
    }
  });

  it('uses PUBLIC_ORIGIN when it is set, whatever Host the request names', async () => {
    const text = await (await fetch(`${configured.url}/blog/feed.xml`)).text();
    const feed = parseXml(text);
    expect(childNamed(feed, 'id').text).toBe('https://www.hearth.test/blog');
    expect(text).not.toContain(configured.url);
    expect(childNamed(childrenNamed(feed, 'entry')[0], 'link').attributes.href).toMatch(/^https:\/\/www\.hearth\.test\/blog\//);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${plain.url}/blog/feed.xml`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${plain.url}/blog/feed.xml`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

describe('the site banner', () => {
  it('is absent when none is configured', async () => {
    const body = await banner(plain);
    expect(body.errors).toBeUndefined();
    expect(body.data?.siteBanner).toBeNull();
  });

  it('is the configured text and link, readable without signing in, with a key that follows the text', async () => {
    const body = await banner(configured);
    expect(body.errors).toBeUndefined();
    expect(body.data?.siteBanner).toEqual({
      dismissKey: expect.stringMatching(/^[0-9a-f]{16}$/),
      text: 'Rooms in San Antonio are now open for applications.',
      link: '/listings/tx/san-antonio',
    });
    const other = await startGateway(loadGatewayConfig({ PORT: '0', V20_API_URL: NO_API, NODE_ENV: 'test', SITE_BANNER: 'Something else entirely.' }));
    try {
      const otherKey = (await banner(other)).data?.siteBanner?.dismissKey;
      expect(otherKey).toMatch(/^[0-9a-f]{16}$/);
      expect(otherKey).not.toBe(body.data?.siteBanner?.dismissKey);
    } finally {
      await other.close();
    }
  });

  it('refuses a banner setting that cannot be shown safely', () => {
    const load = (env: Record<string, string>) => () => loadGatewayConfig({ V20_API_URL: NO_API, ...env });
    expect(load({ SITE_BANNER: 'Hi', SITE_BANNER_LINK: 'javascript:alert(1)' })).toThrow(/SITE_BANNER_LINK/);
    expect(load({ SITE_BANNER: 'Hi', SITE_BANNER_LINK: '//evil.example' })).toThrow(/SITE_BANNER_LINK/);
    expect(load({ SITE_BANNER_LINK: '/blog' })).toThrow(/needs SITE_BANNER/);
    expect(load({ SITE_BANNER: 'x'.repeat(281) })).toThrow(/SITE_BANNER/);
    expect(load({ PUBLIC_ORIGIN: 'ftp://hearth.test' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
