import { describe, expect, it } from 'vitest';
import { finishesOnboarding, pathAfterStep, stepProgress } from './onboardingSteps';

describe('onboarding progress', () => {
  it('marks the steps left out of the remaining list as done, the next one as current', () => {
    const steps = stepProgress(['INFORMATION_RELEASE_CONSENT', 'RENTER_CONFIRMATION'], 'INFORMATION_RELEASE_CONSENT');
    expect(steps.map((s) => [s.title, s.state])).toEqual([
      ['Screening', 'done'],
      ['Pets & animals', 'done'],
      ['References', 'done'],
      ['Consent', 'current'],
      ['Income', 'done'],
      ['Your profile', 'done'],
      ['Confirmation', 'todo'],
    ]);
  });

  it.each([
    ['SCREENING', '/renter-screening'],
    ['RENTER_CONFIRMATION', '/renter-confirmation'],
    ['APPLICATIONS', '/applications'],
    [null, '/applications'],
    ['%future added value', '/applications'],
  ])('after a step whose next step is %s, the tenant goes to %s', (next, path) => {
    expect(pathAfterStep(next)).toBe(path);
  });
});

describe('finishesOnboarding', () => {
  it.each([
    ['APPLICATIONS', true],
    [null, true],
    ['RENTER_CONFIRMATION', false],
    ['SCREENING', false],
  ])('after a step whose next is %s: %s', (next, finished) => {
    expect(finishesOnboarding(next)).toBe(finished);
  });
});
