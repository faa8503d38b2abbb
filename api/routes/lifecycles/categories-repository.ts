import { rows, sql, type Executor } from '../../db/client.js';
import { lifecycleCategory, type HomeLeaseUp } from '../../domain/lifecycles/category.js';
import { type LifecycleCategory } from '../../../common/lifecycles.js';
import { lifecycleState, type LifecycleTimestamps } from '../../domain/lifecycles/state.js';
import { type LifecycleState } from '../../../common/lifecycles.js';
import { MANAGER_LEASE_SIGNED_AT } from '../leases/leases-repository.js';
import { managedHomeIds, type LifecycleRow } from './lifecycles-repository.js';
import type { BedroomsRow, BuildingsRow } from '../../db/__generated__/rows.js';

export interface HomeCategory extends Omit<HomeLeaseUp, 'hasLegacyFullHomeLease'> {
  buildingId: number;
  title: string;
  bedroomIds: number[];
  category: LifecycleCategory;
}

const IN_FORCE: LifecycleState[] = ['leased', 'renewal_requested', 'renewal_offered', 'non_renewal', 'relocation_requested'];
const AWAITING_COUNTERSIGN: LifecycleState[] = ['approved', 'lease_signed'];

/** What the category needs of an open lifecycle: its state's timestamps (as text), room and move-out. */
type OpenLifecycleFacts = LifecycleTimestamps & Pick<LifecycleRow, 'building_id' | 'assigned_bedroom_id' | 'move_out_date'>;

const STATE_TIMESTAMPS = [
  'sent_to_manager_at', 'approved_at', 'denied_at', 'application_deactivated_at', 'application_lost_at', 'lease_signed_at',
  'renewal_requested_at', 'renewal_started_at', 'non_renewal_at', 'relocation_requested_at', 'finalized_at',
] as const;

/**
 * The open lifecycles of `homeIds`, only the columns the category reads: the Tenants
 * screen ranks every home of a manager on each page, so this stays lean (one array
 * parameter, no DTO columns).
 */
async function openLifecycleFacts(ex: Executor, homeIds: number[]): Promise<OpenLifecycleFacts[]> {
  return rows<OpenLifecycleFacts>(ex, sql`
    SELECT l.building_id, l.assigned_bedroom_id, l.move_out_date::text AS move_out_date,
      ${MANAGER_LEASE_SIGNED_AT}::text AS manager_lease_signed_at,
      ${sql.join(STATE_TIMESTAMPS.map((name) => sql`${sql.raw(`l.${name}`)}::text AS ${sql.raw(name)}`), sql`, `)}
    FROM lifecycles l
    WHERE l.building_id = ANY(${`{${homeIds.join(',')}}`}::int[])
      AND l.finalized_at IS NULL AND l.application_deactivated_at IS NULL AND l.application_lost_at IS NULL`);
}

/**
 * The lifecycle category of each home the manager runs leasing for (or of `ids` among them),
 * counted with the same state derivation the actions use.
 */
export async function homeCategories(ex: Executor, managerUserId: number, ids?: number[]): Promise<HomeCategory[]> {
  const only = ids ? sql`AND b.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const homes = await rows<Pick<BuildingsRow, 'id' | 'title'> & { is_listed: boolean; bedroom_ids: Array<BedroomsRow['id']> }>(ex, sql`
    SELECT b.id, b.title, b.listed_at IS NOT NULL AS is_listed,
      ARRAY(SELECT r.id FROM bedrooms r WHERE r.building_id = b.id ORDER BY r.id) AS bedroom_ids
    FROM buildings b WHERE b.id IN ${managedHomeIds(managerUserId)} ${only} ORDER BY b.id`);
  if (homes.length === 0) return [];
  const byHome = new Map<number, OpenLifecycleFacts[]>(homes.map((h) => [h.id, []]));
  for (const l of await openLifecycleFacts(ex, homes.map((h) => h.id))) byHome.get(l.building_id)?.push(l);
  const today = new Date().toISOString().slice(0, 10);
  return homes.map((home) => {
    const mine = byHome.get(home.id)!.map((l) => ({ l, state: lifecycleState(l) }));
    const leased = new Set(mine.filter(({ l, state }) => IN_FORCE.includes(state) && l.move_out_date >= today && l.assigned_bedroom_id !== null)
      .map(({ l }) => l.assigned_bedroom_id));
    const facts: HomeLeaseUp = {
      isListed: home.is_listed,
      bedroomCount: home.bedroom_ids.length,
      leasedBedroomCount: leased.size,
      awaitingCountersignCount: mine.filter(({ state }) => AWAITING_COUNTERSIGN.includes(state)).length,
      sentToManagerCount: mine.filter(({ state }) => state === 'sent_to_manager').length,
      hasLegacyFullHomeLease: false, // Whole-home leases are not modelled; no home is LEGACY yet.
    };
    const { hasLegacyFullHomeLease: _legacy, ...counts } = facts;
    return { buildingId: home.id, title: home.title, bedroomIds: home.bedroom_ids, ...counts, category: lifecycleCategory(facts) };
  });
}
