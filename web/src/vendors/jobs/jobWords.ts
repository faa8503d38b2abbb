// Words for a job, shared by Available Jobs, My Jobs and the dashboard.
import { VENDOR_SERVICE_CATEGORY_LABELS, type VendorServiceCategory } from '../../../../common/services';

export function categoryLabel(key: string): string {
  return VENDOR_SERVICE_CATEGORY_LABELS[key.toLowerCase() as VendorServiceCategory] ?? key;
}

export function formatPay(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
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
