import type { TriggerSource } from '../../common/live.js';
import type { Database } from '../db/client.js';
import type { Actor } from '../events/record.js';
import type { Mailer } from '../providers/mailer.js';
import type { PaymentSourcesProvider } from '../providers/payment-sources.js';

/** What the scheduled jobs need (AppDeps has it; tests pass their api's deps). */
export interface JobDeps {
  database: Database;
  /** The processor for charges and payouts; default the configured one. */
  provider?: PaymentSourcesProvider;
  /** Reminders go out through it; default the outbox. */
  mailer?: Mailer;
  /** Settings the jobs read (AppDeps has them all); absent in unit tests. */
  config?: { requestLogRetentionDays?: number; webOrigin?: string };
}

/** One run's clock and origin. `asOf` stands for "now" so tests (and staff) can run a given day. */
export interface JobRun {
  asOf: Date;
  /** `asOf` as `YYYY-MM-DD` (UTC): the day due dates are compared with. */
  day: string;
  triggerSource: TriggerSource;
}

/** Jobs act as nobody in particular. */
export const AUTOMATIC: Actor = { role: 'automatic', userId: null };
