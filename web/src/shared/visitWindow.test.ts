import { describe, expect, it } from 'vitest';
import { formatVisit as vendorVisit } from '../vendors/myJobs/zonedTime';
import { formatVisit } from './visitWindow';

// The gateway's fields of one job, as both the manager's row/detail and the vendor's card read them.
const jobs = [
  { scheduledStart: '2026-11-27T15:00:00Z', scheduledEnd: '2026-11-27T17:00:00Z', timeZone: 'America/New_York', words: 'Fri, Nov 27, 10:00 AM – 12:00 PM EST' },
  { scheduledStart: '2026-07-01T15:00:00Z', scheduledEnd: '2026-07-01T17:00:00Z', timeZone: 'America/New_York', words: 'Wed, Jul 1, 11:00 AM – 1:00 PM EDT' },
  { scheduledStart: '2026-11-27T15:00:00Z', scheduledEnd: '2026-11-27T17:00:00Z', timeZone: 'America/Chicago', words: 'Fri, Nov 27, 9:00 AM – 11:00 AM CST' },
  { scheduledStart: '2026-12-01T14:00:00Z', scheduledEnd: null, timeZone: 'America/Chicago', words: 'Tue, Dec 1, 8:00 AM CST' },
  // 10 PM to 1 AM in New York: the end is on the next day there (not in UTC, where both are Dec 2).
  { scheduledStart: '2026-12-02T03:00:00Z', scheduledEnd: '2026-12-02T06:00:00Z', timeZone: 'America/New_York', words: 'Tue, Dec 1, 10:00 PM – Wed, Dec 2, 1:00 AM EST' },
];

describe('the visit window of a job', () => {
  it('is worded in the home\'s zone, naming the zone, and both days when it runs past midnight', () => {
    for (const job of jobs) expect(formatVisit(job.scheduledStart, job.scheduledEnd, job.timeZone)).toBe(job.words);
  });

  it('is nothing when the job has no visit yet', () => {
    expect(formatVisit(null, null, 'America/New_York')).toBeNull();
    expect(formatVisit(undefined, '2026-11-27T17:00:00Z', 'America/New_York')).toBeNull();
  });

  it('reads the same for the manager and the vendor of the same job', () => {
    // The manager's screens (ServiceActivityRow/Detail) import ./visitWindow; the vendor's
    // (JobCard, VendorDashboard) import myJobs/zonedTime: one copy of the words must answer both.
    for (const job of jobs) {
      const manager = formatVisit(job.scheduledStart, job.scheduledEnd, job.timeZone);
      expect(vendorVisit(job.scheduledStart, job.scheduledEnd, job.timeZone)).toBe(manager);
    }
  });
});
