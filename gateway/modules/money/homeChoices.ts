import type { HomeChoice } from '../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../relay/globalId.js';
import type { V20Client } from '../../v20/client.js';

/**
 * A v20 list of homes by id and title (`GET /ledger/homes`, `GET /maintenance-tickets/homes`)
 * as a page's home filter offers them: nothing else about the homes is read, so a manager
 * with 500 homes gets the filter without 500 whole homes (docs/performance.md).
 */
export async function homeChoices(v20: V20Client, route: '/ledger/homes' | '/maintenance-tickets/homes'): Promise<HomeChoice[]> {
  const { results } = await v20.get<{ results: Array<{ id: number; title: string }> }>(route);
  return results.map((h) => ({ buildingId: toGlobalId('Building', h.id), title: h.title }));
}
