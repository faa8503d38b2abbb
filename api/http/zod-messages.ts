// The words a person reads next to a field when the api refuses a value. Zod's own
// messages are written for developers ("Too big: expected string to have <=254
// characters"); the web shows the api's per-field message as it is, so every schema
// without words of its own gets these (a schema's own message still wins: zod asks
// this map only when the schema gave none).
import { z } from 'zod';

export const REQUIRED = 'This field is required.';

type Issue = z.core.$ZodRawIssue;

const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  date: 'a date',
  bigint: 'a whole number',
};

function countOf(origin: unknown, bound: unknown): string {
  const n = Number(bound).toLocaleString('en-US');
  if (origin === 'string') return `${n} character${bound === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${n} item${bound === 1 ? '' : 's'}`;
  if (origin === 'date') return new Date(Number(bound)).toISOString().slice(0, 10);
  return n;
}

function tooBig(issue: Issue & { origin?: unknown; maximum?: unknown; inclusive?: boolean }): string {
  const bound = countOf(issue.origin, issue.maximum);
  if (issue.origin === 'date') return `Choose ${bound} or earlier.`;
  return issue.inclusive === false ? `Must be less than ${bound}.` : `At most ${bound}.`;
}

function tooSmall(issue: Issue & { origin?: unknown; minimum?: unknown; inclusive?: boolean }): string {
  // An empty text where some is needed reads as a field left blank.
  if (issue.origin === 'string' && Number(issue.minimum) === 1 && issue.input === '') return REQUIRED;
  const bound = countOf(issue.origin, issue.minimum);
  if (issue.origin === 'date') return `Choose ${bound} or later.`;
  return issue.inclusive === false ? `Must be more than ${bound}.` : `At least ${bound}.`;
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'Enter an email address like name@example.com.',
  url: 'Enter a full web address starting with https://.',
  date: 'Enter a date as YYYY-MM-DD.',
  datetime: 'Enter a date and time in ISO 8601 (2026-01-31T09:00:00Z).',
  uuid: 'This is not a valid id.',
};

/** Plain words for one issue, or undefined to keep zod's. */
export function plainMessage(issue: Issue): string | undefined {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')) {
    return REQUIRED;
  }
  switch (issue.code) {
    case 'invalid_type': {
      const kind = KIND_WORDS[String((issue as { expected?: unknown }).expected)];
      return kind ? `This should be ${kind}.` : undefined;
    }
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMAT_WORDS[String((issue as { format?: unknown }).format)] ?? 'This is not in the expected format.';
    case 'invalid_value': {
      const values = ((issue as { values?: unknown[] }).values ?? []).map(String);
      return values.length > 0 && values.length <= 12 ? `Choose one of: ${values.join(', ')}.` : 'Choose one of the allowed values.';
    }
    case 'not_multiple_of':
      return `Must be a multiple of ${String((issue as { divisor?: unknown }).divisor)}.`;
    default:
      return undefined;
  }
}

/** Installs the words process-wide (zod's configuration is global); idempotent. */
export function usePlainZodMessages(): void {
  z.config({ customError: (issue) => plainMessage(issue) });
}
