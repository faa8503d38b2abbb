import type { Db } from '../client.js';

/** Fills an empty database with the demo homes and users (deterministic). Placeholder until the seed lands. */
export async function seedDemoData(_db: Db): Promise<void> {}
