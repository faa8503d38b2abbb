import { describe, expect, it } from 'vitest';
import { serviceFilters } from './serviceFilters';

describe('serviceFilters', () => {
  it('reads the home and the status', () => {
    expect(serviceFilters(new URLSearchParams('home=QnVpbGRpbmc6Mw%3D%3D&status=IN_PROGRESS'), ['QnVpbGRpbmc6Mw=='])).toEqual({ buildingId: 'QnVpbGRpbmc6Mw==', status: 'IN_PROGRESS' });
  });

  it('ignores unknown values', () => {
    expect(serviceFilters(new URLSearchParams('home=nope&status=done'), ['QnVpbGRpbmc6Mw=='])).toEqual({ buildingId: null, status: null });
    expect(serviceFilters(new URLSearchParams(''))).toEqual({ buildingId: null, status: null });
    expect(serviceFilters(new URLSearchParams('home=%%%'))).toEqual({ buildingId: null, status: null });
    expect(serviceFilters(new URLSearchParams(`home=${btoa('Lifecycle:3')}`))).toEqual({ buildingId: null, status: null });
    expect(serviceFilters(new URLSearchParams(`home=${btoa('Building:3')}`)).buildingId).toBe(btoa('Building:3'));
  });
});
