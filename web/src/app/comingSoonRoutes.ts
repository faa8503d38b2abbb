// Routes of spec §2 that later milestones build. Each renders the generic
// "coming soon" page inside the layout, so navigation never dead-ends on a 404.
import { BRAND, BRAND_NAME } from '../../../common/brand';

export const COMING_SOON_ROUTES: Array<[path: string, title: string]> = [
  // Tenant
  ['/applications/*', 'Your application'],
  [`/my-${BRAND}`, `My ${BRAND_NAME}`],
  // Public
  ['/about', `Why ${BRAND_NAME}`],
  ['/press', 'Press'],
  ['/homeowners', 'Homeowners'],
  ['/homeowners/setup', 'How it works'],
  ['/homeowners/lease-up', 'Lease-up'],
  ['/homeowners/tenant-payments', 'Tenant payments'],
  ['/homeowners/tenant-management', 'Tenant management'],
  ['/homeowners/safety', 'Safety'],
  ['/coliving-estimate', 'Co-living estimate'],
  ['/rent-estimate', 'Rent estimate'],
  ['/case-studies', 'Case studies'],
  ['/partner-meeting', 'Partner meeting'],
  ['/for-realtors', 'For realtors'],
  ['/corporate-housing', 'Corporate housing'],
  [`/${BRAND}-for-universities`, `${BRAND_NAME} for universities`],
  ['/renters/travel-nurses', 'For travel nurses'],
  ['/renters/digital-nomads', 'For digital nomads'],
  ['/leave-feedback', 'Leave feedback'],
  ...['Atlanta', 'Charlotte', 'Durham', 'Raleigh'].map((city): [string, string] => [`/locations/${city.toLowerCase()}-city-guide`, `${city} city guide`]),
];
