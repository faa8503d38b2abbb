import type { SQL } from 'drizzle-orm';
import { sql } from './client.js';

/** A timestamp column as ISO 8601 UTC text, the same on PGlite and node-postgres. */
export const isoOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
