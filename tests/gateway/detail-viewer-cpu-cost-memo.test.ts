import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { memoisedRestCalls } from '../../gateway/http/restCostMemo.js';
import { restCallsOf } from '../../gateway/schema/cost.js';
import { buildSchema } from '../../gateway/schema/executable.js';

// The REST cost counted once per operation and `first` values gives schema/cost.ts's count for every request.
const schema = buildSchema();

const PAGES = `query Pages($first: Int = 20, $apps: Int, $id: String!) {
  listings(first: $first) { edges { node { id bedrooms { id } availability(startDate: "2026-09-01") { isAvailable } } } }
  listing(databaseId: $id) { id bedrooms { id } }
  viewer { applications(first: $apps) { edges { node { id lifecycleQuestions { id } } } } } }`;
const FRAGMENTS = `query Frag($n: Int!) { viewer { ...Apps } } fragment Apps on Viewer { applications(first: $n) { edges { node { id lifecycleQuestions { id } } } } }`;
const PLAIN = 'query Plain { viewer { isGuest user { id email } } }';

describe('the memoised REST cost', () => {
  it.each([
    [PAGES, [{ id: '1' }, { id: '2', first: 50 }, { id: '3', first: 50, apps: 100 }, { id: '4', first: null }, { id: '5', first: 'x' }, { id: '6' }, { id: '7', first: 500, apps: 3 }]],
    [FRAGMENTS, [{ n: 10 }, { n: 100 }, { n: 10 }, {}]],
    [PLAIN, [{}, { unused: 1 }]],
  ])('%s: the same count as schema/cost.ts, request after request', (text, variableSets) => {
    const document = parse(text);
    const operation = getOperationAST(document)!;
    const memoised = memoisedRestCalls();
    for (const variables of [...variableSets, ...variableSets]) {
      expect(memoised(schema, document, operation, variables)).toBe(restCallsOf(schema, document, operation, variables));
    }
  });

  it('tells a `first` left out (its default) from one sent as null', () => {
    const document = parse('query Apps($n: Int = 10) { viewer { applications(first: $n) { edges { node { id lifecycleQuestions { id } } } } } }');
    const operation = getOperationAST(document)!;
    const memoised = memoisedRestCalls();
    const defaulted = memoised(schema, document, operation, {});
    const nulled = memoised(schema, document, operation, { n: null });
    expect(defaulted).toBe(restCallsOf(schema, document, operation, {}));
    expect(nulled).toBe(restCallsOf(schema, document, operation, { n: null }));
    expect(defaulted).not.toBe(nulled);
  });
});
