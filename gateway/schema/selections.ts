import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The fields of selection sets, fragments spread (each named fragment once): what a
 * resolver reads to learn which fields its result is asked for, e.g. to pick a
 * smaller v20 representation or to answer from the parent without a read.
 */
export function fieldsOf(info: Pick<GraphQLResolveInfo, 'fragments'>, sets: readonly SelectionSetNode[], seen = new Set<string>()): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...fieldsOf(info, [selection.selectionSet], seen));
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment) fields.push(...fieldsOf(info, [fragment.selectionSet], seen));
      }
    }
  }
  return fields;
}
