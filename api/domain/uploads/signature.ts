import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of file addresses. An upload address signs the file id, the
 * declared content type, the largest size allowed and the expiry, so none of them
 * can be changed without the secret; a download address signs the file id and expiry.
 * The signature is the credential: whoever holds the address may use it until then.
 */
export interface UploadGrant {
  fileId: string;
  contentType: string;
  maxSizeBytes: number;
  /** Unix seconds. */
  expires: number;
}

const sign = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function signUpload(secret: Buffer, grant: UploadGrant): string {
  return sign(secret, ['upload', grant.fileId, grant.contentType, grant.maxSizeBytes, grant.expires].join('\n'));
}

export function signDownload(secret: Buffer, fileId: string, expires: number): string {
  return sign(secret, ['download', fileId, expires].join('\n'));
}

/** Constant-time comparison, so the time taken does not tell how much of a guess was right. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type SignatureCheck = 'ok' | 'invalid_signature' | 'upload_link_expired';

/** The expiry is checked after the signature, so an edited expiry reads as a bad signature. */
export function checkUploadSignature(secret: Buffer, grant: UploadGrant, signature: string, nowSeconds: number): SignatureCheck {
  if (!signaturesMatch(signUpload(secret, grant), signature)) return 'invalid_signature';
  return nowSeconds > grant.expires ? 'upload_link_expired' : 'ok';
}

const DAY = 86_400;

/**
 * Download addresses expire at the end of the seventh UTC day after today, so the
 * address of a file is the same all day long and browsers can cache the bytes
 * (spec §9 max-age) instead of fetching them again for every new address.
 */
export function downloadExpiry(nowSeconds: number): number {
  return (Math.floor(nowSeconds / DAY) + 8) * DAY;
}
