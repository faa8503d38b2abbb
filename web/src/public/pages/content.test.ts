import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from './content';
import { FORM_PAGES } from './content/forms';
import { LANDLORD_REFERENCE } from './content/reference';
import { CONTENT_PAGE_PATHS } from './paths';
import { HOMEOWNER_NAV } from './content/homeowners';

const EVERY_PAGE = [...CONTENT_PAGES, ...FORM_PAGES, LANDLORD_REFERENCE];
/** Words a finished page never says. */
const PLACEHOLDER = /lorem|ipsum|coming soon|TODO|TBD/i;

describe('public page content', () => {
  it('every page names itself: a title and a description of one or two sentences for search results', () => {
    for (const page of EVERY_PAGE) {
      expect(page.title.trim(), page.path).not.toBe('');
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
      expect(page.heading.trim(), page.path).not.toBe('');
    }
  });

  it('each route has its content and each path is used once', () => {
    expect(CONTENT_PAGES.map((p) => p.path).sort()).toEqual([...CONTENT_PAGE_PATHS].sort());
    const paths = EVERY_PAGE.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('no placeholder text, and every example figure or story is labelled as one', () => {
    for (const page of EVERY_PAGE) {
      expect(JSON.stringify(page), page.path).not.toMatch(PLACEHOLDER);
    }
    const stories = CONTENT_PAGES.flatMap((p) => p.sections).filter((s) => s.kind === 'story');
    expect(stories.length).toBeGreaterThanOrEqual(2);
    for (const story of stories) expect(story.label).toBe('Illustrative example');
  });

  it('homeowner pages lead to listing a home and the co-living estimate; renter pages to listings and city pages', () => {
    const links = (path: string) => {
      const page = CONTENT_PAGES.find((p) => p.path === path)!;
      return JSON.stringify(page);
    };
    for (const nav of HOMEOWNER_NAV) {
      expect(links(nav.path)).toContain('"/list"');
      expect(links(nav.path)).toContain('"/coliving-estimate"');
    }
    for (const path of ['/renters/travel-nurses', '/renters/digital-nomads']) {
      expect(links(path)).toContain('"/listings"');
      expect(links(path)).toContain('"/listings/nc/durham"');
    }
  });
});
