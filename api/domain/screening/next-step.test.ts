import { describe, expect, it } from 'vitest';
import { nextScreeningStep, type ScreeningState } from './next-step.js';

const fresh: ScreeningState = { hasUsSsn: null, needsScreening: true, renterInfoGiven: false, identityStatus: 'not_started', reportsGenerated: false };

describe('nextScreeningStep', () => {
  it.each([
    ['someone who has done nothing gives their legal details first', {}, 'renter_info'],
    ['after the details, the SSN', { renterInfoGiven: true }, 'ssn'],
    ['an exam in progress is answered', { renterInfoGiven: true, identityStatus: 'exam_pending' }, 'identity_exam'],
    ['a failed identity check asks for an ID document', { renterInfoGiven: true, identityStatus: 'failed' }, 'identity_document'],
    ['a submitted document waits for review', { renterInfoGiven: true, identityStatus: 'document_submitted' }, 'identity_review'],
    ['a verified identity has its reports run', { renterInfoGiven: true, identityStatus: 'verified' }, 'generate_reports'],
    ['reports run: done', { renterInfoGiven: true, identityStatus: 'verified', reportsGenerated: true }, 'done'],
    ['no screening needed: done', { needsScreening: false }, 'done'],
    ['no US SSN: cannot be screened', { hasUsSsn: false, renterInfoGiven: true }, 'no_ssn'],
    ['reports already run win over a later "no SSN"', { hasUsSsn: false, reportsGenerated: true }, 'done'],
  ] as const)('%s', (_rule, change, step) => {
    expect(nextScreeningStep({ ...fresh, ...change })).toBe(step);
  });
});
