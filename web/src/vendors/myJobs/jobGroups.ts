// My Jobs splits the company's jobs into what still needs the vendor and what is done.

const ACTIVE = new Set(['REQUESTED', 'APPOINTMENT_SCHEDULED', 'SUBMITTED_VENDOR_INCOMPLETE', 'RECURRING_SERVICE_STARTED']);

interface JobLike {
  readonly status: string;
  readonly scheduledStart?: string | null;
  readonly createdAt: string;
}

/** Upcoming: still to schedule, visit or finish, soonest visit first (unscheduled first); past: the rest, newest first. */
export function splitJobs<T extends JobLike>(jobs: readonly T[]): { upcoming: T[]; past: T[] } {
  const upcoming = jobs.filter((j) => ACTIVE.has(j.status)).sort((a, b) => visitKey(a).localeCompare(visitKey(b)));
  const past = jobs.filter((j) => !ACTIVE.has(j.status));
  return { upcoming, past };
}

const visitKey = (j: JobLike) => j.scheduledStart ?? '';

interface EarningJob {
  readonly status: string;
  readonly priceCents?: number | null;
  readonly completedAt?: string | null;
}

/** Earnings per month (YYYY-MM) of jobs completed and paid, for the last `months` months up to `now`. */
export function earningsByMonth(jobs: readonly EarningJob[], months = 6, now = new Date()): Array<{ month: string; cents: number }> {
  const rows = Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1));
    return { month: d.toISOString().slice(0, 7), cents: 0 };
  });
  for (const j of jobs) {
    if (j.status !== 'APPOINTMENT_COMPLETED' || !j.completedAt) continue;
    const row = rows.find((r) => r.month === j.completedAt!.slice(0, 7));
    if (row) row.cents += j.priceCents ?? 0;
  }
  return rows;
}
