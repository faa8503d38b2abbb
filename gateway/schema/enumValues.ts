/**
 * GraphQL enum values are SCREAMING_SNAKE names; v20 spells the spec's values
 * (`deck/patio`, `small_dogs`, `EV chargers`). The name is derived from the spec
 * value, so common/enums.ts stays the single list of values.
 */
export function graphQLEnumName(restValue: string): string {
  return restValue
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * `{ DECK_PATIO: 'deck/patio', ... }`: a graphql-tools enum resolver, so that
 * resolvers return and arguments arrive as the REST value.
 */
export function enumValueMap<const T extends readonly string[]>(restValues: T): Record<string, T[number]> {
  const map: Record<string, T[number]> = {};
  for (const value of restValues) {
    const name = graphQLEnumName(value);
    if (map[name] !== undefined) throw new Error(`Two values map to the GraphQL enum value ${name}`);
    map[name] = value;
  }
  return map;
}
