import { describe, expect, it } from 'vitest';
import { currentStep, nextStep, ONBOARDING_STEPS, stepOf, stepStatus, type CompanyProgress } from './onboardingSteps';

const company = (missing: string[], extra: Partial<CompanyProgress> = {}): CompanyProgress => ({ missing, completed: missing.length === 0, teamSize: 1, ...extra });
const statuses = (c: CompanyProgress | null) => ONBOARDING_STEPS.map((s) => [s.key, stepStatus(s, c)]);

describe('the vendor onboarding steps', () => {
  it('names the steps in the order they are taken', () => {
    expect(ONBOARDING_STEPS.map((s) => s.title)).toEqual(['Company', 'Trades and area', 'Documents', 'Payout account', 'Team', 'Finish']);
  });

  it('without a company, everything is to do but the optional team, and the vendor starts at the company', () => {
    expect(statuses(null)).toEqual([['company', 'to_do'], ['trades', 'to_do'], ['documents', 'to_do'], ['payout', 'to_do'], ['team', 'optional'], ['finish', 'to_do']]);
    expect(currentStep(null, null)).toBe('company');
  });

  it('reads what is done from the api\'s missing steps and resumes at the first step left', () => {
    const c = company(['W9', 'PAYOUT_ACCOUNT']);
    expect(statuses(c)).toEqual([['company', 'done'], ['trades', 'done'], ['documents', 'to_do'], ['payout', 'to_do'], ['team', 'optional'], ['finish', 'to_do']]);
    expect(currentStep(null, c)).toBe('documents');
    expect(currentStep('team', c)).toBe('team');
    expect(currentStep('nonsense', c)).toBe('documents');
  });

  it('once complete every required step is done and the vendor lands on Finish', () => {
    const c = company([], { teamSize: 2 });
    expect(new Set(statuses(c).map(([, s]) => s))).toEqual(new Set(['done']));
    expect(currentStep(null, c)).toBe('finish');
  });

  it('maps each missing step to its screen, and moves on', () => {
    expect(stepOf('BUSINESS_HOURS')?.key).toBe('trades');
    expect(stepOf('INSURANCE_CERTIFICATE')?.key).toBe('documents');
    expect(stepOf('PAYOUT_ACCOUNT')?.key).toBe('payout');
    expect(nextStep('company')).toBe('trades');
    expect(nextStep('finish')).toBe('finish');
  });
});
