// How the overview words its figures (pure, so each phrasing is a one-line test).
import { formatDate, plural } from '../../../shared/format';

/** "3 of 4 rooms": how full a home (or all of them) is today. */
export function occupancyText(occupied: number, rooms: number): string {
  return rooms === 0 ? 'No rooms yet' : `${occupied} of ${plural(rooms, 'room')}`;
}

/** A free room: leased already from a day, free now, or free from a later day (`today` is the figures' day). */
export function vacancyText(room: { name: string; availableFrom: string; leasedFrom: string | null | undefined }, today: string): string {
  if (room.leasedFrom) return `${room.name}: leased from ${formatDate(room.leasedFrom)}`;
  if (room.availableFrom <= today) return `${room.name}: free now`;
  return `${room.name}: free from ${formatDate(room.availableFrom)}`;
}

/** A count the viewer may not see on this home (no permission there) shows as a dash. */
export function countText(count: number | null | undefined): string {
  return count === null || count === undefined ? '—' : String(count);
}
