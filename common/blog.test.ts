import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPost, parsePost, parsePosts, renderMarkdown } from './blog.js';

const post = (fields: Record<string, string>, body = 'Hello.') =>
  `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}\n`;
const FIELDS = { title: 'A title', description: 'Short.', date: '2026-01-02', author: 'Ada' };

describe('blog posts', () => {
  it('reads the front matter and names the post after its file', () => {
    const parsed = parsePosts({ '/content/blog/room-tips.md': post(FIELDS, '## Tips\n\nKeep the **kitchen** clean.') });
    expect(parsed).toEqual([
      { slug: 'room-tips', title: 'A title', description: 'Short.', date: '2026-01-02', author: 'Ada', html: expect.stringContaining('<h2>Tips</h2>') },
    ]);
    expect(parsed[0].html).toContain('<strong>kitchen</strong>');
  });

  it('lists the newest first', () => {
    const parsed = parsePosts({
      'a/older.md': post({ ...FIELDS, date: '2025-12-31' }),
      'a/newest.md': post({ ...FIELDS, date: '2026-03-01' }),
      'a/middle.md': post({ ...FIELDS, date: '2026-02-14' }),
    });
    expect(parsed.map((p) => p.slug)).toEqual(['newest', 'middle', 'older']);
  });

  it('finds a post by slug, and nothing for an unknown one', () => {
    const parsed = parsePosts({ 'x/known.md': post(FIELDS) });
    expect(findPost(parsed, 'known')?.title).toBe('A title');
    expect(findPost(parsed, 'unknown')).toBeNull();
    expect(findPost(parsed, undefined)).toBeNull();
  });

  it('refuses a post with missing or wrong front matter, naming the problem', () => {
    expect(() => parsePost('no-front-matter', 'Just text')).toThrow(/front matter/);
    expect(() => parsePost('no-author', post({ title: 'T', description: 'D', date: '2026-01-02' }))).toThrow(/"author"/);
    expect(() => parsePost('bad-date', post({ ...FIELDS, date: '2026-13-45' }))).toThrow(/date/);
    expect(() => parsePost('Bad Slug', post(FIELDS))).toThrow(/file name/);
  });

  it('never passes raw HTML or script links through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> [click](javascript:alert(1)) [ok](/billing) [web](https://example.com)');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="/billing">ok</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">web</a>');
  });

  it('writes the brand where a post says {brand}', () => {
    const parsed = parsePost('brand', post({ ...FIELDS, title: 'Renting with {brand}' }, 'On {brand} rooms are rented one by one.'));
    expect(parsed.title).toBe('Renting with Hearth');
    expect(parsed.html).toContain('On Hearth rooms');
  });

  it('every post in content/blog parses, with a unique slug', () => {
    const dir = join(import.meta.dirname, '..', 'content', 'blog');
    const files = Object.fromEntries(readdirSync(dir).filter((n) => n.endsWith('.md')).map((n) => [n, readFileSync(join(dir, n), 'utf8')]));
    const parsed = parsePosts(files);
    expect(parsed.length).toBeGreaterThanOrEqual(4);
    expect(new Set(parsed.map((p) => p.slug)).size).toBe(parsed.length);
  });
});
