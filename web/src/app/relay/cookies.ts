// Pure cookie helpers, so the session rules can be unit-tested without a browser.
import { parse, serialize } from 'cookie';

/**
 * The `cookie` library parses (the first of two same-named cookies wins, as the most
 * specific path does in browsers; a value that does not decode stays as sent). A part
 * with an empty name ("=x") names nothing we read, so it is dropped.
 */
export function parseCookies(header: string): Record<string, string> {
  return Object.fromEntries(Object.entries(parse(header))
    .filter((entry): entry is [string, string] => entry[0] !== '' && entry[1] !== undefined));
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Omit for a session cookie. */
  maxAge?: number;
  /** Only over https (set when the page itself is served over https). */
  secure: boolean;
}

/**
 * SameSite=Lax keeps the token off cross-site subrequests (CSRF) while still
 * sending it on top-level navigations from links in emails.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, { path: '/', sameSite: 'lax', maxAge: options.maxAge, secure: options.secure });
}
