import { describe, expect, it } from 'vitest';
import { signPayload, signPayloadWith, verifySignature } from './webhook-signature.js';

const body = '{"id":"e1"}';
const t = 1_800_000_000;

describe('webhook signatures with a rotated secret', () => {
  it('puts one v1= per secret in one header, and either secret verifies it', () => {
    const header = signPayloadWith(['whsec_new', 'whsec_old'], body, t);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(header.startsWith(signPayload('whsec_new', body, t))).toBe(true);
    expect(verifySignature('whsec_new', body, header, t)).toEqual({ ok: true, timestamp: t });
    expect(verifySignature('whsec_old', body, header, t)).toEqual({ ok: true, timestamp: t });
    expect(verifySignature('whsec_else', body, header, t)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses headers without a timestamp or a well-formed v1, and old ones', () => {
    expect(verifySignature('s', body, `v1=${'a'.repeat(64)}`, t)).toMatchObject({ reason: 'malformed' });
    expect(verifySignature('s', body, `t=${t},v1=zz`, t)).toMatchObject({ reason: 'malformed' });
    expect(verifySignature('s', body, `t=${t},v1=${'a'.repeat(64)},v1=short`, t)).toMatchObject({ reason: 'malformed' });
    expect(verifySignature('s', body, `t=${t}`, t)).toMatchObject({ reason: 'malformed' });
    expect(verifySignature('s', body, signPayload('s', body, t - 3600), t)).toMatchObject({ reason: 'stale' });
  });
});
