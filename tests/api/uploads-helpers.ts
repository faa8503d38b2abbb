import type { TestApi } from '../support/api.js';

/** The first bytes of real files of each type, padded to a plausible size. */
export const SAMPLE_FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF'), Buffer.alloc(300, 1)]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 32)]),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(100, 0)]),
  enc: Buffer.from('k7Qx!opaque-client-encrypted-bytes'),
};

export interface Signed {
  file_id: string;
  upload_url: string;
  headers: Record<string, string>;
  expires_at: string;
  max_size_bytes: number;
}

export async function signUpload(api: TestApi, token: string, body: { file_name: string; content_type: string; purpose: string; size_bytes: number }) {
  return api.call('POST', '/signed-urls', { token, body });
}

/** PUT to a signed address (it is relative to the api origin and starts with /v20). */
export function putFile(api: TestApi, url: string, bytes: Buffer, contentType: string) {
  return api.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': contentType } });
}

const CONTENT_TYPE = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf', heic: 'image/heic', enc: 'application/octet-stream' } as const;

/** Signs and uploads one sample file; returns its id. */
export async function uploadSample(api: TestApi, token: string, purpose: string, type: keyof typeof SAMPLE_FILES = 'png'): Promise<string> {
  const bytes = SAMPLE_FILES[type];
  const signed = await signUpload(api, token, { file_name: `sample.${type}`, content_type: CONTENT_TYPE[type], purpose, size_bytes: bytes.length });
  if (signed.statusCode !== 201) throw new Error(`sign failed: ${signed.statusCode} ${signed.body}`);
  const { file_id, upload_url } = signed.json() as Signed;
  const put = await putFile(api, upload_url, bytes, CONTENT_TYPE[type]);
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  return file_id;
}
