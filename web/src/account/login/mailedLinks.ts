/**
 * The one-time tokens of mailed links (password reset, email confirmation) are 32
 * random bytes in base64url: 43 letters, digits, `-` and `_` (api/auth/one-time-tokens.ts).
 * A link whose token is not of that form was cut short or changed on the way; the
 * page says so at once instead of asking for input the api will refuse.
 */
const ONE_TIME_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isWellFormedToken = (token: string) => ONE_TIME_TOKEN.test(token);
/** REST user ids are positive integers. */
export const isWellFormedUserId = (id: string) => /^[1-9][0-9]{0,15}$/.test(id);
