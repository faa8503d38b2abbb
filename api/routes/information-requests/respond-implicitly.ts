import type { InformationRequestKind } from '../../../common/application-reasons.js';
import type { Executor } from '../../db/client.js';
import { informationRequestTransition } from '../../domain/applications/information-request-status.js';
import { awaitingRequestsOf, changeStatus } from './information-requests-repository.js';

/**
 * For other parts of the api: the applicant has just updated the information a
 * request of this kind asks for (uploaded an ID, added a guarantor, updated their
 * financials), so every such request awaiting them is answered implicitly
 * (RESPONSE_ADDED, IMPLICIT_RESPONSE_INFORMATION_UPDATED). Call it inside the
 * transaction of that update. Returns how many requests it answered.
 */
export async function respondImplicitly(tx: Executor, userId: number, kind: InformationRequestKind): Promise<number> {
  const awaiting = await awaitingRequestsOf(tx, userId, kind);
  for (const { id } of awaiting) {
    const next = informationRequestTransition('AWAITING_RESPONSE', 'respond_implicitly');
    if (!next.ok) continue;
    await changeStatus(tx, id, { status: next.to, responseKind: 'IMPLICIT_RESPONSE_INFORMATION_UPDATED' });
  }
  return awaiting.length;
}
