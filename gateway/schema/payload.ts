import { userErrorsFrom, V20Error, type UserError, type UserErrorMapping } from '../v20/errors.js';

/**
 * v20 failures a user can fix or must be told about, as opposed to being signed
 * out (401) or not allowed (403), which stay GraphQL errors the client acts on.
 */
const EXPECTED_STATUSES = new Set([400, 404, 409, 413, 422, 429]);
const EXPECTED_CODES = new Set(['invalid_credentials', 'role_not_held']);

export function isExpectedFailure(err: unknown): err is V20Error {
  return err instanceof V20Error && (EXPECTED_STATUSES.has(err.status) || EXPECTED_CODES.has(err.code));
}

/**
 * Runs a mutation's v20 work and returns its payload with `userErrors: []`, or, on
 * an expected failure, the `failed` payload with the errors (hive-style: expected
 * failures are data, exceptions are for bugs and authorization).
 */
export async function payloadOf<P extends object, F extends object>(
  run: () => Promise<P>,
  failed: F,
  mapping: UserErrorMapping = {},
): Promise<(P | F) & { userErrors: UserError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (err) {
    if (isExpectedFailure(err)) return { ...failed, userErrors: userErrorsFrom(err, mapping) };
    throw err;
  }
}

export function userError(code: string, message: string, field: string | null = null): UserError {
  return { field, message, code };
}

/** The api's refusal of a person's own action while staff impersonate them (spec §8). */
export const FORBIDDEN_AS_IMPERSONATE_USER = 'forbidden_as_impersonate_user';

/**
 * payloadOf for a person's own action (a password, a payment): while staff act as the
 * person, the refusal is a reason shown on the form in the screen's words, not a
 * request error the client would read as a lost connection or session.
 */
export async function personalPayloadOf<P extends object, F extends object>(
  run: () => Promise<P>,
  failed: F,
  refusedWhileImpersonating: string,
  mapping: UserErrorMapping = {},
): Promise<(P | F) & { userErrors: UserError[] }> {
  try {
    return await payloadOf(run, failed, mapping);
  } catch (err) {
    if (err instanceof V20Error && err.code === FORBIDDEN_AS_IMPERSONATE_USER) {
      return { ...failed, userErrors: [userError(FORBIDDEN_AS_IMPERSONATE_USER, refusedWhileImpersonating)] };
    }
    throw err;
  }
}
