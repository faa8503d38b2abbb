// Spec §2: the logged-out navigation depends on the kind of page, and listing
// detail, application and lease pages show a back arrow instead of the logo.
import { BRAND_NAME } from '../../../common/brand';

export interface NavLink {
  label: string;
  path: string;
  /** Drawn as a call-to-action button. */
  primary?: boolean;
}

const HOMEOWNER_PAGES = [
  '/homeowners', '/coliving-estimate', '/rent-estimate', '/list', '/case-studies',
  '/landlord-reference-form', '/partner-meeting',
];
const VENDOR_PAGES = ['/for-vendors', '/vendor-login'];

function isUnder(pathname: string, page: string): boolean {
  return pathname === page || pathname.startsWith(`${page}/`);
}

export function loggedOutNavigation(pathname: string): NavLink[] {
  if (HOMEOWNER_PAGES.some((page) => isUnder(pathname, page))) {
    return [
      { label: 'Homeowners', path: '/homeowners' },
      { label: 'How it Works', path: '/homeowners/setup' },
      // A homeowner's price question is what their home earns by the room.
      { label: 'Price Estimate', path: '/coliving-estimate' },
      { label: 'Log In', path: '/login' },
      { label: 'Get Started', path: '/list', primary: true },
    ];
  }
  if (VENDOR_PAGES.some((page) => isUnder(pathname, page))) {
    return [
      { label: 'For Vendors', path: '/for-vendors' },
      { label: 'Browse Listings', path: '/listings' },
      { label: 'Vendor Log in', path: '/vendor-login', primary: true },
    ];
  }
  return [
    { label: 'Browse Listings', path: '/listings' },
    { label: `Why ${BRAND_NAME}`, path: '/about' },
    { label: 'Homeowners', path: '/homeowners' },
    { label: 'Log in', path: '/login', primary: true },
  ];
}

/** The parent page a back arrow leads to, or null when the page shows the logo. */
export function backArrowParent(pathname: string): string | null {
  const apply = /^\/listings\/id\/([^/]+)\/apply\/?$/.exec(pathname);
  if (apply) return `/listings/id/${apply[1]}`;
  if (/^\/listings\/id\/[^/]+\/?$/.test(pathname)) return '/listings';
  if (pathname.startsWith('/applications/')) return '/applications';
  // Leases have no list page of their own; they live under the tenant's home.
  if (pathname.startsWith('/leases/')) return '/my-hearth';
  return null;
}
