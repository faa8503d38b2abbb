import { describe, expect, it } from 'vitest';
import { parseRequestFilter } from './requestFilters';

describe('parseRequestFilter', () => {
  it('reads the filters from the address', () => {
    expect(parseRequestFilter(new URLSearchParams('path=/v20/me&user=12&status=STATUS_4XX&method=POST&impersonated=1'))).toEqual({
      pathPrefix: '/v20/me', userId: '12', statusClass: 'STATUS_4XX', method: 'POST', impersonatedOnly: true,
    });
  });

  it('ignores what it does not know', () => {
    expect(parseRequestFilter(new URLSearchParams('path=me&user=abc&status=9xx&method=BREW&impersonated=yes'))).toEqual({
      pathPrefix: null, userId: null, statusClass: null, method: null, impersonatedOnly: null,
    });
  });
});
