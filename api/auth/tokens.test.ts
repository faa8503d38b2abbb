import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loadSigningKeys } from './keys.js';
import { signToken, verifyToken } from './tokens.js';

describe('session tokens', () => {
  it('round-trips the claims', async () => {
    const keys = await loadSigningKeys({});
    const token = await signToken(keys, { sub: '7', sid: 's1', typ: 'session', user_role: 'manager', staff: true }, 60);
    expect(await verifyToken(keys, token)).toMatchObject({ sub: '7', sid: 's1', typ: 'session', user_role: 'manager', staff: true });
  });

  it('rejects a token signed by another key', async () => {
    const ours = await loadSigningKeys({});
    const theirs = await loadSigningKeys({});
    const token = await signToken(theirs, { sub: '7', sid: 's1', typ: 'session' }, 60);
    await expect(verifyToken(ours, token)).rejects.toThrow();
  });

  it('rejects an expired token', async () => {
    const keys = await loadSigningKeys({});
    const token = await signToken(keys, { sid: 's1', typ: 'guest' }, -10);
    await expect(verifyToken(keys, token)).rejects.toThrow();
  });

  it('rejects a token without a session id', async () => {
    const keys = await loadSigningKeys({});
    const token = await new SignJWT({ typ: 'session' }).setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer('hearth-api').setAudience('hearth').setExpirationTime('1m').sign(keys.privateKey);
    await expect(verifyToken(keys, token)).rejects.toThrow();
  });
});
