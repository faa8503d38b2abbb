import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { BuildingsRow } from '../../db/__generated__/rows.js';

/** The database's clock, for the timestamps writeSettings stamps. */
export const NOW: SQL = sql`now()`;

/** The settings kept on the home's own row (buildings), beside building_settings. */
export async function accessMethodOf(ex: Executor, id: number): Promise<BuildingsRow['access_method']> {
  const [{ access_method }] = await rows<Pick<BuildingsRow, 'access_method'>>(ex, sql`SELECT access_method FROM buildings WHERE id = ${id}`);
  return access_method;
}

export async function pricingModeOf(ex: Executor, id: number): Promise<BuildingsRow['pricing_mode']> {
  const [{ pricing_mode }] = await rows<Pick<BuildingsRow, 'pricing_mode'>>(ex, sql`SELECT pricing_mode FROM buildings WHERE id = ${id}`);
  return pricing_mode;
}

export async function setPricingMode(tx: Executor, id: number, pricingMode: string): Promise<void> {
  await tx.execute(sql`UPDATE buildings SET pricing_mode = ${pricingMode}, updated_at = now() WHERE id = ${id}`);
}

export async function setAccessMethod(tx: Executor, id: number, accessMethod: string | null): Promise<void> {
  await tx.execute(sql`UPDATE buildings SET access_method = ${accessMethod}, updated_at = now() WHERE id = ${id}`);
}
