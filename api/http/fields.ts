import { z } from 'zod';

/**
 * Building blocks of route schemas for values the database holds in a fixed range:
 * a schema built from them refuses, with 400 naming the field, what PostgreSQL
 * would otherwise refuse with an error (a 500). Ids are `integer` columns; dates
 * are `date` columns, which know no year 0 and no 2026-02-31.
 */
export const MAX_DB_ID = 2_147_483_647;

const DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * YYYY-MM-DD naming a real day (Date.parse would roll 2026-02-30 over to March)
 * that a `date` column holds: JavaScript knows a year 0000, PostgreSQL does not.
 * What range makes sense for a field (a birth date, a move-in) is the route's rule.
 */
export function isCalendarDate(text: string): boolean {
  const year = DATE.exec(text)?.[1];
  if (!year || year === '0000') return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** A date field; `message` says what the form should ask for. */
export const CalendarDate = (message = 'Give a real date, YYYY-MM-DD.') =>
  z.string({ error: message }).refine(isCalendarDate, { error: message });

const idError = { error: 'Use a numeric id.' };

/** The id of a row, in a JSON body. */
export const DbId = z.number(idError).int(idError).min(1, idError).max(MAX_DB_ID, idError);

/** The id of a row, in a path or query string (text until coerced). */
export const IdParam = z.coerce.number(idError).int(idError).min(1, idError).max(MAX_DB_ID, idError);
