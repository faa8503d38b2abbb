// Routes of spec §2 that later milestones build. Each renders the generic
// "coming soon" page inside the layout, so navigation never dead-ends on a 404.
import { BRAND, BRAND_NAME } from '../../../common/brand';

export const COMING_SOON_ROUTES: Array<[path: string, title: string]> = [
  // Tenant
  ['/applications/*', 'Your application'],
  [`/my-${BRAND}`, `My ${BRAND_NAME}`],
  // Public
  ['/about', `Why ${BRAND_NAME}`],
  ['/testimonials', 'Testimonials'],
  ['/press', 'Press'],
  ['/homeowners', 'Homeowners'],
  ['/homeowners/setup', 'How it works'],
  ['/homeowners/lease-up', 'Lease-up'],
  ['/homeowners/tenant-payments', 'Tenant payments'],
  ['/homeowners/tenant-management', 'Tenant management'],
  ['/homeowners/safety', 'Safety'],
  ['/case-studies', 'Case studies'],
  ['/partner-meeting', 'Partner meeting'],
  ['/for-realtors', 'For realtors'],
  ['/corporate-housing', 'Corporate housing'],
  [`/${BRAND}-for-universities`, `${BRAND_NAME} for universities`],
  ['/renters/travel-nurses', 'For travel nurses'],
  ['/renters/digital-nomads', 'For digital nomads'],
  ['/blog', 'Blog'],
  ['/leave-feedback', 'Leave feedback'],
];
