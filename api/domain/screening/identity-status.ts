import type { IdentityStatus } from '../../../common/screening.js';

/** What happens to a person's identity check (spec §7 screening calls). */
export type IdentityEvent =
  | 'exam_started' // start-exam: the provider had records to ask about
  | 'identity_unverifiable' // start-exam: the provider has no records to ask about
  | 'exam_passed'
  | 'exam_failed_retry' // wrong answers, an attempt left: a new set of questions
  | 'exam_failed' // wrong answers, no attempt left
  | 'document_submitted' // POST /me/id-verification after a failed check
  | 'document_verified'
  | 'document_rejected';

/**
 * The one table of what may follow what. Anything not listed is refused (422
 * `identity_transition_not_allowed`), e.g. answering an exam after passing one.
 */
const TRANSITIONS: Record<IdentityStatus, Partial<Record<IdentityEvent, IdentityStatus>>> = {
  not_started: { exam_started: 'exam_pending', identity_unverifiable: 'failed' },
  exam_pending: {
    exam_started: 'exam_pending', // the exam is asked again (page reloaded, SSN corrected)
    identity_unverifiable: 'failed',
    exam_passed: 'verified',
    exam_failed_retry: 'exam_pending',
    exam_failed: 'failed',
  },
  failed: { document_submitted: 'document_submitted' },
  document_submitted: { document_submitted: 'document_submitted', document_verified: 'verified', document_rejected: 'failed' },
  verified: {},
};

export function identityTransition(from: IdentityStatus, event: IdentityEvent): IdentityStatus | null {
  return TRANSITIONS[from][event] ?? null;
}
