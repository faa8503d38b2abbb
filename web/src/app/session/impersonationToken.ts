// Whether the stored token is an impersonation, decided without the banner's code:
// every page asks, and only staff acting as someone need the rest (a lazy chunk).
import { browserCredentials } from '../relay/credentials';

/** Whether the stored token is an impersonation (it carries an `act` claim). Read, never verified. */
export function isImpersonating(token = browserCredentials.read().token): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return typeof (JSON.parse(json) as { act?: unknown }).act === 'object';
  } catch {
    return false;
  }
}
