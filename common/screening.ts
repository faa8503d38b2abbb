/**
 * Screening, identity verification and income verification: the values the api,
 * the gateway and the web share, with the labels people read.
 */

/**
 * Spec §3 "Identity document types", as snake_case values (the spec's own
 * spelling, "drivers licence", kept). `back`: whether a photo of the back is
 * required (cards whose back carries a barcode or the holder's details), optional,
 * or impossible (a passport book has no back to photograph).
 */
export const IDENTITY_DOCUMENT_TYPES = [
  { value: 'drivers_licence', label: "Driver's licence", back: 'required' },
  { value: 'state_id', label: 'State ID', back: 'required' },
  { value: 'passport', label: 'Passport', back: 'none' },
  { value: 'passport_card', label: 'Passport card', back: 'optional' },
  { value: 'military_id', label: 'Military ID', back: 'optional' },
  { value: 'permanent_resident_card', label: 'Permanent resident card', back: 'required' },
  { value: 'employment_authorization_card', label: 'Employment authorization card', back: 'required' },
  { value: 'tribal_id', label: 'Tribal ID', back: 'optional' },
] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number]['value'];
export const IDENTITY_DOCUMENT_TYPE_VALUES = IDENTITY_DOCUMENT_TYPES.map((t) => t.value) as [IdentityDocumentType, ...IdentityDocumentType[]];

export function identityDocumentType(value: IdentityDocumentType) {
  return IDENTITY_DOCUMENT_TYPES.find((t) => t.value === value)!;
}

/** Where a person's identity check stands (api/domain/screening/identity-status.ts has the transitions). */
export const IDENTITY_STATUSES = ['not_started', 'exam_pending', 'verified', 'failed', 'document_submitted'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/**
 * The next thing a person does on the screening page: give their legal details,
 * their SSN, answer the identity questions, upload an ID document when the
 * questions could not verify them, wait for that document's review, or have the
 * reports run. `no_ssn`: they told us they have no US SSN, so the US screening
 * cannot run (spec §4 rule 2 then skips the step for an applicant).
 */
export const SCREENING_STEPS = [
  'renter_info', 'ssn', 'identity_exam', 'identity_document', 'identity_review', 'generate_reports', 'done', 'no_ssn',
] as const;
export type ScreeningStep = (typeof SCREENING_STEPS)[number];

/** Identity exam attempts before the exam is failed and an ID document is needed. */
export const MAX_IDENTITY_EXAM_ATTEMPTS = 2;

/**
 * A US Social Security number as its nine digits, or null. Accepts NNN-NN-NNNN or
 * nine digits; refuses numbers the SSA never issues: area 000, 666 or 900–999,
 * group 00, serial 0000.
 */
export function parseSsn(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\d{3}-\d{2}-\d{4}$/.test(trimmed) && !/^\d{9}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/-/g, '');
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return null;
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return null;
  return digits;
}

/**
 * Adverse items of a screening report, named after the spec's §8 request reasons a
 * manager would cite ("credit score too low", "payment history", "past-due or
 * collections amount", "criminal record", "housing record").
 */
export const ADVERSE_ITEMS = [
  'credit_score_too_low', 'payment_history', 'past_due_or_collections_amount', 'criminal_record', 'housing_record',
] as const;
export type AdverseItem = (typeof ADVERSE_ITEMS)[number];

/** Spec §7 income verification: where the money comes from. */
export const INCOME_SOURCES = [
  { value: 'employment', label: 'A job' },
  { value: 'self_employment', label: 'Self-employment' },
  { value: 'student_aid', label: 'Student aid' },
  { value: 'benefits', label: 'Benefits' },
  { value: 'savings', label: 'Savings' },
  { value: 'other', label: 'Something else' },
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number]['value'];
export const INCOME_SOURCE_VALUES = INCOME_SOURCES.map((s) => s.value) as [IncomeSource, ...IncomeSource[]];

/** The 50 states and DC, for the current address of a screening. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** Whole years between a date of birth and a day (both YYYY-MM-DD): 18+ may be screened. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const MINIMUM_SCREENING_AGE = 18;
