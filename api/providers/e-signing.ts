import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who signs, what, and as whom: what a signing session is bound to. */
export interface SigningEnvelope {
  leaseId: number;
  signerUserId: number;
  signerRole: 'tenant' | 'manager';
  /** The fingerprint of the text shown; signing a changed text is refused. */
  textSha256: string;
}

export interface SigningSession {
  signingToken: string;
  /** Where the signer reads and signs (the local provider: our own lease page). */
  signingUrl: string;
  expiresAt: Date;
}

export type SigningCheck = { ok: true; envelope: SigningEnvelope } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * E-signing, behind the interface a hosted provider (DocuSign, Dropbox Sign) would
 * also implement: start a session for one signer of one document, and later check
 * that a signature came from that session. Typed name, time, IP and the text's
 * hash are recorded by the caller, in its own transaction.
 */
export interface ESigningProvider {
  readonly name: string;
  startSigning(envelope: SigningEnvelope, now?: Date): SigningSession;
  verifySigning(token: string, now?: Date): SigningCheck;
}

const SESSION_MINUTES = 30;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

/**
 * The local, deterministic provider: the token is the envelope and its expiry,
 * HMAC-SHA256 signed with the api's e-signing secret, so any api instance sharing
 * the secret can check it and nothing is stored until the signature itself.
 */
export function localESigning(secret: Buffer): ESigningProvider {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    name: 'local',
    startSigning(envelope, now = new Date()) {
      const expiresAt = new Date(now.getTime() + SESSION_MINUTES * 60_000);
      const payload = b64(JSON.stringify({ ...envelope, exp: expiresAt.getTime() }));
      const signingToken = `${payload}.${mac(payload)}`;
      return { signingToken, signingUrl: `/leases/${envelope.leaseId}?signing_token=${signingToken}`, expiresAt };
    },
    verifySigning(token, now = new Date()) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
      const { exp, ...envelope } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SigningEnvelope & { exp: number };
      if (exp <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, envelope };
    },
  };
}
