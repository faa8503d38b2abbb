import { describe, expect, it } from 'vitest';
import type { OnboardingLifecycle } from '../../applications/rules/onboarding.js';
import { needsFinancialQualifications } from './incomeStep.js';

const application: OnboardingLifecycle = {
  building_id: 7, application_type: 'new_tenant', is_active: true, application_signed_at: '2026-03-01T10:00:00Z',
  lease_signed_at: null, lifecycle_tenant_references_step_completed_at: null, tenant_financial_qualifications_step_completed_at: null,
};

describe('needsFinancialQualifications', () => {
  it.each([
    ['an active application signed after the cutoff, income not given', {}, true],
    ['income given (or deferred)', { tenant_financial_qualifications_step_completed_at: '2026-03-02T10:00:00Z' }, false],
    ['a withdrawn application', { is_active: false }, false],
    ['an application signed before the cutoff', { application_signed_at: '2023-06-01T00:00:00Z' }, false],
    ['an application not signed yet', { application_signed_at: null }, false],
  ])('%s: %s', (_what, change, expected) => {
    const lifecycle = { ...application, ...change };
    expect(needsFinancialQualifications(lifecycle, [lifecycle])).toBe(expected);
  });

  it('a room switch in a home whose lease is already signed is exempt', () => {
    const lease = { ...application, is_active: false, lease_signed_at: '2025-01-01T00:00:00Z' };
    const roomSwitch = { ...application, application_type: 'room_switch_application' };
    expect(needsFinancialQualifications(roomSwitch, [roomSwitch, lease])).toBe(false);
    expect(needsFinancialQualifications(roomSwitch, [roomSwitch])).toBe(true);
  });
});
