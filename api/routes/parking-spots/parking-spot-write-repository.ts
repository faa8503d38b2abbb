import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { ParkingSpotsRow } from '../../db/__generated__/rows.js';
import type { ParkingPatch } from '../buildings/building-write-schemas.js';

export const COLUMNS = ['parking_type', 'parking_access', 'monthly_fee_cents'] as const;

export async function writeSpot(ex: Executor, buildingId: number, id: number | null, b: ParkingPatch): Promise<number> {
  const sent = COLUMNS.filter((c) => b[c] !== undefined);
  if (id === null) {
    const [row] = await rows<Pick<ParkingSpotsRow, 'id'>>(ex, sql`INSERT INTO parking_spots (building_id, ${sql.raw(sent.join(', '))})
      VALUES (${buildingId}, ${sql.join(sent.map((c) => sql`${b[c]}`), sql`, `)}) RETURNING id`);
    return row.id;
  }
  if (sent.length) await ex.execute(sql`UPDATE parking_spots SET ${sql.join(sent.map((c) => sql`${sql.raw(c)} = ${b[c]}`), sql`, `)} WHERE id = ${id}`);
  return id;
}

export async function deleteParkingSpot(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM parking_spots WHERE id = ${id}`);
}
