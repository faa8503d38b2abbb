import { describe, expect, it } from 'vitest';
import { isDashboardPath } from './dashboards';

describe('isDashboardPath', () => {
  it('is true for the manager, vendor and staff areas', () => {
    for (const path of ['/manager/overview', '/manager/listings/12', '/vendor/jobs', '/vendor/dashboard', '/internal', '/internal/users']) {
      expect(isDashboardPath(path), path).toBe(true);
    }
  });

  it('is false for public and tenant pages, including look-alikes', () => {
    for (const path of ['/', '/listings', '/vendor-login', '/for-vendors', '/managers', '/internals', '/blog', '/billing', '/list']) {
      expect(isDashboardPath(path), path).toBe(false);
    }
  });
});
