import { describe, expect, it } from 'vitest';
import type { ViewerSession } from '../../session.js';
import type { InvoiceDto } from './dto.js';
import { csvPath, ledgerQuery } from './resolvers/ledgerFilters.js';
import { isUnpaid, viewerCanPay } from './resolvers/Invoice.js';
import { testPaymentMethods } from './testPaymentMethods.js';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const session = (over: Partial<ViewerSession> = {}): ViewerSession =>
  ({ token: 't', isGuest: false, userId: '7', role: 'tenant', isStaff: false, tokenProblem: null, ...over });
const invoice = (over: Partial<InvoiceDto> = {}) => ({ tenant_user_id: 7, payment_status: 'INITIAL_ATTEMPT_UPCOMING', canceled_at: null, ...over }) as InvoiceDto;

describe('ledger filters', () => {
  it('turns global ids into v20 filters and leaves absent ones out', () => {
    expect(ledgerQuery({ buildingId: b64('Building:3'), tenantUserId: '9', ledgerItemType: 'bedroom rent', month: '2026-03' }))
      .toEqual({ building_id: '3', tenant_user_id: '9', ledger_item_type: 'bedroom rent', month: '2026-03' });
    expect(ledgerQuery({ tenantUserId: b64('User:9') })).toMatchObject({ tenant_user_id: '9', building_id: undefined });
  });

  it('an id that cannot match is null (no call); a bad month is BAD_USER_INPUT', () => {
    expect(ledgerQuery({ buildingId: b64('Invoice:3') })).toBeNull();
    expect(() => ledgerQuery({ month: '2026-13' })).toThrow(/YYYY-MM/);
  });

  it('the CSV address carries the same filters on the public api address', () => {
    expect(csvPath({ building_id: '3', month: undefined })).toBe('/exports/ledger.csv?building_id=3');
    expect(csvPath(null)).toBe('/exports/ledger.csv');
  });
});

describe('who may pay an invoice', () => {
  it.each([
    ['their own upcoming invoice', invoice(), session(), true],
    ['after a failed attempt', invoice({ payment_status: 'FAILED_NO_ATTEMPTS_REMAINING' }), session(), true],
    ['a charge already pending', invoice({ payment_status: 'CHARGE_PENDING' }), session(), false],
    ['a paid one', invoice({ payment_status: 'SUCCESSFUL' }), session(), false],
    ['someone else\'s', invoice({ tenant_user_id: 8 }), session(), false],
    ['in the manager role', invoice(), session({ role: 'manager' }), false],
  ] as const)('%s', (_name, i, s, expected) => expect(viewerCanPay(i, s)).toBe(expected));

  it('unpaid means still owed: pending and manual ones count, paid and canceled do not', () => {
    expect(isUnpaid(invoice({ payment_status: 'CHARGE_PENDING' }))).toBe(true);
    expect(isUnpaid(invoice({ payment_status: 'PAYMENT_CANCELED' }))).toBe(false);
    expect(isUnpaid(invoice({ payment_status: 'SUCCESSFUL' }))).toBe(false);
  });
});

describe('test payment methods', () => {
  const info = { publishable_key: 'pk', provider: 'test_payment_sources', payment_sources: [], autopay_source_id: null };
  it('labels the local cards with what charging them does, and adds the sandbox banks', () => {
    const methods = testPaymentMethods({ ...info, test_cards: [{ number: '4000000000000002', brand: 'visa', token: 'tok_chargeDeclined' }] });
    expect(methods[0]).toEqual({ label: 'Visa ••0002', value: '4000000000000002', kind: 'card', outcome: 'Declined (card_declined)' });
    expect(methods.filter((m) => m.kind === 'bank_account').map((m) => m.value)).toContain('acct_checking_ok');
  });
  it('a real provider lists none', () => expect(testPaymentMethods({ ...info, provider: 'stripe' })).toEqual([]));
});
