// Spec §3 "Vendor service categories": the eight trades Hearth books vendors for.
// The keys and labels are the api's (common/services.ts); only the descriptions,
// written for someone deciding whether to join, live here.
import {
  VENDOR_SERVICE_CATEGORIES, VENDOR_SERVICE_CATEGORY_LABELS, type VendorServiceCategory,
} from '../../../common/services';

export interface VendorTrade {
  key: VendorServiceCategory;
  /** The spec's words. */
  label: string;
  /** What the work is. */
  detail: string;
}

const DETAILS: Record<VendorServiceCategory, string> = {
  property_inspections: 'Walk a home room by room and record its condition before a lease starts and after it ends.',
  hardware_installation: 'Smart locks, shelves, curtain rods, TV mounts and the small fittings shared homes need.',
  small_repairs: 'Leaky taps, sticking doors, loose handles: the fixes tenants ask for through their support tickets.',
  interior_painting: 'Touch-ups between tenants and full rooms when a home is refreshed.',
  marketing_photography_videography: 'Photos and video tours that listings are shown with.',
  applicant_tours: 'Show a home to people who applied for a room, in person.',
  bedroom_turnover_cleaning: 'Get a bedroom ready for its next tenant, often on a recurring schedule.',
  specialized_cleaning: 'Deep cleans, carpets and the jobs that need special equipment.',
};

export const VENDOR_TRADES: readonly VendorTrade[] = VENDOR_SERVICE_CATEGORIES.map((key) => ({
  key, label: VENDOR_SERVICE_CATEGORY_LABELS[key], detail: DETAILS[key],
}));
