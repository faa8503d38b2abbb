import { differenceInSeconds } from 'date-fns';
import { formatDate } from './format';

/** "yesterday", "3 days ago": Intl words them the way this line wants. */
const daysAgo = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", "2 days ago", then the date
 * ("Oct 2, 2026"): short enough for a phone line. Minutes and hours are spelt by
 * hand because Intl's shortest English forms are "5 min. ago" and "3 hr. ago" (or
 * "5m ago", "3h ago"); days come from Intl.RelativeTimeFormat.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  // Whole seconds elapsed (a timestamp a little ahead of this clock is "just now").
  const seconds = Math.max(0, differenceInSeconds(now, iso, { roundingMethod: 'round' }));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  const days = Math.floor(seconds / 86_400);
  if (days < 7) return daysAgo.format(-days, 'day');
  return formatDate(iso);
}
