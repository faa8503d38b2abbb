import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.js';

describe('partner budget settings', () => {
  it('default to 1000 points restoring 50 a second', () => {
    expect(loadGatewayConfig({}).partnerBudget).toEqual({ maximumAvailable: 1000, restoreRate: 50 });
  });

  it('take a whole budget and a positive, possibly fractional, rate', () => {
    expect(loadGatewayConfig({ GATEWAY_PARTNER_BUDGET: '20', GATEWAY_PARTNER_RESTORE_RATE: '0.5' }).partnerBudget)
      .toEqual({ maximumAvailable: 20, restoreRate: 0.5 });
  });

  it.each([
    ['GATEWAY_PARTNER_BUDGET', '0'], ['GATEWAY_PARTNER_BUDGET', '1.5'], ['GATEWAY_PARTNER_BUDGET', 'lots'],
    ['GATEWAY_PARTNER_RESTORE_RATE', '0'], ['GATEWAY_PARTNER_RESTORE_RATE', '-1'],
  ])('refuse %s=%s at start-up, naming the variable', (name, value) => {
    expect(() => loadGatewayConfig({ [name]: value })).toThrow(name);
  });
});
