import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { fieldsOf } from '../../schema/selections.js';
import type { GatewayContext } from '../../context.js';
import type { BuildingCardDto, BuildingParent } from '../listings/dto.js';

/**
 * The Building fields a money record answers itself: v20 sends the home's id and its
 * title (`building_name`, the home's `title` column, as every screen shows it) with
 * each ledger entry, invoice and deposit. Any other field reads the whole home.
 */
const NAMED: ReadonlySet<string> = new Set(['id', 'databaseId', 'title', '__typename']);

/** The same document's field node asks the same question on every request: answered once. */
const answered = new WeakMap<FieldNode, boolean>();

/**
 * Whether the field being resolved (a record's `building`) asks only for what its
 * record names. Fragments (named or inline) are looked into, and fields under
 * @skip/@include count as asked whatever their condition: guessing "more" costs a
 * call, never a wrong answer.
 */
function asksOnlyTheName(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): boolean {
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const known = node ? answered.get(node) : undefined;
  if (known !== undefined) return known;
  const sets = info.fieldNodes.flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  const only = fieldsOf(info, sets).every((f) => NAMED.has(f.name.value));
  if (node) answered.set(node, only);
  return only;
}


/** A record that names its home: v20's `building_id` and `building_name`. */
interface NamesHome {
  building_id: number | null;
  building_name: string | null;
}

/**
 * The home of a money record. When only its id and title are asked (the ledger and
 * invoice lists show the home's name), they come from the record itself: no read of
 * the home, so a page of entries costs no call for its homes. Otherwise the whole home
 * is loaded (one batched call for a page). The parent built here holds only the id and
 * title; asksOnlyTheName made sure no other Building field reads it.
 */
export function homeNamedBy(record: NamesHome, ctx: GatewayContext, info: GraphQLResolveInfo): BuildingParent | Promise<BuildingParent | null> | null {
  if (record.building_id === null) return null;
  if (record.building_name !== null && asksOnlyTheName(info)) {
    const named: Pick<BuildingCardDto, 'id' | 'title'> = { id: record.building_id, title: record.building_name };
    return named as BuildingParent;
  }
  return ctx.loaders.listings.buildings.load(String(record.building_id));
}
