// The bearer token and user id live in cookies (spec §4) so they survive reloads
// and are shared by every tab.
import { parseCookies, serializeCookie } from './cookies';

export const TOKEN_COOKIE = 'hearth_token';
export const USER_ID_COOKIE = 'hearth_user_id';
const THIRTY_DAYS = 30 * 24 * 3600;

export interface Credentials {
  token: string | null;
  userId: string | null;
}

export interface CredentialStore {
  read(): Credentials;
  /** A guest token has no user id. */
  save(credentials: { token: string; userId?: string | null }): void;
  clear(): void;
}

export const browserCredentials: CredentialStore = {
  read() {
    // Rendering on the server (web/src/ssr): no browser, so no credentials of a visitor.
    if (typeof document === 'undefined') return { token: null, userId: null };
    const cookies = parseCookies(document.cookie);
    return { token: cookies[TOKEN_COOKIE] || null, userId: cookies[USER_ID_COOKIE] || null };
  },
  save({ token, userId }) {
    const secure = window.location.protocol === 'https:';
    document.cookie = serializeCookie(TOKEN_COOKIE, token, { secure, maxAge: THIRTY_DAYS });
    document.cookie = userId
      ? serializeCookie(USER_ID_COOKIE, userId, { secure, maxAge: THIRTY_DAYS })
      : serializeCookie(USER_ID_COOKIE, '', { secure, maxAge: 0 });
  },
  clear() {
    const secure = window.location.protocol === 'https:';
    document.cookie = serializeCookie(TOKEN_COOKIE, '', { secure, maxAge: 0 });
    document.cookie = serializeCookie(USER_ID_COOKIE, '', { secure, maxAge: 0 });
  },
};
