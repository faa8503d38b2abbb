import { GraphQLError } from 'graphql';

/** What the web and integrators branch on, in `errors[].extensions.code`. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  422: 'RULE_VIOLATED',
  429: 'RATE_LIMITED',
};

export function graphQLCodeFor(status: number): string {
  return CODE_BY_STATUS[status] ?? 'V20_UNAVAILABLE';
}

/**
 * A v20 call that did not succeed: the api's `{"error": {code, message, fields}}`
 * with its HTTP status, or a network failure (502/504). It is a GraphQLError, so
 * a resolver that lets it through gives the client a typed error (and yoga does
 * not mask it): `extensions.code` from the status, the v20 code as
 * `extensions.v20Code` (spec §6: a 401 `forbidden_as_impersonate_user` must reach
 * the caller as it is, not send them to /login). Mutations catch the expected
 * ones and return them as `userErrors`.
 */
export class V20Error extends GraphQLError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly route = '',
  ) {
    super(status >= 500 ? 'Hearth is not answering right now. Try again in a moment.' : message, {
      extensions: {
        code: graphQLCodeFor(status),
        v20Code: code,
        ...(Object.keys(fields).length > 0 ? { fields: camelCaseFields(fields) } : {}),
      },
    });
    this.name = 'V20Error';
  }
}

export const snakeToCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function camelCaseFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [snakeToCamel(k), v]));
}

export interface UserError {
  field: string | null;
  message: string;
  code: string;
}

export interface UserErrorMapping {
  /** v20 field name → input field name, where the input does not just camelCase it. */
  rename?: Record<string, string>;
  /** v20 error code → input field it concerns, for errors that carry no `fields`. */
  fieldForCode?: Record<string, string>;
}

/**
 * Expected failures of a mutation as `userErrors`: one per invalid field (v20's
 * snake_case names in camelCase), else one for the whole form or the field the
 * code concerns (e.g. `email_taken` → `email`).
 */
export function userErrorsFrom(err: V20Error, mapping: UserErrorMapping = {}): UserError[] {
  const entries = Object.entries(err.fields);
  if (entries.length === 0) {
    return [{ field: mapping.fieldForCode?.[err.code] ?? null, message: err.message, code: err.code }];
  }
  return entries.map(([field, message]) => ({
    field: field === '_' ? null : (mapping.rename?.[field] ?? snakeToCamel(field)),
    message,
    code: err.code,
  }));
}

export function unauthenticatedError(message: string, v20Code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', v20Code } });
}

export function badUserInput(message: string, argument?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(argument ? { argument } : {}) } });
}
