import { rows, sql, type Executor } from '../db/client.js';
import type { BedroomsRow, BuildingsRow } from '../db/__generated__/rows.js';

/** What an application is for: its room (when one is assigned) and its home. */
export interface AppliedPlace {
  room: BedroomsRow['name'] | null;
  home: BuildingsRow['title'];
}

export async function appliedPlace(ex: Executor, lifecycleId: number): Promise<AppliedPlace | null> {
  const [row] = await rows<AppliedPlace>(ex, sql`
    SELECT r.name AS room, b.title AS home FROM lifecycles l JOIN buildings b ON b.id = l.building_id
    LEFT JOIN bedrooms r ON r.id = l.assigned_bedroom_id WHERE l.id = ${lifecycleId}`);
  return row ?? null;
}
