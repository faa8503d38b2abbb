// Pages anyone may browse without an account (spec §2 "Public pages", the city
// listing pages and the listings themselves), plus the sign-in pages. A broken
// session cookie on one of these must not stop the visitor: they go on as a guest.
import { BRAND } from '../../../../common/brand';
import { CITY_PAGES } from '../../../../common/regions';

/** Exact paths. */
const PAGES = new Set([
  '/', '/listings', '/about', '/testimonials', '/press', '/coliving-estimate', '/rent-estimate', '/case-studies',
  '/list', '/partner-meeting', '/landlord-reference-form', '/for-vendors', '/for-realtors', '/corporate-housing',
  `/${BRAND}-for-universities`, '/blog', '/leave-feedback',
  '/login', '/vendor-login', '/forgot-password', '/reset-password', '/verify-email',
  ...CITY_PAGES.map((page) => `/listings/${page.slug}`),
]);
/** Whole sections. */
const SECTIONS = ['/homeowners', '/renters/', '/locations/', '/blog/'];
/** A listing page; applying for one of its rooms needs an account. */
const LISTING = /^\/listings\/id\/[^/]+\/?$/;

export function isPublicPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PAGES.has(path) || SECTIONS.some((section) => path.startsWith(section)) || LISTING.test(pathname);
}
