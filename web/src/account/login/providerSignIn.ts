// OpenID Connect from the browser (implicit flow, response_type=id_token): the nonce and
// state are kept in sessionStorage until the provider sends the browser back to
// /auth/callback/{provider}, which checks the state and hands the nonce to the api.
import type { RoleValue } from './authSchemas';

const KEY = 'hearth_sign_in_attempt';

export interface SignInAttempt {
  provider: string;
  nonce: string;
  state: string;
  userRole: RoleValue;
  desiredPage: string | null;
}

const random = () => crypto.randomUUID().replace(/-/g, '');

export function startProviderSignIn(
  provider: { name: string; clientId: string; authorizationUrl: string },
  { userRole, desiredPage }: { userRole: RoleValue; desiredPage: string | null },
): void {
  const name = provider.name.toLowerCase();
  const attempt: SignInAttempt = { provider: name, nonce: random(), state: random(), userRole, desiredPage };
  sessionStorage.setItem(KEY, JSON.stringify(attempt));
  const callback = `/auth/callback/${name}`;
  // The local provider only sends back to a path of this site; real ones need the full address.
  const redirectUri = provider.authorizationUrl.startsWith('/') ? callback : `${window.location.origin}${callback}`;
  const query = new URLSearchParams({
    client_id: provider.clientId, redirect_uri: redirectUri, response_type: 'id_token', response_mode: 'fragment',
    scope: 'openid email profile', nonce: attempt.nonce, state: attempt.state,
  });
  window.location.assign(`${provider.authorizationUrl}?${query}`);
}

/** The attempt this browser started, used up: a callback can be completed once. */
export function takeSignInAttempt(): SignInAttempt | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SignInAttempt;
  } catch {
    return null;
  }
}

/** The `sub` of an ID token (the api verifies the token; this only reads who it claims to be). */
export function subjectOf(idToken: string): string | null {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
