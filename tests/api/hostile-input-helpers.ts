import type { TestApi } from '../support/api.js';
import { tokenFor } from '../support/api.js';

/**
 * Every operation of /v20/openapi.json with what a test needs to reach its input:
 * who may call it (`x-access`), its path and query parameters, and its JSON body.
 */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Without the /v20 prefix, with `{name}` placeholders. */
  path: string;
  access: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body: JsonSchema | null;
}

interface OpenApiOperation {
  'x-access'?: string;
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export async function operationsOf(api: TestApi): Promise<Operation[]> {
  const doc = (await api.call('GET', '/openapi.json')).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase() as Operation['method'],
    path: path.replace(/^\/v20/, ''),
    access: op['x-access'] ?? 'missing',
    pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
    query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
    body: op.requestBody?.content['application/json']?.schema ?? null,
  })));
}

/** The demo user whose token gets past each access rule to the route's input. */
const USER_FOR_ACCESS: Record<string, string> = {
  user: 'tenant', tenant: 'tenant', manager: 'manager', vendor: 'vendor', staff: 'staff',
};

/** A fresh token per call: a route like /logout may end the session it is given. */
export async function tokenForAccess(api: TestApi, access: string): Promise<string | undefined> {
  if (access === 'guest') return api.guestToken();
  const user = USER_FOR_ACCESS[access];
  return user ? tokenFor(api.deps, user, access === 'manager' || access === 'vendor' ? access : undefined) : undefined;
}

export function urlOf(op: Operation, params: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const search = Object.entries(query).map(([k, v]) => `${k}=${v}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** One leaf of a body: its dotted path (as `error.fields` names it) and its schema. */
export interface Leaf {
  path: string[];
  schema: JsonSchema;
}

const branchOf = (schema: JsonSchema): JsonSchema =>
  schema.anyOf ? (schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]) : schema;

/** Every scalar a body may hold, arrays and maps entered through one element. */
export function leavesOf(schema: JsonSchema | null, path: string[] = []): Leaf[] {
  if (!schema || path.length > 12) return [];
  const s = branchOf(schema);
  if (s.properties) return Object.entries(s.properties).flatMap(([key, child]) => leavesOf(child, [...path, key]));
  if (s.type === 'array' && s.items) return leavesOf(s.items, [...path, '0']);
  if (s.type === 'object' && typeof s.additionalProperties === 'object') return leavesOf(s.additionalProperties, [...path, 'key']);
  return [{ path, schema: s }];
}

/** Values that satisfy the usual patterns of the api's schemas, tried in turn. */
const PATTERN_SAMPLES = ['2026-09-01', 'NC', '27701', '5551234567', 'abc', 'a', '1', 'x_1', 'A1', '#aabbcc', '12:00'];

function sampleString(s: JsonSchema): string {
  if (s.format === 'date') return '2026-09-01';
  if (s.format === 'date-time') return '2026-09-01T12:00:00.000Z';
  if (s.format === 'email') return 'fuzz@example.com';
  if (s.format === 'uri') return 'https://example.com/a';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.pattern) return PATTERN_SAMPLES.find((c) => new RegExp(s.pattern!).test(c)) ?? 'a';
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

function sampleNumber(s: JsonSchema): number {
  const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? 1);
  return Math.min(Math.max(low, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** A value the schema accepts (as far as JSON Schema says: zod refinements are not in it). */
export function sampleOf(schema: JsonSchema): unknown {
  const s = branchOf(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string': return sampleString(s);
    case 'integer': case 'number': return sampleNumber(s);
    case 'boolean': return true;
    case 'array': return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}));
    case 'object': return Object.fromEntries((s.required ?? []).map((key) => [key, sampleOf(s.properties?.[key] ?? {})]));
    default: return 'x';
  }
}

/** The sample body with one leaf replaced (its parents created as needed). */
export function bodyWith(body: JsonSchema, path: string[], value: unknown): unknown {
  const root = sampleOf(body) as Record<string, unknown>;
  let node: Record<string, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[i + 1];
    node[key] ??= /^\d+$/.test(next) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return root;
}

/**
 * The vendor marketplace (issue 14, docs/vendors.md): the routes whose input the
 * hostile tests also try with wrong types, unknown fields, ids that are not ids,
 * bad cursors and megabyte strings.
 */
export const VENDOR_MARKETPLACE = /^\/(service-types|residential-service-providers|service-activities|tenant-sales-regions|geocoding\/timezone|test-payments\/provider-connect)(\/|$)/;

/** A value of another JSON type than the schema's (a number for text, text for a number, …). */
export function wrongTypeOf(schema: JsonSchema): unknown {
  const s = branchOf(schema);
  if (s.enum) return typeof s.enum[0] === 'string' ? 7 : 'seven';
  switch (s.type) {
    case 'string': return 12_345;
    case 'integer': case 'number': return 'twelve';
    case 'boolean': return 'yes';
    case 'array': return 'a list';
    case 'object': return ['an', 'object'];
    default: return { unexpected: true };
  }
}
