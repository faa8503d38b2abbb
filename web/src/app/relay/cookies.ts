// Pure cookie helpers, so the session rules can be unit-tested without a browser.
// Written out rather than taken from the `cookie` package: the browser's first screen
// carries them, and the two rules below are all the app needs (the gateway, on the
// server, still parses with the package).

/**
 * The first of two same-named cookies wins (as the most specific path does in
 * browsers); a value in double quotes loses them; a value that does not decode stays
 * as sent. A part without "=" or with an empty name ("=x") names nothing we read.
 */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || Object.prototype.hasOwnProperty.call(cookies, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
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
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push('Path=/');
  if (options.secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}
