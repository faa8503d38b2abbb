// What the gateway says about the public site to search engines: /sitemap.xml and
// /robots.txt (docs/public-site.md). Both are built on request from the spec's page
// list, the city pages, content/blog and the homes v20 lists to guests right now.
import { BRAND } from '../../common/brand.js';
import { CITY_PAGES } from '../../common/regions.js';
import type { GatewayConfig } from '../config.js';
import type { V20CallRecorder } from './metrics.js';
import type { GuestSessionDto, Page, RestId } from '../v20/dto.js';
import { V20Client } from '../v20/client.js';
import { V20Error } from '../v20/errors.js';

/**
 * One guest session of the gateway itself, for what it fetches on nobody's behalf
 * (the sitemap, server-rendered pages): made on first use, kept until v20 refuses it.
 */
export class GatewayGuestSession {
  private token: string | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly config: GatewayConfig, private readonly recorder: V20CallRecorder) {}

  read(): string | null {
    return this.token;
  }

  save(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = null;
  }

  async get(): Promise<string> {
    if (this.token) return this.token;
    this.pending ??= this.client(null)
      .post<GuestSessionDto>('/g/session', { auth: 'none' })
      .then(({ token }) => (this.token = token))
      .finally(() => (this.pending = null));
    return this.pending;
  }

  /** A v20 client for the public site's own calls, as this guest. */
  client(token: string | null, page = '/sitemap.xml'): V20Client {
    return new V20Client({
      baseUrl: this.config.v20ApiUrl,
      timeoutMs: this.config.v20TimeoutMs,
      recorder: this.recorder,
      token,
      tokenProblem: null,
      currentWebsitePage: page,
    });
  }
}

/** Spec §2 public pages worth a search result (the sign-in pages are left out). */
export const SITEMAP_PAGES = [
  '/', '/listings', '/about', '/testimonials', '/press',
  '/homeowners', '/homeowners/setup', '/homeowners/lease-up', '/homeowners/tenant-payments', '/homeowners/tenant-management', '/homeowners/safety',
  '/coliving-estimate', '/rent-estimate', '/case-studies', '/list', '/partner-meeting', '/landlord-reference-form', '/for-vendors',
  '/for-realtors', '/corporate-housing', `/${BRAND}-for-universities`, '/renters/travel-nurses', '/renters/digital-nomads',
  '/blog', '/leave-feedback',
  ...['atlanta', 'charlotte', 'durham', 'raleigh'].map((city) => `/locations/${city}-city-guide`),
  ...CITY_PAGES.map((page) => `/listings/${page.slug}`),
];

/** Areas for signed-in people and staff: nothing there for a search engine. */
export const ROBOTS_DISALLOW = [
  '/manager', '/vendor/', '/internal', '/billing', '/profile', '/applications', '/leases', `/my-${BRAND}`, '/developers',
  '/saved-listings', '/notifications', '/onboarding', '/support', '/resolution', '/graphql', '/listings/id/*/apply',
];

/** What the sitemap needs of a post (common/blog.ts BlogPost, read by http/blogFeed.ts). */
type BlogPost = Pick<import('../../common/blog.js').BlogPost, 'slug' | 'date'>;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

interface ListedHome {
  id: RestId;
  listed_at?: string | null;
}

/** Every home v20 lists to guests, page by page (100 cards a call: ids and dates are all it reads) until the last page. */
export async function listedHomeIds(session: GatewayGuestSession): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let retried = false;
  for (;;) {
    const token = await session.get();
    let page: Page<ListedHome>;
    try {
      page = await session.client(token).get<Page<ListedHome>>('/g/listings', { query: { limit: 100, cursor, view: 'card' } });
    } catch (err) {
      // The gateway's guest session expired: one fresh session, then give up.
      if (err instanceof V20Error && err.status === 401 && !retried) {
        retried = true;
        session.clear();
        continue;
      }
      throw err;
    }
    ids.push(...page.results.map((home) => String(home.id)));
    if (!page.next_cursor) return ids;
    cursor = page.next_cursor;
  }
}

export interface SitemapSources {
  origin: string;
  homeIds: string[];
  blogPosts: BlogPost[];
}

export function sitemapXml({ origin, homeIds, blogPosts }: SitemapSources): string {
  const url = (path: string, lastmod?: string | null) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((path) => url(path)),
    ...blogPosts.map((post) => url(`/blog/${post.slug}`, post.date)),
    ...homeIds.map((id) => url(`/listings/id/${encodeURIComponent(id)}`)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
