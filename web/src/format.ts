// Display helpers shared by listing cards and the listing page.

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `YYYY-MM-DD` (a calendar date, no time zone) to "Mar 1, 2026". */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Available now" once the date has passed, otherwise "Available Mar 1, 2026". */
export function availabilityLabel(isoDate: string | null | undefined, today = new Date()): string {
  if (!isoDate) return 'Availability on request';
  const todayIso = today.toISOString().slice(0, 10);
  return isoDate <= todayIso ? 'Available now' : `Available ${formatDate(isoDate)}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Weighted count (halves are 0.5): "1 bath", "2.5 baths". */
export function bathroomLabel(count: number): string {
  return `${Number.isInteger(count) ? count : count.toFixed(1)} ${count === 1 ? 'bath' : 'baths'}`;
}

/**
 * A GraphQL enum value to the spec's wording, e.g. `DECK_PATIO` to "Deck/patio"
 * and `EV_CHARGERS` to "EV chargers", using the spec's list where there is one.
 */
export function enumLabel(value: string, specValues: readonly string[] = []): string {
  const spec = specValues.find((s) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '_') === value);
  const text = (spec ?? value.toLowerCase()).replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Dollars as typed ("1,250.5", "$40") → whole cents; null unless a positive amount with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}
