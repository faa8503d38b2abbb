import { defaultFieldResolver, getOperationAST, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restCallsOf, tooCostly } from './cost.js';
import { buildSchema } from './executable.js';
import { REST_COSTS } from './restCosts.js';

const schema = buildSchema();
const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/** Fields whose resolver takes the context: the only way a resolver reaches v20. */
function fieldsReachingV20(): string[] {
  return Object.values(schema.getTypeMap()).filter(isObjectType).filter((t) => !t.name.startsWith('__') && !ROOTS.has(t.name))
    .flatMap((type) => Object.values(type.getFields())
      .filter((f) => f.resolve && f.resolve !== defaultFieldResolver && f.resolve.length >= 3)
      .map((f) => `${type.name}.${f.name}`));
}

function estimate(text: string, variables: Record<string, unknown> = {}): number {
  const document = parse(text);
  return restCallsOf(schema, document, getOperationAST(document)!, variables);
}

describe('the v20 cost of each field', () => {
  it('is declared for every field whose resolver can reach v20', () => {
    expect(fieldsReachingV20().length).toBeGreaterThan(50);
    const undeclared = fieldsReachingV20().filter((name) => !(name in REST_COSTS));
    expect(undeclared).toEqual([]);
  });

  it('is declared only for fields the schema has', () => {
    const missing = Object.keys(REST_COSTS).filter((name) => {
      const [type, field] = name.split('.');
      const found = schema.getType(type);
      return !found || !isObjectType(found) || !(field in found.getFields());
    });
    expect(missing).toEqual([]);
  });
});

describe('the v20 calls an operation can cause', () => {
  // Each application's questions are one call per application (Lifecycle.lifecycleQuestions).
  const questions = (n: number, first: number) => `{ viewer { ${Array.from({ length: n }, (_, i) =>
    `a${i}: applications(first: ${first}) { edges { node { id lifecycleQuestions { id } } } }`).join(' ')} } }`;
  const availability = (n: number, first: number) => `{ ${Array.from({ length: n }, (_, i) =>
    `l${i}: listings(first: ${first}) { edges { node { id availability(startDate: "2026-09-01") { isAvailable } } } }`).join(' ')} }`;

  it('multiplies a per-object call by the objects asked for, alias by alias', () => {
    expect(estimate(questions(1, 100))).toBe(101);
    expect(estimate(questions(5, 100))).toBe(505);
  });

  it('counts availability once per page of homes (batched), alias by alias', () => {
    expect(estimate(availability(1, 100))).toBe(2);
    expect(estimate(availability(5, 100))).toBe(10);
  });

  it('counts a batched part once per page, however many homes', () => {
    expect(estimate('{ listings(first: 100) { edges { node { bedrooms { id } bathrooms { id } parkingSpots { id } } } } }')).toBe(4);
  });

  it('reads `first` from the variables, then the variable default, then the argument default', () => {
    const text = 'query Q($n: Int = 7) { viewer { applications(first: $n) { edges { node { lifecycleQuestions { id } } } } } }';
    expect(estimate(text, { n: 3 })).toBe(4);
    expect(estimate(text)).toBe(8);
    expect(estimate('{ viewer { applications { edges { node { lifecycleQuestions { id } } } } } }')).toBe(21);
  });

  it('counts a fragment where it is spread', () => {
    expect(estimate(`{ viewer { applications(first: 10) { edges { node { ...Questions } } } } }
      fragment Questions on Lifecycle { lifecycleQuestions { id } }`)).toBe(11);
  });

  it('refuses above the budget with QUERY_TOO_COSTLY and the figure', () => {
    const operation = getOperationAST(parse(questions(5, 100)))!;
    expect(tooCostly(400, 400, operation)).toBeNull();
    const refused = tooCostly(505, 400, operation);
    expect(refused?.message).toMatch(/505 calls.*limit is 400/);
    expect(refused?.extensions).toEqual({ code: 'QUERY_TOO_COSTLY', restCalls: 505, budget: 400 });
  });
});
