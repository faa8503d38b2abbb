import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { BRAND_NAME } from '../../common/brand.js';
import { escapeHtml, parsePosts, type BlogPost } from '../../common/blog.js';
import { publicOriginOf } from './publicOrigin.js';

/** Where the feed is served (the web links to it from /blog). */
export const BLOG_FEED_PATH = '/blog/feed.xml';

/** Feed readers poll: a few minutes of caching spares re-reading the posts on every poll. */
const CACHE_CONTROL = 'public, max-age=300';

/** Every post of the folder (`<slug>.md`), parsed by the module the web pages use, newest first; none when the folder is missing. */
export async function readBlogPosts(dir: string): Promise<BlogPost[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.md'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files: Record<string, string> = {};
  for (const name of names) files[name] = await readFile(join(dir, name), 'utf8');
  return parsePosts(files);
}

/** A post's root-relative links (`href="/billing"`) made absolute, as feed readers show posts away from the site. */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/href="\/(?!\/)/g, `href="${origin}/`);
}

const day = (date: string) => `${date}T00:00:00Z`;

/** The Atom 1.0 document (RFC 4287) for the posts, every link absolute under `origin`. */
export function atomFeed(posts: readonly BlogPost[], origin: string): string {
  const x = escapeHtml;
  const updated = posts.length > 0 ? day(posts[0].date) : '1970-01-01T00:00:00Z';
  const entries = posts.map((post) => {
    const url = `${origin}/blog/${post.slug}`;
    return [
      '  <entry>',
      `    <title>${x(post.title)}</title>`,
      `    <id>${x(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${x(url)}"/>`,
      `    <published>${day(post.date)}</published>`,
      `    <updated>${day(post.date)}</updated>`,
      `    <author><name>${x(post.author)}</name></author>`,
      `    <summary>${x(post.description)}</summary>`,
      `    <content type="html">${x(absoluteLinks(post.html, origin))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${x(`The ${BRAND_NAME} blog`)}</title>`,
    `  <subtitle>${x('Advice for renters sharing a home and for homeowners renting one out, room by room.')}</subtitle>`,
    `  <id>${x(`${origin}/blog`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${x(origin + BLOG_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(`${origin}/blog`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${x(BRAND_NAME)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** GET/HEAD /blog/feed.xml: the blog as Atom, read from the posts folder on each request. */
export function createBlogFeedHandler({ blogDir, publicOrigin }: { blogDir: string; publicOrigin?: string }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' });
      res.end('Method not allowed.');
      return;
    }
    const body = atomFeed(await readBlogPosts(blogDir), publicOriginOf(req, publicOrigin));
    res.writeHead(200, {
      'content-type': 'application/atom+xml; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
