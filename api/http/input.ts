import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeUnstorable, hasUnstorableCharacter, UNSTORABLE_MESSAGE } from '../../common/text.js';
import { invalidInput } from './errors.js';

/**
 * Input no route can store, refused for every route before its schema runs: a NUL
 * byte or a lone UTF-16 surrogate in any string or object key of the params, query
 * or body (PostgreSQL answers those with an error, not a row), and JSON nested
 * deeper than any schema of ours (jsonb and the walkers behind z.unknown() recurse).
 * Headers the api stores are checked too. Answers 400 invalid_input naming each path.
 */
export const MAX_INPUT_DEPTH = 32;

/** Request headers that routes write to the database, by the name the error gives them. */
const STORED_HEADERS: Record<string, string> = { 'idempotency-key': 'Idempotency-Key', 'x-forwarded-for': 'X-Forwarded-For' };

type Problems = Record<string, string>;

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Walks one parsed value without recursion (a hostile body may be deep), noting each bad string and key. */
function inspect(root: unknown, rootPath: string, problems: Problems): void {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: rootPath, depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) problems[path || '_'] ??= UNSTORABLE_MESSAGE;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      problems[path || '_'] ??= `This value is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = join(path, escapeUnstorable(key));
      if (hasUnstorableCharacter(key)) problems[childPath] ??= `This field name: ${UNSTORABLE_MESSAGE}`;
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

export function inputProblems(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'headers'>): Problems {
  const problems: Problems = {};
  inspect(request.params, '', problems);
  inspect(request.query, '', problems);
  inspect(request.body, '', problems);
  for (const [header, name] of Object.entries(STORED_HEADERS)) inspect(request.headers[header], name, problems);
  return problems;
}

/**
 * The guard, plus each operation of /v20/openapi.json saying who may call it
 * (`x-access`): which token reaches a route's input, for integrators and for
 * tests/api/hostile-input.test.ts, which sends bad input to every route.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // Any `x-` key of a route schema is copied into its OpenAPI operation by @fastify/swagger.
    if (route.config?.access) route.schema = { ...route.schema, 'x-access': route.config.access } as typeof route.schema;
  });
  app.addHook('preValidation', async (request) => {
    const problems = inputProblems(request);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
  });
}
