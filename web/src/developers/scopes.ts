import { SCOPE_AREAS, SCOPE_AREA_LABELS, type ScopeArea } from '../../../common/api-token-scopes';

/** GraphQL's spelling of a scope (LISTINGS_READ for listings:read). */
export type GraphQLScope = `${Uppercase<ScopeArea>}_${'READ' | 'WRITE'}`;

export const scopeOf = (area: ScopeArea, access: 'read' | 'write') => `${area.toUpperCase()}_${access.toUpperCase()}` as GraphQLScope;

export const SCOPE_ROWS = SCOPE_AREAS.map((area) => {
  const [name, help] = SCOPE_AREA_LABELS[area].split(': ');
  return { area, name: name!, help: help ?? '' };
});

/** "listings:read" as people read it in a list. */
export function scopeWords(scope: string): string {
  const [area, access] = scope.toLowerCase().split('_');
  const row = SCOPE_ROWS.find((r) => r.area === area);
  return row ? `${row.name} (${access})` : scope;
}
