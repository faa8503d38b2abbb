import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergedSchemaSDL } from './merge.js';

// schema.graphql is the published contract: an integrator reads it in the explorer and
// in generated clients, so every type, field, argument, input field and enum value
// says what it is. This test lists each one that does not.

function blank(description: string | null | undefined): boolean {
  return !description || description.trim() === '';
}

/** Every schema coordinate of one named type that lacks a description. */
function undescribedIn(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  if (blank(type.description)) missing.push(type.name);
  const members =
    isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)
      ? Object.values(type.getFields())
      : isEnumType(type)
        ? type.getValues()
        : [];
  for (const member of members) {
    const coordinate = `${type.name}.${member.name}`;
    if (blank(member.description)) missing.push(coordinate);
    for (const arg of 'args' in member ? member.args : []) {
      if (blank(arg.description)) missing.push(`${coordinate}(${arg.name}:)`);
    }
  }
  return missing;
}

/** Our own directives (not @deprecated and friends) and their arguments. */
function undescribedDirectives(schema: GraphQLSchema): string[] {
  return schema.getDirectives()
    .filter((d) => !isSpecifiedDirective(d))
    .flatMap((d) => [
      ...(blank(d.description) ? [`@${d.name}`] : []),
      ...d.args.filter((arg) => blank(arg.description)).map((arg) => `@${d.name}(${arg.name}:)`),
    ]);
}

describe('the published schema', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const schema = buildSchema(mergedSchemaSDL());
    const missing = Object.values(schema.getTypeMap())
      .filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type))
      .flatMap(undescribedIn)
      .concat(undescribedDirectives(schema))
      .sort();
    expect(missing, `${missing.length} without a description`).toEqual([]);
  });
});
