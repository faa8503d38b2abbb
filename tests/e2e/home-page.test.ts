import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';
import { startApp, type App } from './support/app.js';
import { browseScreen, visibleHomes } from './support/listings.js';
import { logInAs } from './support/login.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

describe('the public front door', () => {
  it('a logged-out visitor lands on the home page, meets the same homes as on /listings, and searches Atlanta', async () => {
    const page = await app.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'A room of your own in a shared home' }).waitFor();
    expect(await page.title()).toContain('Rooms for rent in shared homes');

    // Featured homes: the first homes of /listings, on the browse page's own card.
    await page.getByRole('list', { name: 'Featured homes' }).getByRole('article').first().waitFor();
    const featured = await visibleHomes(page);
    expect(featured.length).toBe(3);
    expect(featured[0].title).not.toBe('');
    expect(featured[0].fromPrice).toBeGreaterThan(0);

    // The sections a renter reads before browsing.
    for (const heading of ['How renting a room works', 'What your rent includes', 'Four steps to move in', 'What renters and homeowners say', 'Own a home with spare bedrooms?']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.getByRole('main').getByRole('link', { name: 'List your home' }).waitFor();

    await page.getByRole('link', { name: 'See all homes' }).click();
    await page.waitForURL('**/listings');
    await browseScreen(page, 'Find your room in a shared home');
    const browsed = await visibleHomes(page);
    expect(browsed[0]).toEqual(featured[0]);
    expect(browsed.find((home) => home.title === featured[1].title)).toEqual(featured[1]);

    // Back home, pick a city and search.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel('Where do you want to live?').selectOption({ label: 'Atlanta, GA' });
    await page.getByRole('button', { name: 'Find rooms' }).click();
    await page.waitForURL('**/listings/ga/atlanta');
    await page.getByRole('heading', { level: 1, name: 'Rooms for rent in Atlanta, GA' }).waitFor();
  });

  it('shows no site banner when none is configured, and the full footer on public pages', async () => {
    const page = await app.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'A room of your own in a shared home' }).waitFor();
    await page.getByRole('list', { name: 'Featured homes' }).waitFor();
    expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('heading', { name: 'City Guides' }).waitFor();
  });

  it('the testimonials page has the stories the home page quotes', async () => {
    const page = await app.newPage();
    await page.goto('/');
    const quoted = await page.locator('blockquote').allTextContents();
    expect(quoted.length).toBe(3);
    await page.getByRole('link', { name: 'Read more stories' }).click();
    await page.waitForURL('**/testimonials');
    await page.getByRole('heading', { level: 1, name: 'In their words' }).waitFor();
    const all = await page.locator('blockquote').allTextContents();
    for (const quote of quoted) expect(all).toContain(quote);
  });

  it('a reader opens the blog from the footer, reads a post, and goes back to the list', async () => {
    const page = await app.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'The Hearth blog' }).waitFor();
    const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(4);
    const days = await page.locator('article time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(days).toEqual([...days].sort().reverse());

    await page.getByRole('link', { name: titles[0] }).click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
    expect(await page.title()).toContain(titles[0]);
    expect((await page.locator('article h2').count())).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.getByRole('heading', { level: 1, name: 'The Hearth blog' }).waitFor();

    // The feed the list links to is there, as Atom.
    const feedHref = await page.getByRole('link', { name: /Atom feed/ }).getAttribute('href');
    const feed = await page.request.get(feedHref!);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain(`<title>${titles[0]}</title>`);

    await page.goto('/blog/no-such-post');
    await page.getByRole('heading', { level: 1, name: "We couldn't find that post" }).waitFor();
    await page.getByRole('link', { name: 'All posts' }).click();
    await page.waitForURL('**/blog');
  });

  it('a configured banner shows above the header until dismissed, and stays dismissed in that browser', async () => {
    const withBanner = await startGateway(loadGatewayConfig({
      PORT: '0',
      V20_API_URL: app.api.url,
      NODE_ENV: 'production',
      WEB_DIST_DIR: 'web/dist',
      PERSISTED_OPERATIONS_FILE: 'web/persisted-queries.json',
      SITE_BANNER: 'Rooms in San Antonio are now open for applications.',
      SITE_BANNER_LINK: '/listings/tx/san-antonio',
    }));
    const context = await app.browser.newContext({ viewport: { width: 375, height: 800 }, baseURL: withBanner.url });
    try {
      const page = await context.newPage();
      await page.goto('/blog');
      const banner = page.getByRole('region', { name: 'Announcement' });
      await banner.getByRole('link', { name: 'Rooms in San Antonio are now open for applications.' }).waitFor();
      // Above the header.
      const bannerBox = (await banner.boundingBox())!;
      const headerBox = (await page.getByRole('banner').boundingBox())!;
      expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headerBox.y + 1);

      await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
      expect(await banner.count()).toBe(0);
      await page.goto('/');
      await page.getByRole('list', { name: 'Featured homes' }).getByRole('article').first().waitFor();
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
      await withBanner.close();
    }
  });

  it("a manager's dashboard has the one-line footer, not the site's link groups", async () => {
    const page = await app.newPage();
    await logInAs(page, 'manager@hearth.test', /^Homeowner\b/, '/manager/overview');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Help & feedback' }).waitFor();
    expect(await footer.getByRole('heading').count()).toBe(0);
    expect(await footer.getByRole('link').count()).toBe(3);
    expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
  });
});
