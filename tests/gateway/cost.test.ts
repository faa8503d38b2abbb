import { readFileSync } from 'node:fs';
import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCallsOf } from '../../gateway/schema/cost.js';
import { buildSchema } from '../../gateway/schema/executable.js';
import { counterSum } from '../support/gateway-metrics.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let guest: string;
beforeAll(async () => {
  stack = await startStack();
  guest = await stack.api.guestToken();
});
afterAll(() => stack?.close());

const schema = buildSchema();
function estimate(text: string): number {
  const document = parse(text);
  return restCallsOf(schema, document, getOperationAST(document)!);
}

const webOperation = (name: string) =>
  Object.values(JSON.parse(readFileSync('web/persisted-queries.json', 'utf8')) as Record<string, string>)
    .find((text) => text.startsWith(`query ${name}`))!;

const availability = (aliases: number, first: number) => `{ ${Array.from({ length: aliases }, (_, i) =>
  `l${i}: listings(first: ${first}) { edges { node { id availability(startDate: "2026-09-01") { isAvailable } } } }`).join(' ')} }`;
// Each application's questions cost a call per application (Lifecycle.lifecycleQuestions).
const questions = (aliases: number, first: number) => `{ viewer { ${Array.from({ length: aliases }, (_, i) =>
  `a${i}: applications(first: ${first}) { edges { node { id lifecycleQuestions { id } } } }`).join(' ')} } }`;

describe('the REST cost limit', () => {
  it('refuses four aliased pages of 100 applications asking each one\'s questions before making any v20 call', async () => {
    const token = await stack.tokenFor('tenant');
    const callsBefore = await counterSum(stack.gateway.url, 'hearth_v20_requests_total');
    const res = await stack.gql(questions(4, 100), {}, { token });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', restCalls: 404, budget: 400 });
    expect(res.errors?.[0].message).toMatch(/404 calls/);
    // Refused before anything ran: the gateway made no v20 call at all (its own count).
    expect(await counterSum(stack.gateway.url, 'hearth_v20_requests_total')).toBe(callsBefore);
  });

  it('counts batched availability honestly: five aliased pages of 100 homes are allowed and cost a few calls', async () => {
    const res = await stack.gql(availability(5, 100), {}, { token: guest });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.l4.edges).toHaveLength(100);
    expect(res.v20Calls).toBeLessThanOrEqual(estimate(availability(5, 100)));
    expect(estimate(availability(5, 100))).toBe(10);
  });

  it('reads `first` from the request\'s variables', async () => {
    const text = `query Mine($n: Int) { viewer { ${Array.from({ length: 4 }, (_, i) =>
      `a${i}: applications(first: $n) { edges { node { lifecycleQuestions { id } } } }`).join(' ')} } }`;
    const tenant = await stack.tokenFor('tenant');
    expect((await stack.gql(text, { n: 100 }, { token: tenant })).errors?.[0].extensions).toMatchObject({ restCalls: 404 });
    const small = await stack.gql(text, { n: 2 }, { token: tenant });
    expect(small.errors, JSON.stringify(small.errors)).toBeUndefined();
    expect(small.v20Calls).toBeLessThanOrEqual(15);
  });

  // The estimate is an upper bound of what really happens: a field declared `batch`
  // that in truth calls once per object would show here as more calls than counted.
  it.each([
    ['availability of a page of homes', availability(1, 10), 'guest'],
    ['the parts of a page of homes', '{ listings(first: 20) { edges { node { bedrooms { id } bathrooms { id } parkingSpots { id } } } } }', 'guest'],
    ['a manager\'s tenants screen', webOperation('ManagerTenantsQuery'), 'manager'],
    ['a tenant\'s billing screen', webOperation('BillingQuery'), 'tenant'],
  ])('counts at least the calls %s really makes', async (_name, text, who) => {
    const token = who === 'guest' ? guest : await stack.tokenFor(who, who === 'manager' ? 'manager' : undefined);
    const res = await stack.gql(text, {}, { token });
    expect(res.errors).toBeUndefined();
    expect(res.v20Calls).toBeGreaterThan(0);
    expect(res.v20Calls).toBeLessThanOrEqual(estimate(text));
  });
});

describe('every graphql-armor refusal carries an extensions.code', () => {
  it.each([
    ['QUERY_TOO_DEEP', `{ viewer { user { ${'a { '.repeat(15)} x ${'}'.repeat(15)} } } }`],
    ['TOO_MANY_ALIASES', `{ ${Array.from({ length: 25 }, (_, i) => `a${i}: viewer { isGuest }`).join(' ')} }`],
    ['TOO_MANY_DIRECTIVES', `{ viewer { isGuest ${'@include(if: true) '.repeat(60)} } }`],
    ['TOO_MANY_TOKENS', `{ viewer { ${'isGuest '.repeat(4100)} } }`],
    ['QUERY_TOO_COMPLEX', `{ ${Array.from({ length: 8 }, (_, i) => `l${i}: listings(first: 100) { edges { node { id title description } } }`).join(' ')} }`],
  ])('%s', async (code, text) => {
    const res = await stack.gql(text, {}, { token: guest });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code, JSON.stringify(res.errors)).toBe(code);
    expect(res.errors?.[0].message).not.toMatch(/^Syntax Error/);
  });
});
