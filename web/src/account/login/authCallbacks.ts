import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

/** A new session: the token to keep, who it is, and the role it carries (where they land). */
export interface SignedInSession {
  readonly token: string;
  readonly userId: string;
  readonly userRole: string;
}

export interface AuthPayload {
  readonly session: SignedInSession | null | undefined;
  readonly userErrors: readonly UserErrorLike[];
}

export interface AuthCallbacks {
  onSession(session: SignedInSession): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** logIn and register answer alike: a session, or userErrors for the form. */
export function authCallbacks<R>(callbacks: AuthCallbacks, payloadOf: (response: R) => AuthPayload) {
  return {
    onCompleted: (response: R) => {
      const payload = payloadOf(response);
      if (payload.session) callbacks.onSession(payload.session);
      else callbacks.onUserErrors(payload.userErrors.length ? payload.userErrors : [{ field: null, message: 'That did not work. Please try again.' }]);
    },
    onError: onMutationError(callbacks),
  };
}
