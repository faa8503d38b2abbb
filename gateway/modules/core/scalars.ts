import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw new GraphQLError('Date must be a calendar date written YYYY-MM-DD.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/** v20 dates are `YYYY-MM-DD` strings; they pass through as they are. */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date, `YYYY-MM-DD`.',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new GraphQLError('DateTime must be an ISO 8601 instant, e.g. 2026-05-01T12:00:00Z.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return new Date(value).toISOString();
}

/** v20 timestamps are ISO 8601 UTC strings. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant, ISO 8601 in UTC.',
  serialize: (value) => String(value),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});
