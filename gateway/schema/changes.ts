import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * The breaking-change check of the published contract (scripts/schema-changes.ts,
 * docs/schema-changelog.md): what changed between two versions of schema.graphql,
 * and which breaking changes the changelog does not record.
 */
export interface SchemaChanges {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
}

export async function schemaChanges(before: string, after: string): Promise<SchemaChanges> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  const at = (level: CriticalityLevel) => changes.filter((c) => c.criticality.level === level);
  return { breaking: at(CriticalityLevel.Breaking), dangerous: at(CriticalityLevel.Dangerous), safe: at(CriticalityLevel.NonBreaking) };
}

/** What names a change in the changelog: its schema coordinate (`Query.foo`, `Query.foo.bar`), else its message. */
export const coordinateOf = (change: Change) => change.path ?? change.message;

/** A dated entry: `## 2026-11-26` and what follows until the next heading of that level. */
const ENTRY = /^## (\d{4}-\d{2}-\d{2})\b[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/gm;

/** Every `coordinate` written in backticks in a dated entry of the changelog. */
export function recordedCoordinates(changelog: string): Set<string> {
  const recorded = new Set<string>();
  for (const [, , body] of changelog.matchAll(ENTRY)) {
    for (const [, code] of body.matchAll(/`([^`\n]+)`/g)) recorded.add(code.trim());
  }
  return recorded;
}

/** The breaking changes no dated changelog entry names: the check fails on any. */
export function unrecorded(breaking: Change[], changelog: string): Change[] {
  const recorded = recordedCoordinates(changelog);
  return breaking.filter((change) => !recorded.has(coordinateOf(change)));
}
