import type { UserErrorLike } from '../../shared/userErrors';
import { SOMETHING_WENT_WRONG } from './formErrors';

/** Callbacks of a mutation hook that show its outcome in one message line. */
export function reportTo(setMessage: (m: { text: string; error: boolean } | null) => void, done: string, after?: () => void) {
  return {
    onDone: () => { setMessage({ text: done, error: false }); after?.(); },
    onUserErrors: (errors: readonly UserErrorLike[]) => setMessage({ text: errors.map((e) => e.message).join(' '), error: true }),
    onFailure: () => setMessage({ text: SOMETHING_WENT_WRONG, error: true }),
  };
}

