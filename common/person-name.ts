/**
 * A person's name has one source: users.first_name and users.last_name (filled from
 * the legal name given at screening, editable on /profile). Every screen shows it
 * through this rule (SQL: api/db/person-name.ts), so an empty name never reads as
 * "Tenant: ." or a "Deny " button: it reads as the fallback the caller gives.
 */
export const NO_NAME = 'Name not given yet';

/** "First Last", spaces tidied; the fallback when both are empty. */
export function personName(first: string | null | undefined, last: string | null | undefined, fallback = NO_NAME): string {
  const full = `${first ?? ''} ${last ?? ''}`.trim().replace(/\s+/g, ' ');
  return full || fallback;
}

/** Whether a person has given a name a lease can carry (both parts). */
export const hasFullName = (first: string | null | undefined, last: string | null | undefined): boolean =>
  Boolean(first?.trim()) && Boolean(last?.trim());
