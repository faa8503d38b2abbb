import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useJitQueries } from './jit.js';

const typeDefs = /* GraphQL */ `
  type Money { cents: Int! formatted: String! }
  type Home { id: ID! title: String! rent: Money! rooms(first: Int = 2): [String!]! broken: String }
  type Query { homes(first: Int!): [Home!]! home(id: ID!): Home }
  type Mutation { rename(id: ID!, title: String!): Home }
`;

function yogaWith(jit: boolean) {
  const homes = [1, 2, 3].map((n) => ({ id: String(n), title: `Home ${n}`, cents: n * 85_000 }));
  return createYoga({
    schema: createSchema({
      typeDefs,
      resolvers: {
        Query: {
          homes: (_: unknown, { first }: { first: number }) => homes.slice(0, first),
          home: async (_: unknown, { id }: { id: string }) => homes.find((h) => h.id === id) ?? null,
        },
        Mutation: { rename: (_: unknown, { id, title }: { id: string; title: string }) => ({ ...homes.find((h) => h.id === id)!, title }) },
        Home: {
          rent: (h: { cents: number }) => ({ cents: h.cents, get formatted() { return `$${h.cents / 100}`; } }),
          rooms: (_: unknown, { first }: { first: number }) => ['Garden room', 'Attic room', 'Corner room'].slice(0, first),
          broken: () => { throw new GraphQLError('This home cannot say.', { extensions: { code: 'NOT_SAYING' } }); },
        },
      },
    }),
    plugins: jit ? [useJitQueries()] : [],
    logging: false,
  });
}

async function run(jit: boolean, query: string, variables: object = {}) {
  const res = await yogaWith(jit).fetch('http://localhost/graphql', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

describe('queries compiled by graphql-jit answer exactly as graphql-js does', () => {
  it.each([
    ['fields, aliases, arguments and variables', `query ($n: Int!) { homes(first: $n) { id title rent { cents formatted } rooms two: rooms(first: 3) } }`, { n: 2 }],
    ['fragments and an async field', `query { home(id: "3") { ...H } none: home(id: "9") { ...H } } fragment H on Home { title rent { formatted } }`, {}],
    ['a resolver error with its code, beside data', `{ homes(first: 1) { title broken } }`, {}],
    ['a bad variable', `query ($n: Int!) { homes(first: $n) { id } }`, { n: 'many' }],
  ])('%s', async (_name, query, variables) => {
    expect(await run(true, query, variables)).toEqual(await run(false, query, variables));
  });

  it('leaves mutations to graphql-js, with the same answer', async () => {
    const query = 'mutation { rename(id: "1", title: "Elm Street") { title rent { cents } } }';
    const jit = await run(true, query);
    expect(jit.body).toEqual({ data: { rename: { title: 'Elm Street', rent: { cents: 85000 } } } });
    expect(jit).toEqual(await run(false, query));
  });
});
