// Spec §3 "Vendor service categories": the eight trades Hearth books vendors for.
// The keys are the api's (issue 14); when common/ gains the category list, the
// labels here should come from it and only the descriptions stay.

export interface VendorTrade {
  key: string;
  /** The spec's words. */
  label: string;
  /** What the work is, for someone deciding whether to join. */
  detail: string;
}

export const VENDOR_TRADES: readonly VendorTrade[] = [
  { key: 'property_inspections', label: 'Property inspections', detail: 'Walk a home room by room and record its condition before a lease starts and after it ends.' },
  { key: 'hardware_installation', label: 'Hardware installation', detail: 'Smart locks, shelves, curtain rods, TV mounts and the small fittings shared homes need.' },
  { key: 'small_repairs', label: 'Small repairs', detail: 'Leaky taps, sticking doors, loose handles: the fixes tenants ask for through their support tickets.' },
  { key: 'interior_painting', label: 'Interior painting', detail: 'Touch-ups between tenants and full rooms when a home is refreshed.' },
  { key: 'marketing_photography_videography', label: 'Marketing photography/videography', detail: 'Photos and video tours that listings are shown with.' },
  { key: 'applicant_tours', label: 'Applicant tours', detail: 'Show a home to people who applied for a room, in person.' },
  { key: 'bedroom_turnover_cleaning', label: 'Bedroom turnover cleaning', detail: 'Get a bedroom ready for its next tenant, often on a recurring schedule.' },
  { key: 'specialized_cleaning', label: 'Specialized cleaning', detail: 'Deep cleans, carpets and the jobs that need special equipment.' },
];
