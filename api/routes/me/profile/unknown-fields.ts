import type { preValidationAsyncHookHandler } from 'fastify';
import { invalidInput } from '../../../http/errors.js';

/**
 * Names each key the body may not carry (`{"fields": {"is_staff": ...}}`). The zod
 * schema is strict as well, but its error lists unknown keys under no field, and a
 * form needs to know which field was refused.
 */
export function rejectUnknownFields(allowed: readonly string[]): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const refused = Object.keys(body).filter((key) => !allowed.includes(key));
    if (refused.length === 0) return;
    throw invalidInput(
      Object.fromEntries(refused.map((key) => [key, 'This field cannot be changed here.'])),
      `These fields cannot be changed here: ${refused.join(', ')}.`,
    );
  };
}
