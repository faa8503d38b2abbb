/**
 * The blog: posts are Markdown files in `content/blog/<slug>.md` with a front matter
 * block (`title`, `description`, `date` as YYYY-MM-DD, `author`). One module reads
 * them for the web pages (bundled by Vite) and for the gateway's Atom feed, so a
 * post has one title, one date and one body everywhere.
 *
 * Posts write `{brand}` where the product's name goes (common/brand.ts), as the spec does.
 *
 * The HTML is made by `marked` with raw HTML turned into text and links limited to
 * http(s), mailto and paths on this site: posts are ours, but nothing in a post can
 * run script in a reader's browser.
 */
import { Marked, type Tokens } from 'marked';
import { BRAND_NAME } from './brand.js';

export interface BlogPost {
  /** The file name without `.md`: the post's address is `/blog/<slug>`. */
  slug: string;
  title: string;
  /** One or two sentences: the index, search results and the feed's summary. */
  description: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  author: string;
  /** The body as safe HTML. */
  html: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIELDS = ['title', 'description', 'date', 'author'] as const;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Links a post may carry: the web, mail, and paths on this site (never `javascript:` or `data:`). */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  if (href.startsWith('#')) return true;
  return /^(https?:|mailto:)/i.test(href);
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in a post is shown as text, never passed through.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeHref(href)) return text;
      const external = /^https?:/i.test(href);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${text}</a>`;
    },
    // Posts carry no pictures of their own; an image is shown as its description.
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

/** Markdown to safe HTML (see the module comment). */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

/** The slug of a post from its file path (`…/content/blog/first-week.md` → `first-week`). */
export function slugFromPath(path: string): string {
  const name = path.split('/').pop() ?? '';
  return name.replace(/\.md$/, '');
}

/** One post from its slug and file text; throws naming the file and the field when the front matter is wrong. */
export function parsePost(slug: string, text: string): BlogPost {
  if (!SLUG.test(slug)) throw new Error(`Blog post "${slug}": the file name must be lowercase words joined by hyphens`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replaceAll('{brand}', BRAND_NAME));
  if (!match) throw new Error(`Blog post "${slug}": missing the front matter block between --- lines`);
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const pair = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`Blog post "${slug}": front matter line "${line}" is not "key: value"`);
    fields[pair[1]] = unquote(pair[2].trim());
  }
  for (const field of FIELDS) {
    if (!fields[field]) throw new Error(`Blog post "${slug}": front matter needs "${field}"`);
  }
  if (!DAY.test(fields.date) || Number.isNaN(Date.parse(`${fields.date}T00:00:00Z`))) {
    throw new Error(`Blog post "${slug}": date must be a real day written YYYY-MM-DD`);
  }
  return {
    slug,
    title: fields.title,
    description: fields.description,
    date: fields.date,
    author: fields.author,
    html: renderMarkdown(match[2]),
  };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2] : value;
}

/** Every post from `{ path: file text }`, newest first (same day: by title). */
export function parsePosts(files: Record<string, string>): BlogPost[] {
  return Object.entries(files)
    .map(([path, text]) => parsePost(slugFromPath(path), text))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The post at `/blog/<slug>`, or null (the page then says "not found"). */
export function findPost(posts: readonly BlogPost[], slug: string | undefined): BlogPost | null {
  return posts.find((post) => post.slug === slug) ?? null;
}
