import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { BathroomsRow, BedroomsRow } from '../../db/__generated__/rows.js';
import { invalidInput } from '../../http/errors.js';
import type { BathroomPatch } from '../buildings/building-write-schemas.js';

export const COLUMNS = ['bathroom_type', 'relation', 'attached_bedroom_id', 'washer_dryer_location', 'washer_dryer_cost'] as const;

/** An attached bathroom belongs to a bedroom of the same home. */
export async function checkAttachedBedroom(ex: Executor, buildingId: number, bedroomId: number | null | undefined): Promise<void> {
  if (bedroomId === null || bedroomId === undefined) return;
  const [found] = await rows<Pick<BedroomsRow, 'id'>>(ex, sql`SELECT id FROM bedrooms WHERE id = ${bedroomId} AND building_id = ${buildingId}`);
  if (!found) throw invalidInput({ attached_bedroom_id: 'Choose a bedroom of this home.' });
}

export async function writeBathroom(ex: Executor, buildingId: number, id: number | null, b: BathroomPatch): Promise<number> {
  const sent = COLUMNS.filter((c) => b[c] !== undefined);
  if (id === null) {
    const [row] = await rows<Pick<BathroomsRow, 'id'>>(ex, sql`INSERT INTO bathrooms (building_id, ${sql.raw(sent.join(', '))})
      VALUES (${buildingId}, ${sql.join(sent.map((c) => sql`${b[c]}`), sql`, `)}) RETURNING id`);
    return row.id;
  }
  if (sent.length) await ex.execute(sql`UPDATE bathrooms SET ${sql.join(sent.map((c) => sql`${sql.raw(c)} = ${b[c]}`), sql`, `)} WHERE id = ${id}`);
  return id;
}

export async function deleteBathroom(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM bathrooms WHERE id = ${id}`);
}
