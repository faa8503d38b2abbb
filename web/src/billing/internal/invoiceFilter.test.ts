import { describe, expect, it } from 'vitest';
import { parseStatusFilter } from './invoiceFilter';

describe('parseStatusFilter', () => {
  it('keeps payment statuses only', () => {
    expect(parseStatusFilter(new URLSearchParams('status=SUCCESSFUL'))).toBe('SUCCESSFUL');
    expect(parseStatusFilter(new URLSearchParams('status=paid'))).toBeNull();
    expect(parseStatusFilter(new URLSearchParams(''))).toBeNull();
  });
});
