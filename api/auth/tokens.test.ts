import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loadSigningKeys } from './keys.js';
import { signToken, verifyToken } from './tokens.js';

describe('session tokens', () => {
  it('round-trips the claims', async () => {
    const keys = await loadSigningKeys({});
    const sid = randomUUID();
    const token = await signToken(keys, { sub: '7', sid, typ: 'session', user_role: 'manager', staff: true }, 60);
    expect(await verifyToken(keys, token)).toMatchObject({ sub: '7', sid, typ: 'session', user_role: 'manager', staff: true });
  });

  it('rejects a token signed by another key', async () => {
    const ours = await loadSigningKeys({});
    const theirs = await loadSigningKeys({});
    const token = await signToken(theirs, { sub: '7', sid: randomUUID(), typ: 'session' }, 60);
    await expect(verifyToken(ours, token)).rejects.toThrow();
  });

  it('rejects an expired token', async () => {
    const keys = await loadSigningKeys({});
    const token = await signToken(keys, { sid: randomUUID(), typ: 'guest' }, -10);
    await expect(verifyToken(keys, token)).rejects.toThrow();
  });

  it('rejects a token without a session id', async () => {
    const keys = await loadSigningKeys({});
    const token = await new SignJWT({ typ: 'session' }).setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer('hearth-api').setAudience('hearth').setExpirationTime('1m').sign(keys.privateKey);
    await expect(verifyToken(keys, token)).rejects.toThrow();
  });
});

describe('token claims that cannot be right, whoever signed them', () => {
  const forge = async (keys: Awaited<ReturnType<typeof loadSigningKeys>>, claims: object, header: { kid?: string } = {}, iat?: number) =>
    new SignJWT({ ...claims }).setProtectedHeader({ alg: 'EdDSA', kid: header.kid ?? keys.kid })
      .setIssuer('hearth-api').setAudience('hearth').setIssuedAt(iat ?? Math.floor(Date.now() / 1000)).setExpirationTime('1h')
      .sign(keys.privateKey);

  it('tolerates a minute of clock difference in iat, not an hour', async () => {
    const keys = await loadSigningKeys({});
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '7', sid: randomUUID(), typ: 'session' };
    await expect(verifyToken(keys, await forge(keys, claims, {}, now + 30))).resolves.toMatchObject({ sub: '7' });
    await expect(verifyToken(keys, await forge(keys, claims, {}, now + 3600))).rejects.toThrow();
  });

  it('refuses an unknown kid, a guest naming someone, a session naming no one, an unknown type', async () => {
    const keys = await loadSigningKeys({});
    const sid = randomUUID();
    await expect(verifyToken(keys, await forge(keys, { sub: '7', sid, typ: 'session' }, { kid: 'other' }))).rejects.toThrow();
    await expect(verifyToken(keys, await forge(keys, { sub: '7', sid, typ: 'guest' }))).rejects.toThrow();
    await expect(verifyToken(keys, await forge(keys, { sid, typ: 'guest', user_role: 'tenant' }))).rejects.toThrow();
    await expect(verifyToken(keys, await forge(keys, { sid, typ: 'session' }))).rejects.toThrow();
    await expect(verifyToken(keys, await forge(keys, { sub: '7', sid, typ: 'admin' }))).rejects.toThrow();
    await expect(verifyToken(keys, await forge(keys, { sid, typ: 'guest' }))).resolves.toMatchObject({ typ: 'guest' });
  });
});
