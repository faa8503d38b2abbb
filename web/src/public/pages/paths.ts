import { BRAND } from '../../../../common/brand';

/** The content pages' paths, kept apart from their words so the route table stays small. */
export const CONTENT_PAGE_PATHS = [
  '/about', '/press', '/case-studies',
  '/homeowners', '/homeowners/setup', '/homeowners/lease-up', '/homeowners/tenant-payments', '/homeowners/tenant-management', '/homeowners/safety',
  '/for-realtors', '/corporate-housing', `/${BRAND}-for-universities`, '/renters/travel-nurses', '/renters/digital-nomads',
] as const;
