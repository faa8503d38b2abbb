import { describe, expect, it } from 'vitest';
import { acceptConsequences, caseGlobalId, depositHint, leaseBlocked, type LeaseOption, caseStatusLabel, kindLabel, noticeLabel, parseCaseParam, proposalInWords, waitingFor } from './caseWords';

describe('who must act next, from the viewer’s side', () => {
  it('says "you" to the party that must act and names the other one', () => {
    expect(waitingFor('TENANT', 'TENANT')).toBe('you');
    expect(waitingFor('TENANT', 'MANAGER')).toBe('the tenant');
    expect(waitingFor('MANAGER', 'TENANT')).toBe('the manager');
    expect(waitingFor('MANAGER', 'MANAGER')).toBe('you');
    expect(waitingFor('PRODUCT_TEAM', 'TENANT')).toBe('Hearth team');
    expect(waitingFor('PRODUCT_TEAM', 'STAFF')).toBe('you');
    expect(waitingFor('NONE', 'MANAGER')).toBe('nobody');
  });
});

describe('proposals in words', () => {
  it('states a fee proposal with its months and amount', () => {
    expect(proposalInWords({ proposalType: 'NO_REPLACEMENT_WITH_FEE', feeMonths: 2, feeAmount: { cents: 240000 } }))
      .toBe("Leave without a replacement, with a fee of 2 months' rent ($2,400)");
    expect(proposalInWords({ proposalType: 'NO_REPLACEMENT_WITH_FEE', feeMonths: 1, feeAmount: { cents: 120050 } }))
      .toBe("Leave without a replacement, with a fee of 1 month's rent ($1,200.50)");
  });

  it('states notice, amounts and plain types', () => {
    expect(proposalInWords({ proposalType: 'NO_REPLACEMENT_WITH_NOTICE', noticeMonths: 0.5 })).toBe('Leave without a replacement, after half a month of notice');
    expect(proposalInWords({ proposalType: 'ADJUST', amount: { cents: 15000 } })).toBe('Return $150 of the disputed amount');
    expect(proposalInWords({ proposalType: 'REQUEST_FEE', amount: { cents: 5000 } })).toBe('Request a fee of $50');
    expect(proposalInWords({ proposalType: 'DENY' })).toBe('Deny');
    expect(noticeLabel(3)).toBe('3 months');
  });

  it('tells the tenant what accepting a fee proposal does: the vacate date and the fee', () => {
    const lines = acceptConsequences(
      { proposalType: 'NO_REPLACEMENT_WITH_FEE', feeMonths: 2, feeAmount: { cents: 240000 } },
      { kind: 'TENANT_ELT', requestedVacateDate: '2027-01-31' },
    );
    expect(lines.join(' ')).toContain('Jan 31, 2027');
    expect(lines.join(' ')).toContain("$2,400 (2 months' rent)");
  });

  it('tells the tenant a denied room switch changes nothing', () => {
    expect(acceptConsequences({ proposalType: 'DENY' }, { kind: 'TENANT_ROOM_SWITCH' })).toEqual(['You stay in your current room; nothing changes.']);
  });
});

describe('labels and inputs', () => {
  it('uses the shared vocabulary for kinds and statuses', () => {
    expect(kindLabel('TENANT_ELT')).toBe('Lease termination');
    expect(caseStatusLabel('PENDING_FINALIZATION')).toBe('Pending finalization');
  });

  it('accepts only REST ids in ?case=', () => {
    expect(parseCaseParam('42')).toBe('42');
    expect(parseCaseParam('0')).toBeNull();
    expect(parseCaseParam('abc')).toBeNull();
    expect(parseCaseParam(null)).toBeNull();
    expect(parseCaseParam(undefined)).toBeNull();
    expect(parseCaseParam('012')).toBeNull();
    expect(atob(caseGlobalId('12'))).toBe('ResolutionCase:12');
  });

  it('disables a lease for a kind already open on it, with the reason', () => {
    const lease: LeaseOption = {
      lifecycleId: '1', buildingName: 'Oak', bedroomName: 'Room 1', moveInDate: '2026-01-01', moveOutDate: '2027-01-01',
      switchableBedrooms: [], deposit: null, openCaseKinds: ['TENANT_ELT'],
    };
    expect(leaseBlocked(lease, 'TENANT_ELT')).toBe('A lease termination case is already open on this lease.');
    expect(leaseBlocked(lease, 'TENANT_ELT_MILITARY')).toBeNull();
    expect(leaseBlocked(lease, 'TENANT_ROOM_SWITCH')).toBe('No other room of this home can be switched to.');
    expect(leaseBlocked(lease, 'TENANT_DEPOSIT_RETURN_DISPUTE')).toBe('Nothing was kept from this deposit.');
  });

  it('a deposit earlier cases gave back in full cannot be disputed again; a partly given back one says what is left', () => {
    const amount = (cents: number) => ({ cents, formatted: `$${cents / 100}` });
    const base: LeaseOption = {
      lifecycleId: '1', buildingName: 'Oak', bedroomName: 'Room 1', moveInDate: '2026-01-01', moveOutDate: '2027-01-01',
      switchableBedrooms: [], deposit: { deductionsTotal: amount(5_000), disputable: amount(0) }, openCaseKinds: [],
    };
    expect(leaseBlocked(base, 'TENANT_DEPOSIT_RETURN_DISPUTE')).toBe('Earlier cases already gave back everything kept from this deposit.');
    const partly = { deductionsTotal: amount(5_000), disputable: amount(2_000) };
    expect(leaseBlocked({ ...base, deposit: partly }, 'TENANT_DEPOSIT_RETURN_DISPUTE')).toBeNull();
    expect(depositHint(partly)).toBe('Kept from your deposit: $50; still disputable after earlier cases: $20.');
    expect(depositHint({ deductionsTotal: amount(5_000), disputable: amount(5_000) })).toBe('Kept from your deposit: $50.');
  });
});
