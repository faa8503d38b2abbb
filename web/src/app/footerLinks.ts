// Spec §2 footer link groups; an e2e test (every-public-page) follows every link.
import { BRAND, BRAND_NAME } from '../../../common/brand';
import { CITY_PAGES } from '../../../common/regions';
import type { NavLink } from './navigation';

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

const CITY_GUIDES = ['Atlanta', 'Charlotte', 'Durham', 'Raleigh'];

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Resources',
    links: [
      { label: `Why ${BRAND_NAME}`, path: '/about' },
      { label: 'Blog', path: '/blog' },
      { label: 'Testimonials', path: '/testimonials' },
      { label: 'Press', path: '/press' },
      { label: 'Leave feedback', path: '/leave-feedback' },
    ],
  },
  {
    title: 'For Owners',
    links: [
      { label: 'Homeowners', path: '/homeowners' },
      { label: 'List your home', path: '/list' },
      { label: 'Rent estimate', path: '/rent-estimate' },
      { label: 'Co-living estimate', path: '/coliving-estimate' },
      { label: 'Case studies', path: '/case-studies' },
      { label: 'Safety', path: '/homeowners/safety' },
    ],
  },
  {
    title: 'For Renters',
    links: [
      { label: 'Browse listings', path: '/listings' },
      { label: 'Travel nurses', path: '/renters/travel-nurses' },
      { label: 'Digital nomads', path: '/renters/digital-nomads' },
      { label: 'Corporate housing', path: '/corporate-housing' },
      { label: `${BRAND_NAME} for universities`, path: `/${BRAND}-for-universities` },
    ],
  },
  {
    title: 'For Partners',
    links: [
      { label: 'Partner meeting', path: '/partner-meeting' },
      { label: 'Landlord reference form', path: '/landlord-reference-form' },
    ],
  },
  {
    title: 'For Vendors',
    links: [
      { label: 'Work with us', path: '/for-vendors' },
      { label: 'Vendor log in', path: '/vendor-login' },
    ],
  },
  { title: 'For Agents', links: [{ label: 'For realtors', path: '/for-realtors' }] },
  {
    title: 'City Guides',
    links: CITY_GUIDES.map((city) => ({ label: city, path: `/locations/${city.toLowerCase()}-city-guide` })),
  },
  {
    title: 'Locations',
    links: CITY_PAGES.map((page) => ({ label: page.title, path: `/listings/${page.slug}` })),
  },
];
