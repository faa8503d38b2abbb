/**
 * Reason lists of spec §8 used by applications, renter confirmation and information
 * requests. Each value is the spec's wording through the spec §5 slug helper, so
 * the label a person reads and the value the api stores sit side by side here and
 * nowhere else. Hyphens count as word breaks ("past-due" → `past_due`), which the
 * slug helper alone would glue together.
 */
import { BRAND_NAME } from './brand.js';
import { slugify } from './slug.js';

export interface Reason<V extends string = string> {
  value: V;
  label: string;
}

function reasons<const S extends readonly (readonly [spec: string, label: string])[]>(table: S): Reason[] {
  return table.map(([spec, label]) => ({ value: slugify(spec.replace(/-/g, ' ')), label }));
}

/**
 * Spec §8 "applicant withdrawal reasons". "Countered terms on move-in date, lease
 * length, rent, multiple factors" reads as four reasons: the applicant countered the
 * home's terms on one of those.
 */
export const APPLICANT_WITHDRAWAL_REASONS = reasons([
  ['found place inside or outside the product', `I found a place (on ${BRAND_NAME} or elsewhere)`],
  ['bad roommate fit', 'The roommates are not a good fit'],
  ['cost too high', 'It costs too much'],
  ['location', 'The location does not work for me'],
  ['reapply with different terms', 'I want to reapply with different terms'],
  ['duplicate', 'I applied twice by mistake'],
  ['landlord unresponsive', 'The landlord is not responding'],
  ['application error', 'I made a mistake in my application'],
  ['unable to provide guarantor', 'I cannot provide a guarantor'],
  ['property condition', 'The condition of the home'],
  ['personal circumstances', 'My personal circumstances changed'],
  ['pet policy', 'The pet policy'],
  ['concerns with the product', `I have concerns about ${BRAND_NAME}`],
  ['countered terms on move-in date', 'I asked for a different move-in date'],
  ['countered terms on lease length', 'I asked for a different lease length'],
  ['countered terms on rent', 'I asked for a different rent'],
  ['countered terms on multiple factors', 'I asked for several different terms'],
  ['other', 'Another reason'],
]);

/** Spec §8 "applicant decline reasons": why an applicant cannot answer a question or request. */
export const APPLICANT_DECLINE_REASONS = reasons([
  ['unable to provide guarantor', 'I cannot provide a guarantor'],
  ['unable to access documents', 'I cannot get to the documents'],
  ['not started job', 'I have not started my job yet'],
  ['no additional sources', 'I have no other sources of income'],
  ['no explanation', 'I have no explanation to add'],
  ['unaware of item', 'I do not know about this item'],
  ['no photo ID', 'I do not have a photo ID'],
  ['uncomfortable providing ID', 'I am not comfortable providing my ID'],
  ['other', 'Another reason'],
]);

/** Spec §8 "guarantor, financial-update and screening-report requests": why a manager asks. */
export const INFORMATION_REQUEST_REASONS = reasons([
  ['credit score too low', 'Credit score too low'],
  ['limited credit history', 'Limited credit history'],
  ['past-due accounts', 'Past-due accounts'],
  ['income too low', 'Income too low'],
  ['documents not recent', 'Documents are not recent'],
  ['not matching or not legitimate', 'Documents do not match or are not legitimate'],
  ['fraud indicators', 'Fraud indicators'],
  ['past-due or collections amount', 'Past-due or collections amount'],
  ['payment history', 'Payment history'],
  ['criminal record', 'Criminal record'],
  ['housing record', 'Housing record'],
]);

/** Spec §3 "information requests to applicants", as snake_case kinds. */
export const INFORMATION_REQUEST_KINDS = [
  { value: 'identity_document_request', label: 'Identity document' },
  { value: 'add_guarantor_request', label: 'Add a guarantor' },
  { value: 'financials_update_request', label: 'Update your financials' },
  { value: 'screening_report_question', label: 'Question about your screening report' },
] as const;
export type InformationRequestKind = (typeof INFORMATION_REQUEST_KINDS)[number]['value'];

/** Spec §4 information request statuses and response kinds, spelt as the spec spells them. */
export const INFORMATION_REQUEST_STATUSES = ['AWAITING_RESPONSE', 'RESPONSE_ADDED', 'RESPONSE_DECLINED', 'DELETED'] as const;
export type InformationRequestStatus = (typeof INFORMATION_REQUEST_STATUSES)[number];
export const INFORMATION_REQUEST_RESPONSE_KINDS = ['DIRECT_RESPONSE', 'IMPLICIT_RESPONSE_INFORMATION_UPDATED'] as const;
export type InformationRequestResponseKind = (typeof INFORMATION_REQUEST_RESPONSE_KINDS)[number];

export const valuesOf = (list: readonly { value: string }[]): [string, ...string[]] =>
  list.map((r) => r.value) as [string, ...string[]];

export function labelOf(list: readonly { value: string; label: string }[], value: string | null): string | null {
  return list.find((r) => r.value === value)?.label ?? null;
}
