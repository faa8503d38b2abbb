import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { photoPath, type PhotoName } from '../../providers/photos/index.js';

/** Whether a home or bedroom shows this photo: we only serve photos that are in use. */
export async function photoIsInUse(ex: Executor, photo: PhotoName): Promise<boolean> {
  const path = photoPath(photo);
  const found = photo.kind === 'building'
    ? await rows(ex, sql`SELECT 1 FROM buildings WHERE id = ${photo.id} AND ${path} = ANY(photo_urls)`)
    : await rows(ex, sql`SELECT 1 FROM bedrooms WHERE id = ${photo.id} AND ${path} = ANY(photo_urls)`);
  return found.length > 0;
}
