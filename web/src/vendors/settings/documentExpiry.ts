// Which of a company's documents need attention: the same 30 days as the owner's
// reminder email (api/jobs/document-reminders.ts).

export const REMIND_DAYS_BEFORE = 30;

export interface DatedDocument {
  kind: string;
  expiresOn: string | null | undefined;
  expired: boolean;
}

export interface ExpiringDocument<D> {
  document: D;
  /** Whole days until it lapses (0 or less: lapsed). */
  daysLeft: number;
}

const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000);

/** Documents that lapsed or lapse within 30 days of `today` (YYYY-MM-DD), soonest first. */
export function expiringDocuments<D extends DatedDocument>(documents: readonly D[], today: string): ExpiringDocument<D>[] {
  return documents
    .filter((d) => d.expired || Boolean(d.expiresOn))
    .map((d) => ({ document: d, daysLeft: d.expired ? Math.min(0, dayNumber(d.expiresOn ?? today) - dayNumber(today)) : dayNumber(d.expiresOn!) - dayNumber(today) }))
    .filter((e) => e.document.expired || e.daysLeft <= REMIND_DAYS_BEFORE)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** "expired", "expires today", "expires in 1 day", "expires in 12 days". */
export function expiryWords(daysLeft: number, expired: boolean): string {
  if (expired || daysLeft < 0) return 'has expired';
  if (daysLeft === 0) return 'expires today';
  return `expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** Today in the reader's zone, YYYY-MM-DD. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
