import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  Kind,
  parse,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergedSchemaSDL } from './merge.js';

// schema.graphql is the published contract: an integrator reads it in the explorer and
// in generated clients, so every type, field, argument, input field and enum value
// says what it is. This test lists each one that does not.

/**
 * TEMPORARY: modules whose SDL another helper is still describing (issue 15). Their
 * definitions are skipped here; the lead empties this list when both halves are merged.
 */
const NOT_YET_DESCRIBED_MODULES: readonly string[] = [
  'applications',
  'screening',
  'buildings',
  'listings',
  'applicantProfile',
  'managerLifecycles',
  'references',
  'guarantors',
  'leases',
  'notifications',
  'viewer',
  'pets',
  'income',
];

const MODULES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'modules');

/** "Type" or "Type.member" → the modules whose SDL declares it. */
type Owners = Map<string, Set<string>>;

function own(owners: Owners, key: string, module: string): void {
  const set = owners.get(key) ?? new Set<string>();
  set.add(module);
  owners.set(key, set);
}

/** Which module declares each type (non-extension definitions) and each member (fields, input fields, enum values). */
function ownersByModule(): Owners {
  const owners: Owners = new Map();
  for (const module of readdirSync(MODULES_DIR).sort()) {
    const file = join(MODULES_DIR, module, 'schema.graphql');
    if (!existsSync(file)) continue;
    for (const def of parse(readFileSync(file, 'utf8')).definitions) {
      if (!('name' in def) || !def.name) continue;
      const type = def.name.value;
      const isExtension = def.kind.endsWith('Extension');
      if (def.kind === Kind.DIRECTIVE_DEFINITION) own(owners, `@${type}`, module);
      else if (!isExtension) own(owners, type, module);
      const members = 'fields' in def ? def.fields : 'values' in def ? def.values : undefined;
      for (const member of members ?? []) own(owners, `${type}.${member.name.value}`, module);
    }
  }
  return owners;
}

/** Skipped only when every module declaring it is still on the temporary list. */
function skipped(owners: Owners, key: string): boolean {
  const modules = owners.get(key);
  if (!modules) return false;
  return [...modules].every((m) => NOT_YET_DESCRIBED_MODULES.includes(m));
}

function blank(description: string | null | undefined): boolean {
  return !description || description.trim() === '';
}

/** Every schema coordinate of one named type that lacks a description. */
function undescribedIn(type: GraphQLNamedType, owners: Owners): string[] {
  const missing: string[] = [];
  if (!skipped(owners, type.name) && blank(type.description)) missing.push(type.name);
  const members =
    isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)
      ? Object.values(type.getFields())
      : isEnumType(type)
        ? type.getValues()
        : [];
  for (const member of members) {
    const coordinate = `${type.name}.${member.name}`;
    if (skipped(owners, coordinate)) continue;
    if (blank(member.description)) missing.push(coordinate);
    for (const arg of 'args' in member ? member.args : []) {
      if (blank(arg.description)) missing.push(`${coordinate}(${arg.name}:)`);
    }
  }
  return missing;
}

/** Our own directives (not @deprecated and friends) and their arguments. */
function undescribedDirectives(schema: GraphQLSchema, owners: Owners): string[] {
  return schema.getDirectives()
    .filter((d) => !isSpecifiedDirective(d) && !skipped(owners, `@${d.name}`))
    .flatMap((d) => [
      ...(blank(d.description) ? [`@${d.name}`] : []),
      ...d.args.filter((arg) => blank(arg.description)).map((arg) => `@${d.name}(${arg.name}:)`),
    ]);
}

describe('the published schema', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const schema = buildSchema(mergedSchemaSDL());
    const owners = ownersByModule();
    const missing = Object.values(schema.getTypeMap())
      .filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type))
      .flatMap((type) => undescribedIn(type, owners))
      .concat(undescribedDirectives(schema, owners))
      .sort();
    expect(missing, `${missing.length} without a description`).toEqual([]);
  });

  it('keeps the temporary skip list to real modules', () => {
    const modules = readdirSync(MODULES_DIR);
    expect(NOT_YET_DESCRIBED_MODULES.filter((m) => !modules.includes(m))).toEqual([]);
  });
});
