import { describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES } from '../../../common/api-token-scopes';
import { SCOPE_ROWS, scopeOf, scopeWords } from './scopes';

describe('API token scopes on the Developers page', () => {
  it('offers a read and a write checkbox for every scope the api knows, spelt as GraphQL spells them', () => {
    const offered = SCOPE_ROWS.flatMap((row) => [scopeOf(row.area, 'read'), scopeOf(row.area, 'write')]);
    expect(offered).toEqual(API_TOKEN_SCOPES.map((s) => s.toUpperCase().replace(':', '_')));
  });

  it('words a scope for the list', () => {
    expect(scopeWords('MONEY_READ')).toBe('Money (read)');
    expect(scopeWords('LISTINGS_WRITE')).toBe('Homes and listings (write)');
  });
});
