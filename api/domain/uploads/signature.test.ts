import { describe, expect, it } from 'vitest';
import { checkUploadSignature, downloadExpiry, signDownload, signUpload, type UploadGrant } from './signature.js';

const secret = Buffer.from('test-secret-0123456789abcdef');
const grant: UploadGrant = { fileId: '0b6f0d4e-2a43-4cf7-9a55-3f8a0f6f0c11', contentType: 'image/png', maxSizeBytes: 2048, expires: 1_000_900 };

describe('upload signatures', () => {
  it('accept the signed grant until it expires', () => {
    const signature = signUpload(secret, grant);
    expect(checkUploadSignature(secret, grant, signature, 1_000_000)).toBe('ok');
    expect(checkUploadSignature(secret, grant, signature, 1_000_900)).toBe('ok');
    expect(checkUploadSignature(secret, grant, signature, 1_000_901)).toBe('upload_link_expired');
  });

  it.each([
    ['content type', { contentType: 'application/pdf' }],
    ['size', { maxSizeBytes: 4096 }],
    ['expiry', { expires: 2_000_000 }],
    ['file', { fileId: '5f1d7c33-0000-4000-8000-000000000000' }],
  ])('refuse a changed %s', (_what, change) => {
    const signature = signUpload(secret, grant);
    expect(checkUploadSignature(secret, { ...grant, ...change }, signature, 1_000_000)).toBe('invalid_signature');
  });

  it('refuse another secret and a download signature', () => {
    expect(checkUploadSignature(secret, grant, signUpload(Buffer.from('other'), grant), 0)).toBe('invalid_signature');
    expect(checkUploadSignature(secret, grant, signDownload(secret, grant.fileId, grant.expires), 0)).toBe('invalid_signature');
  });
});

describe('downloadExpiry', () => {
  it('is the same all day and at least a week away', () => {
    const day = 86_400;
    const morning = 20_000 * day + 60;
    const evening = 20_000 * day + day - 60;
    expect(downloadExpiry(morning)).toBe(downloadExpiry(evening));
    expect(downloadExpiry(evening) - evening).toBeGreaterThan(7 * day);
    expect(downloadExpiry(20_001 * day)).toBe(downloadExpiry(morning) + day);
  });
});
