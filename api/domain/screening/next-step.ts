import type { IdentityStatus, ScreeningStep } from '../../../common/screening.js';

export interface ScreeningState {
  hasUsSsn: boolean | null;
  /** False when there is nothing left to screen (reports run, or never needed). */
  needsScreening: boolean;
  renterInfoGiven: boolean;
  identityStatus: IdentityStatus;
  reportsGenerated: boolean;
}

/** The next thing to do on the screening page, first match wins. */
export function nextScreeningStep(s: ScreeningState): ScreeningStep {
  if (s.reportsGenerated || !s.needsScreening) return 'done';
  if (s.hasUsSsn === false) return 'no_ssn';
  if (!s.renterInfoGiven) return 'renter_info';
  const byIdentity: Record<IdentityStatus, ScreeningStep> = {
    not_started: 'ssn',
    exam_pending: 'identity_exam',
    failed: 'identity_document',
    document_submitted: 'identity_review',
    verified: 'generate_reports',
  };
  return byIdentity[s.identityStatus];
}
