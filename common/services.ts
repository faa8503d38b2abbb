/**
 * The vendor marketplace's vocabulary (spec §3 and §4, issue 14): vendor service
 * categories, service templates, service visibility levels, the service appointment
 * statuses and the vendor-assignment removal reasons. The values are the database's
 * (api/db/migrations/0023_service_marketplace.sql); the labels are the spec's words.
 */
export const VENDOR_SERVICE_CATEGORIES = [
  'property_inspections', 'hardware_installation', 'small_repairs', 'interior_painting',
  'marketing_photography_videography', 'applicant_tours', 'bedroom_turnover_cleaning', 'specialized_cleaning',
] as const;
export type VendorServiceCategory = (typeof VENDOR_SERVICE_CATEGORIES)[number];
export const VENDOR_SERVICE_CATEGORY_LABELS: Record<VendorServiceCategory, string> = {
  property_inspections: 'Property inspections',
  hardware_installation: 'Hardware installation',
  small_repairs: 'Small repairs',
  interior_painting: 'Interior painting',
  marketing_photography_videography: 'Marketing photography/videography',
  applicant_tours: 'Applicant tours',
  bedroom_turnover_cleaning: 'Bedroom turnover cleaning',
  specialized_cleaning: 'Specialized cleaning',
};

/** Spec §3: "Vendor service templates have fixed identifiers (values not listed)". */
export const SERVICE_TEMPLATES = [
  'basic_tour', 'virtual_tour', 'initial_property_inspection', 'inspection_plus_marketing', 'marketing_materials',
  'partial_marketing', 'new_property_setup', 'inspection_plus_marketing_plus_setup',
] as const;
export type ServiceTemplate = (typeof SERVICE_TEMPLATES)[number];

/** Spec §4 "Service visibility to managers". */
export const SERVICE_VISIBILITIES = ['never_select', 'marketplace_booking_only', 'self_service_only', 'always_select'] as const;
export type ServiceVisibility = (typeof SERVICE_VISIBILITIES)[number];
export const SERVICE_VISIBILITY_LABELS: Record<ServiceVisibility, string> = {
  never_select: 'Never select (product use only)',
  marketplace_booking_only: 'Marketplace booking only',
  self_service_only: 'Self-service only (off-platform)',
  always_select: 'Always select',
};
/** Levels at which a manager may book the service through the marketplace (staff may book any). */
export const MANAGER_BOOKABLE_VISIBILITIES: readonly ServiceVisibility[] = ['marketplace_booking_only', 'always_select'];

/** Spec §4 "Service appointment status". */
export const APPOINTMENT_STATUSES = [
  'REQUESTED', 'APPOINTMENT_SCHEDULED', 'SUBMITTED_PENDING_QA', 'SUBMITTED_VENDOR_COMPLETE',
  'SUBMITTED_VENDOR_INCOMPLETE', 'APPOINTMENT_COMPLETED', 'APPOINTMENT_CANCELED', 'RECURRING_SERVICE_STARTED',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Spec §3 "Vendor-assignment removal reasons". */
export const VENDOR_REMOVAL_REASONS = [
  'no_show', 'unresponsive_late', 'violation', 'reassign_to_better_vendor', 'team_discretion', 'scheduling_conflict',
  'inability_to_complete_shift', 'unsatisfactory_pricing', 'unexpected_circumstances', 'other',
] as const;
export type VendorRemovalReason = (typeof VENDOR_REMOVAL_REASONS)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening hours per weekday in the provider's time zone ("HH:MM", 24 h); a day left out is closed. */
export type BusinessHours = Partial<Record<Weekday, { opens: string; closes: string }>>;

/**
 * Where a job's pay comes from (spec §7 `automatic-pricing-type`; values ours):
 * `service_type_default`, the service type's price (a series' next visit takes the
 * type's price of that day); `manual`, set by hand with `/pricing` (the next visit
 * keeps it). docs/vendors.md "Recurring services and pricing".
 */
export const AUTOMATIC_PRICING_TYPES = ['service_type_default', 'manual'] as const;
export type AutomaticPricingType = (typeof AUTOMATIC_PRICING_TYPES)[number];
export const AUTOMATIC_PRICING_TYPE_LABELS: Record<AutomaticPricingType, string> = {
  service_type_default: "The service's standard price",
  manual: 'A price you set',
};

/** Categories a manager may book as a recurring series (every N weeks): cleaning and routine inspections. */
export const RECURRING_CATEGORIES: readonly VendorServiceCategory[] = ['bedroom_turnover_cleaning', 'specialized_cleaning', 'property_inspections'];
/** A series repeats every 1 to 12 weeks. */
export const MAX_REPEAT_EVERY_WEEKS = 12;
