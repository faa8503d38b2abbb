import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const CREATE_UPLOAD = `mutation Create($input: CreateUploadInput!) { createUpload(input: $input) {
  upload { fileId uploadUrl method headers { name value } expiresAt maxSizeBytes }
  userErrors { field code message } } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 3)]);

describe('createUpload', () => {
  it('returns an absolute, signed address on the public api origin that takes the file', async () => {
    const token = await stack.tokenFor('tenant');
    const res = await stack.gql(CREATE_UPLOAD, {
      input: { fileName: 'rex.png', contentType: 'image/png', purpose: 'ANIMAL_PHOTO', sizeBytes: PNG.length },
    }, { token });
    expect(res.errors).toBeUndefined();
    const { upload, userErrors } = res.data!.createUpload;
    expect(userErrors).toEqual([]);
    expect(upload).toMatchObject({ method: 'PUT', headers: [{ name: 'Content-Type', value: 'image/png' }], maxSizeBytes: PNG.length });
    expect(upload.uploadUrl).toMatch(new RegExp(`^https://files\\.hearth\\.test/v20/uploads/${upload.fileId}\\?expires=\\d+&signature=`));
    expect(res.v20Calls).toBe(1);

    // The browser would PUT to the public origin; here that is the api itself.
    const put = await fetch(upload.uploadUrl.replace('https://files.hearth.test', stack.api.url), {
      method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
  });

  it('names the field that is wrong: a PDF is not a photo, 20 MB is too large', async () => {
    const token = await stack.tokenFor('tenant');
    const pdf = await stack.gql(CREATE_UPLOAD, {
      input: { fileName: 'rex.pdf', contentType: 'application/pdf', purpose: 'APPLICANT_PROFILE_PHOTO', sizeBytes: 100 },
    }, { token });
    expect(pdf.data!.createUpload).toEqual({
      upload: null,
      userErrors: [{ field: 'fileName', code: 'file_type_not_allowed', message: 'Choose a JPEG, PNG or HEIC file.' }],
    });
    const big = await stack.gql(CREATE_UPLOAD, {
      input: { fileName: 'payslip.pdf', contentType: 'application/pdf', purpose: 'INCOME_DOCUMENT', sizeBytes: 20 * 1024 * 1024 },
    }, { token });
    expect(big.data!.createUpload.userErrors).toEqual([{ field: 'sizeBytes', code: 'file_too_large', message: 'Choose a file of at most 10 MB.' }]);
  });

  it('asks a guest to sign in without calling v20', async () => {
    const res = await stack.gql(CREATE_UPLOAD, {
      input: { fileName: 'rex.png', contentType: 'image/png', purpose: 'ANIMAL_PHOTO', sizeBytes: 10 },
    }, { token: await stack.api.guestToken() });
    expect(res.data!.createUpload).toEqual({ upload: null, userErrors: [{ field: null, code: 'unauthenticated', message: expect.any(String) }] });
    expect(res.v20Calls).toBe(0);
  });
});
