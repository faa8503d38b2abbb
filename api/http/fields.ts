import { z } from 'zod';

/**
 * Building blocks of route schemas for values the database holds in a fixed range:
 * a schema built from them refuses, with 400 naming the field, what PostgreSQL
 * would otherwise refuse with an error (a 500). Ids are `integer` columns; dates
 * are `date` columns, which know no year 0 and no 2026-02-31.
 */
export const MAX_DB_ID = 2_147_483_647;

/** Years a date of Hearth's may fall in: birth dates to far-off lease ends. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

const DATE = /^(\d{4})-\d{2}-\d{2}$/;

/** YYYY-MM-DD naming a real day (Date.parse would roll 2026-02-30 over to March) in years 1900 to 2199. */
export function isCalendarDate(text: string): boolean {
  const year = DATE.exec(text)?.[1];
  if (!year || Number(year) < FIRST_YEAR || Number(year) > LAST_YEAR) return false;
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
