import { describe, expect, it } from 'vitest';
import { hasJobFilters, jobFiltersOf, matchesLocalFilters, withJobFilter } from './jobFilters';

describe('available jobs filters', () => {
  it('reads the filters of the URL and ignores malformed ones', () => {
    expect(jobFiltersOf(new URLSearchParams('category=SMALL_REPAIRS&region=ATLANTA&since=2026-11-01&minPay=80')))
      .toEqual({ category: 'SMALL_REPAIRS', region: 'ATLANTA', since: '2026-11-01', minPayCents: 8000 });
    expect(jobFiltersOf(new URLSearchParams('category=plumbing&region=PARIS&since=yesterday&minPay=-3')))
      .toEqual({ category: null, region: null, since: null, minPayCents: null });
    expect(hasJobFilters(jobFiltersOf(new URLSearchParams('')))).toBe(false);
    expect(hasJobFilters(jobFiltersOf(new URLSearchParams('minPay=10')))).toBe(true);
  });

  it('sets and clears one filter, keeping the others', () => {
    const params = new URLSearchParams('region=AUSTIN');
    expect(withJobFilter(params, 'category', 'APPLICANT_TOURS').toString()).toBe('region=AUSTIN&category=APPLICANT_TOURS');
    expect(withJobFilter(params, 'region', '').toString()).toBe('');
    expect(params.toString()).toBe('region=AUSTIN');
  });

  it('checks the pay and the posting day', () => {
    const f = jobFiltersOf(new URLSearchParams('since=2026-11-20&minPay=100'));
    expect(matchesLocalFilters({ createdAt: '2026-11-21T10:00:00Z', priceCents: 12000 }, f, 'UTC')).toBe(true);
    expect(matchesLocalFilters({ createdAt: '2026-11-21T10:00:00Z', priceCents: 9999 }, f, 'UTC')).toBe(false);
    expect(matchesLocalFilters({ createdAt: '2026-11-19T23:00:00Z', priceCents: 12000 }, f, 'UTC')).toBe(false);
    expect(matchesLocalFilters({ createdAt: '2026-11-19T23:00:00Z', priceCents: null }, jobFiltersOf(new URLSearchParams()), 'UTC')).toBe(true);
  });
});
