import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUIRED } from './zod-messages.js';

/** An expected failure, answered as `{"error": {code, message, fields}}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'resource') => new HttpError(404, 'not_found', `No such ${what}.`);
export const forbidden = (message = 'You may not do this.') => new HttpError(403, 'forbidden', message);
export const unauthenticated = (message = 'Sign in to continue.') =>
  new HttpError(401, 'unauthenticated', message);
export const invalidInput = (fields: Record<string, string>, message = 'Some fields are not valid.') =>
  new HttpError(400, 'invalid_input', message, fields);

function fieldPath(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return [fromPath, missing].filter(Boolean).join('.') || '_';
}

/** The value a validation issue is about, read from the part of the request it names (body, querystring, params). */
function valueAt(request: FastifyRequest, part: string | undefined, instancePath: string): unknown {
  const keys = instancePath.split('/').filter(Boolean);
  // The whole body or query is not a field: its own message says what was expected.
  if (!part || keys.length === 0) return null;
  let value: unknown = (request as unknown as Record<string, unknown>)[part === 'querystring' ? 'query' : part];
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export const UNSTORABLE_VALUE = 'A value is outside what this field can hold.';

/**
 * PostgreSQL's class 22 (data exception: out of range, not a date, too long, bad
 * character) always comes of a value sent in: a schema (api/http/fields.ts) should
 * have refused it, naming the field. This is the net under those schemas.
 */
function isDataException(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/**
 * PostgreSQL's 57014 (query_canceled): the statement ran past DB_STATEMENT_TIMEOUT_MS
 * (api/db/client.ts) and the server stopped it.
 */
function isStatementTimeout(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '57014') return true;
  }
  return false;
}

/** Never a stack trace, never a 500 for bad input. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const params = issue.params as Record<string, unknown>;
        // A strict object lists unknown keys in one issue; a form needs one field each.
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
          const prefix = fieldPath(issue.instancePath, undefined);
          for (const key of params.keys as string[]) {
            fields[prefix === '_' ? key : `${prefix}.${key}`] = 'This field is not accepted here.';
          }
          continue;
        }
        // A schema's own words stay ("Weekday bedtime is required"); zod's generic ones say what a person left out.
        const generic = !issue.message || /^Invalid (input|option)/.test(issue.message);
        const missing = generic && valueAt(request, err.validationContext, issue.instancePath) === undefined;
        fields[fieldPath(issue.instancePath, params)] ??= missing ? REQUIRED : issue.message ?? 'Invalid value.';
      }
      return reply
        .status(400)
        .send({ error: { code: 'invalid_input', message: 'Some fields are not valid.', fields } });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited', message: err.message } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'payload_too_large' : 'bad_request';
      return reply.status(err.statusCode).send({ error: { code, message: err.message } });
    }
    if (isDataException(err)) {
      request.log.warn({ err }, 'the database refused a value its route schema let through');
      return reply.status(400).send({ error: { code: 'invalid_input', message: UNSTORABLE_VALUE, fields: { _: UNSTORABLE_VALUE } } });
    }
    if (isStatementTimeout(err)) {
      request.log.warn({ err }, 'a statement ran past DB_STATEMENT_TIMEOUT_MS and was canceled');
      return reply.status(503).send({ error: { code: 'database_timeout', message: 'This took too long; please try again in a moment.' } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}.` } });
  });
}
