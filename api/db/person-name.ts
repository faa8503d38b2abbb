import { sql, type SQL } from 'drizzle-orm';
import { NO_NAME } from '../../common/person-name.js';

/**
 * The SQL side of common/person-name.ts: the one expression every reader uses for a
 * person's name, over a `users` row aliased `alias` (a fixed identifier in code).
 */

/** "First Last" of users row `alias`, or NULL when both are empty. */
export const fullNameSql = (alias: string): SQL =>
  sql.raw(`nullif(regexp_replace(trim(${alias}.first_name || ' ' || ${alias}.last_name), '\\s+', ' ', 'g'), '')`);

/** The name to show: "First Last", else the fallback (never an empty string). */
export const personNameSql = (alias: string, fallback: string = NO_NAME): SQL =>
  sql`coalesce(${fullNameSql(alias)}, ${fallback}::text)`;

/** The first name alone where a screen says it that way (case comments, tickets), else the full name, else the fallback. */
export const firstNameSql = (alias: string, fallback: string = NO_NAME): SQL =>
  sql`coalesce(${sql.raw(`nullif(trim(${alias}.first_name), '')`)}, ${fullNameSql(alias)}, ${fallback}::text)`;

/** Whether users row `alias` has both parts of a name, as a lease needs (common/person-name.ts hasFullName). */
export const hasFullNameSql = (alias: string): SQL =>
  sql.raw(`(trim(coalesce(${alias}.first_name, '')) <> '' AND trim(coalesce(${alias}.last_name, '')) <> '')`);
