import { describe, expect, it } from 'vitest';
import { screeningSummary } from './screeningSummary';

describe('the screening line on an applicant card', () => {
  it.each([
    ['no access to the reports', undefined, null, 'Not available'],
    ['screening under way', 'in_progress', null, 'In progress'],
    ['no US SSN', 'no_ssn', null, 'No US SSN: no credit report'],
    ['a clean report', 'completed', { credit: { score: 712 }, adverseItems: [] }, 'Credit score 712, nothing adverse'],
    ['one adverse item', 'completed', { credit: { score: 590 }, adverseItems: ['CREDIT_SCORE_TOO_LOW'] }, 'Credit score 590, 1 item to review'],
    ['several', 'completed', { credit: { score: 540 }, adverseItems: ['A', 'B'] }, 'Credit score 540, 2 items to review'],
  ] as const)('%s → %s', (_name, status, report, line) => {
    expect(screeningSummary(status, report)).toBe(line);
  });
});
