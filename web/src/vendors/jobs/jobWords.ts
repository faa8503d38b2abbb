// Words for a job, shared by Available Jobs, My Jobs and the dashboard.
import { formatUsd } from '../../../../common/money';
import { formatDate } from '../../shared/format';
import { VENDOR_SERVICE_CATEGORY_LABELS, type VendorServiceCategory } from '../../../../common/services';

export function categoryLabel(key: string): string {
  return VENDOR_SERVICE_CATEGORY_LABELS[key.toLowerCase() as VendorServiceCategory] ?? key;
}

/** A job's pay as every screen prints money (common/money.ts formatUsd: "$185", "$80.50"), so it reads as on the manager's ledger. */
export function formatPay(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : formatUsd(cents);
}

/** A visit of a recurring series: "Every 2 weeks · visit 3, for Dec 7, 2026"; null for a one-off job. */
export function repeatWords(job: { repeatEveryWeeks?: number | null; seriesSequence?: number | null; visitDueOn?: string | null }): string | null {
  if (!job.seriesSequence || !job.repeatEveryWeeks) return null;
  const every = job.repeatEveryWeeks === 1 ? 'Every week' : `Every ${job.repeatEveryWeeks} weeks`;
  return `${every} · visit ${job.seriesSequence}${job.visitDueOn ? `, for ${formatDate(job.visitDueOn)}` : ''}`;
}

export const STATUS_LABELS: Record<string, string> = {
  REQUESTED: 'To schedule',
  APPOINTMENT_SCHEDULED: 'Scheduled',
  SUBMITTED_PENDING_QA: 'Handed in, being checked',
  SUBMITTED_VENDOR_COMPLETE: 'Approved',
  SUBMITTED_VENDOR_INCOMPLETE: 'Incomplete',
  APPOINTMENT_COMPLETED: 'Completed',
  APPOINTMENT_CANCELED: 'Canceled',
  RECURRING_SERVICE_STARTED: 'Recurring',
};

/** Who lets the vendor in (the booking's access requirement), in words. */
export const ACCESS_LABELS: Record<string, string> = {
  LANDLORD_PRESENT: 'The landlord lets you in',
  TENANTS_PRESENT: 'A tenant lets you in',
  NONE_VENDOR_DIRECT_ACCESS: 'You let yourself in',
  NO_ACCESS_NEEDED: 'No access needed',
};

/** "Raleigh, NC" or "Greensboro, NC · The Triad": the region only when it says more than the city. */
export function placeOf(home: { readonly city: string; readonly state: string }, regionTitle: string | undefined): string {
  return regionTitle && regionTitle !== home.city ? `${home.city}, ${home.state} · ${regionTitle}` : `${home.city}, ${home.state}`;
}
