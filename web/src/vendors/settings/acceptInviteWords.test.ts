import { describe, expect, it } from 'vitest';
import { acceptProblem, inviteFromSearch } from './acceptInviteWords';

describe('the invitation page', () => {
  it('reads the invitation from the link, or knows it is incomplete', () => {
    expect(inviteFromSearch(new URLSearchParams('invite_id=12&token=abc'))).toEqual({ inviteId: 12, token: 'abc' });
    expect(inviteFromSearch(new URLSearchParams('invite_id=12'))).toBeNull();
    expect(inviteFromSearch(new URLSearchParams('invite_id=x&token=abc'))).toBeNull();
  });

  it('says each refusal in words', () => {
    expect(acceptProblem('invite_for_another_email', 'sam@example.com')).toContain('signed in as sam@example.com');
    expect(acceptProblem('invite_not_open', null)).toContain('already used or has expired');
    expect(acceptProblem('not_found', null)).toContain('not valid');
    expect(acceptProblem('anything_else', null)).toContain('could not accept');
  });
});
