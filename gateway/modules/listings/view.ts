import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { fieldsOf } from '../../schema/selections.js';

/**
 * Which v20 representation of a home a query needs (`GET /listings?view=`). A card
 * (`view=card`) leaves out the fields only a home's own page shows; the Building
 * fields below read them. Every other Building field, in this module or one that
 * extends Building, reads what a card has too (the resolver types make sure: the
 * parent is `BuildingDto | BuildingCardDto`).
 */
const PAGE_ONLY_FIELDS: ReadonlySet<string> = new Set(['description', 'homeAmenities', 'storageTypes', 'utilitiesIncluded', 'accessMethod']);

export type BuildingView = 'full' | 'card';

/** The same document's field node asks the same question on every request: answered once. */
const answered = new WeakMap<FieldNode, Map<string, BuildingView>>();

/**
 * The view that the Buildings at `path` under the field being resolved need:
 * `card` unless some selection asks for a page-only field. Fragments (named or
 * inline, on any type) count as asked, and so do fields under @skip/@include
 * whatever their condition: guessing wrong costs bytes, never a wrong answer
 * (a card asked for a page-only field loads the whole home: resolvers/Building.ts).
 */
export function buildingViewAt(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): BuildingView {
  const key = path.join('.');
  const known = info.fieldNodes.length === 1 ? answered.get(info.fieldNodes[0]) : undefined;
  const view = known?.get(key);
  if (view) return view;
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  for (const name of path) sets = fieldsOf(info, sets).flatMap((f) => (f.name.value === name && f.selectionSet ? [f.selectionSet] : []));
  const needed: BuildingView = fieldsOf(info, sets).some((f) => PAGE_ONLY_FIELDS.has(f.name.value)) ? 'full' : 'card';
  if (info.fieldNodes.length === 1) answered.set(info.fieldNodes[0], (known ?? new Map()).set(key, needed));
  return needed;
}

