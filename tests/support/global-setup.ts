import { ensureSnapshot } from './snapshot.js';

export default async function setup(): Promise<void> {
  await ensureSnapshot();
}
