import { describe, expect, it } from 'vitest';
import { coordinateOf, recordedCoordinates, schemaChanges, unrecorded } from './changes.js';

const BEFORE = 'type Query { foo: Int, bar(x: Int): String, baz: Int }';
const coordinates = (changes: { path?: string; message: string }[]) => changes.map((c) => coordinateOf(c as never));

describe('the breaking-change check', () => {
  it('a removed field is breaking', async () => {
    const { breaking } = await schemaChanges(BEFORE, 'type Query { bar(x: Int): String, baz: Int }');
    expect(coordinates(breaking)).toEqual(['Query.foo']);
  });

  it('an added optional argument is allowed (listed as dangerous, not breaking)', async () => {
    const { breaking, dangerous } = await schemaChanges(BEFORE, 'type Query { foo: Int, bar(x: Int, y: Int): String, baz: Int }');
    expect(breaking).toEqual([]);
    expect(coordinates(dangerous)).toEqual(['Query.bar.y']);
  });

  it('an added required argument is breaking', async () => {
    const { breaking } = await schemaChanges(BEFORE, 'type Query { foo: Int, bar(x: Int, y: Int!): String, baz: Int }');
    expect(coordinates(breaking)).toEqual(['Query.bar.y']);
  });

  it('deprecating a field is safe', async () => {
    const { breaking, dangerous, safe } = await schemaChanges(BEFORE, 'type Query { foo: Int @deprecated(reason: "Use bar."), bar(x: Int): String, baz: Int }');
    expect(breaking).toEqual([]);
    expect(dangerous).toEqual([]);
    expect(safe.map((c) => c.type)).toContain('FIELD_DEPRECATION_ADDED');
  });

  it('passes once a dated changelog entry names each breaking change, and not before', async () => {
    const { breaking } = await schemaChanges(BEFORE, 'type Query { bar(x: Int, y: Int!): String, baz: Int }');
    expect(coordinates(unrecorded(breaking, '# Changelog\n\nPolicy mentions `Query.foo` outside any entry.\n'))).toEqual(['Query.foo', 'Query.bar.y']);
    const changelog = '# Changelog\n\n## 2026-11-26\n\n- `Query.foo` removed: nobody asked for it since June.\n\n## 2026-10-01\n\n- `Query.bar.y` required: bar cannot answer without it.\n';
    expect(unrecorded(breaking, changelog)).toEqual([]);
    expect(unrecorded(breaking, changelog.split('## 2026-10-01')[0])).toHaveLength(1);
  });

  it('reads every backticked coordinate of every dated entry', () => {
    expect([...recordedCoordinates('## 2026-11-26 Tokens\n- `A.b` and `C`\n## 2026-01-02\n`D.e.f`\n')]).toEqual(['A.b', 'C', 'D.e.f']);
  });
});
