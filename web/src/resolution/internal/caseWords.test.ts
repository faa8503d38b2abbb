import { describe, expect, it } from 'vitest';
import { actionRequiredByLabel, actorRoleWords, ESCALATION_REASON_OPTIONS, escalationReasonLabel, parseCaseStatusFilter } from './caseWords';

describe('staff resolution case wording', () => {
  it('reads a known status from the URL and ignores anything else', () => {
    expect(parseCaseStatusFilter(new URLSearchParams('status=PENDING_FINALIZATION'))).toBe('PENDING_FINALIZATION');
    expect(parseCaseStatusFilter(new URLSearchParams('status=pending_finalization'))).toBeNull();
    expect(parseCaseStatusFilter(new URLSearchParams('status=DELETED'))).toBeNull();
    expect(parseCaseStatusFilter(new URLSearchParams(''))).toBeNull();
  });

  it('offers exactly the four spec escalation reasons as GraphQL values', () => {
    expect(ESCALATION_REASON_OPTIONS).toEqual([
      { value: 'OTHER_PARTY_NOT_RESPONDING', label: 'Other party not responding' },
      { value: 'CLARIFICATION_NEEDED', label: 'Clarification needed' },
      { value: 'INAPPROPRIATE_USE_OF_PLATFORM', label: 'Inappropriate use of platform' },
      { value: 'OTHER', label: 'Other' },
    ]);
    expect(escalationReasonLabel('CLARIFICATION_NEEDED')).toBe('Clarification needed');
  });

  it('says who must act next, with the product team named as us', () => {
    expect(actionRequiredByLabel('PRODUCT_TEAM')).toBe('Product team (us)');
    expect(actionRequiredByLabel('MANAGER')).toBe('Manager');
    expect(actionRequiredByLabel('SOMETHING_NEW')).toBe('Unknown');
    expect(actorRoleWords('HEARTH_TEAM')).toBe('Hearth team');
    expect(actorRoleWords('TENANT')).toBe('Tenant');
  });
});
