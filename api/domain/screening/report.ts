import type { AdverseItem } from '../../../common/screening.js';

/** A screening provider's reports on one person (spec §7 generate-reports): credit, criminal, eviction. */
export interface ScreeningReport {
  credit: {
    score: number;
    open_accounts: number;
    late_payments_last_24_months: number;
    collections: { creditor: string; amount_cents: number }[];
  };
  criminal: { records: { offense: string; severity: 'misdemeanor' | 'felony'; year: number; disposition: string }[] };
  eviction: { records: { filed_year: number; county: string; state: string; judgment_cents: number }[] };
}

/** Below this a credit score is an adverse item for the manager to weigh. */
export const LOW_CREDIT_SCORE = 620;


export function adverseItems(report: ScreeningReport): AdverseItem[] {
  const found: [AdverseItem, boolean][] = [
    ['credit_score_too_low', report.credit.score < LOW_CREDIT_SCORE],
    ['payment_history', report.credit.late_payments_last_24_months > 0],
    ['past_due_or_collections_amount', report.credit.collections.length > 0],
    ['criminal_record', report.criminal.records.length > 0],
    ['housing_record', report.eviction.records.length > 0],
  ];
  return found.filter(([, present]) => present).map(([item]) => item);
}
