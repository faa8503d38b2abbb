import { describe, expect, it } from 'vitest';
import { guarantorQueryVariables, inviteFromSearch } from './inviteLink';

describe('invite link', () => {
  it('reads the connection and token of the invite email\'s link', () => {
    const params = new URLSearchParams('connection_id=12&invite_token=abc-_123');
    expect(inviteFromSearch(params)).toEqual({ connectionId: '12', inviteToken: 'abc-_123' });
    expect(guarantorQueryVariables(params)).toEqual({ connectionId: '12', inviteToken: 'abc-_123', hasInvite: true });
  });

  it('is no invite when either part is missing, so the tenant view shows', () => {
    expect(inviteFromSearch(new URLSearchParams('connection_id=12'))).toBeNull();
    expect(guarantorQueryVariables(new URLSearchParams(''))).toEqual({ connectionId: '', inviteToken: '', hasInvite: false });
  });
});
