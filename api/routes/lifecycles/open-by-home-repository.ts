import { rows, sql, type Executor } from '../../db/client.js';
import { managedHomeIds, selectLifecycles, type LifecycleRow } from './lifecycles-repository.js';

/**
 * The open lifecycles (neither closed nor ended) of each of `buildingIds` the manager
 * manages, newest first, at most `perHome` each, in one statement: the batch read
 * behind a page of the Tenants screen.
 */
export async function openLifecyclesOfHomes(
  ex: Executor, managerUserId: number, buildingIds: number[], perHome: number,
): Promise<LifecycleRow[]> {
  const homes = `{${buildingIds.join(',')}}`;
  return selectLifecycles(ex, sql`WHERE l.id IN (
      SELECT o.id FROM (
        SELECT o.id, row_number() OVER (PARTITION BY o.building_id ORDER BY o.id DESC) AS n
        FROM lifecycles o
        WHERE o.building_id = ANY(${homes}::int[]) AND o.building_id IN ${managedHomeIds(managerUserId)}
          AND o.finalized_at IS NULL AND o.application_deactivated_at IS NULL) o
      WHERE o.n <= ${perHome})
    ORDER BY l.building_id, l.id DESC`);
}

/** Homes among `buildingIds` the manager manages (each gets an answer row, lifecycles or none). */
export async function managedAmong(ex: Executor, managerUserId: number, buildingIds: number[]): Promise<number[]> {
  const homes = `{${buildingIds.join(',')}}`;
  const found = await rows<{ id: number }>(ex, sql`SELECT b.id FROM buildings b
    WHERE b.id = ANY(${homes}::int[]) AND b.id IN ${managedHomeIds(managerUserId)} ORDER BY b.id`);
  return found.map((r) => r.id);
}
