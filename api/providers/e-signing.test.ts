import { describe, expect, it } from 'vitest';
import { localESigning } from './e-signing.js';

const provider = localESigning(Buffer.from('test-secret-test-secret-test-secret'));
const envelope = { leaseId: 7, signerUserId: 3, signerRole: 'tenant' as const, textSha256: 'a'.repeat(64) };
const now = new Date('2027-01-01T12:00:00Z');

describe('the local e-signing provider', () => {
  it('checks its own token and gives back what it was bound to', () => {
    const session = provider.startSigning(envelope, now);
    expect(session.signingUrl).toBe(`/leases/7?signing_token=${session.signingToken}`);
    expect(provider.verifySigning(session.signingToken, now)).toEqual({ ok: true, envelope });
  });

  it('refuses a token after 30 minutes', () => {
    const { signingToken } = provider.startSigning(envelope, now);
    expect(provider.verifySigning(signingToken, new Date(now.getTime() + 30 * 60_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered token, or one signed with another secret', () => {
    const { signingToken } = provider.startSigning(envelope, now);
    const [payload, mac] = signingToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...envelope, signerUserId: 4, exp: now.getTime() + 60_000 })).toString('base64url');
    expect(provider.verifySigning(`${forged}.${mac}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(provider.verifySigning(`${payload}`, now)).toEqual({ ok: false, reason: 'invalid' });
    const other = localESigning(Buffer.from('another-secret-another-secret-00'));
    expect(other.verifySigning(signingToken, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
