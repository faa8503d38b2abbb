import {
  getNamedType, isInputObjectType, isLeafType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../gateway/schema/executable.js';
import { startStack, type Stack } from './harness.js';

/**
 * Hostile input through GraphQL: a NUL byte or a lone UTF-16 surrogate in any
 * string argument (and any string field of an input object) of every root field
 * is refused before a resolver runs, as BAD_USER_INPUT naming the argument path,
 * with `fields` naming it as userErrors would, and no v20 call made.
 */
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.tokenFor('manager', 'manager');
});
afterAll(() => stack?.close());

const schema = buildSchema();

/** Paths of the String and ID leaves an argument of this type may hold (lists entered at 0). */
function stringLeaves(type: GraphQLInputType, path: string[], seen: Set<string> = new Set()): string[][] {
  if (isNonNullType(type)) return stringLeaves(type.ofType, path, seen);
  if (isListType(type)) return stringLeaves(type.ofType, [...path, '0'], seen);
  if (isScalarType(type)) return ['String', 'ID', 'Date'].includes(type.name) ? [path] : [];
  if (!isInputObjectType(type) || seen.has(type.name)) return [];
  const inner = new Set([...seen, type.name]);
  return Object.values(type.getFields()).flatMap((f) => stringLeaves(f.type, [...path, f.name], inner));
}

/** The argument value holding `text` at `path` (below the argument's own name). */
function valueAt(path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  return /^\d+$/.test(head) ? [valueAt(rest, text)] : { [head]: valueAt(rest, text) };
}

/** An operation calling `field` with every argument as a variable (values left out: execution never starts). */
function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Hostile(${variables}) { ${field.name}(${args})${selection} }`;
}

const rootFields = (kind: 'query' | 'mutation') =>
  Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields());

const expectedField = (path: string[]) => (path[0] === 'input' && path.length > 1 ? path.slice(1) : path).join('.');

describe('GraphQL refuses text no part of Hearth can store', () => {
  for (const kind of ['query', 'mutation'] as const) {
    it(`in every string argument of every ${kind} field, as BAD_USER_INPUT naming the argument path`, async () => {
      let checked = 0;
      for (const field of rootFields(kind)) {
        const text = operationOf(kind, field);
        for (const arg of field.args) {
          for (const leaf of stringLeaves(arg.type, [])) {
            for (const hostile of ['a\u0000b', 'a\ud800b']) {
              const res = await stack.gql(text, { [arg.name]: valueAt(leaf, hostile) }, { token });
              const argument = [arg.name, ...leaf].join('.');
              const where = `${field.name}(${argument}) ${JSON.stringify(hostile)}: ${JSON.stringify(res.errors)}`;
              expect(res.data ?? null, where).toBeNull();
              expect(res.errors?.[0]?.extensions, where).toEqual({
                code: 'BAD_USER_INPUT', argument, fields: { [expectedField([arg.name, ...leaf])]: expect.stringMatching(/cannot save/) },
              });
              expect(res.v20Calls, where).toBe(0);
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(kind === 'query' ? 10 : 100);
    }, 120_000);
  }

  it('in a string literal of the document, naming the argument path', async () => {
    const res = await stack.gql('mutation { updateProfile(input: { occupation: "Nurse\\u0000" }) { userErrors { field } } }', {}, { token });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.occupation', fields: { occupation: expect.any(String) } });
    expect(res.v20Calls).toBe(0);
  });

  it('in a key of a variable, named with the character escaped', async () => {
    const res = await stack.gql('mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { field } } }',
      { input: { 'bad\u0000key': 'x' } }, { token });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.bad\\u0000key' });
  });

  it('lets a well-formed emoji (a surrogate pair) through', async () => {
    const res = await stack.gql('mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { field } } }',
      { input: { occupation: 'Baker 🥐' } }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile.userErrors).toEqual([]);
  });
});

describe('bad input the api refuses reaches the client as such, never masked', () => {
  it('a query answers BAD_USER_INPUT with the api\'s message and field', async () => {
    const res = await stack.gql('{ listing(databaseId: "99999999999") { id } }', {}, { token });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.errors?.[0].message).not.toMatch(/not answering/);
  });

  it('a mutation answers userErrors on the input field', async () => {
    const res = await stack.gql('mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { field code } } }',
      { input: { firstName: 'x'.repeat(500) } }, { token });
    expect(res.data?.updateProfile.userErrors).toEqual([{ field: 'firstName', code: 'invalid_input' }]);
  });
});
