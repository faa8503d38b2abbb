import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client.js';
import { signUpload as signGrant } from '../../api/domain/uploads/signature.js';
import { downloadPath, fileSigningSecret } from '../../api/uploads/file-links.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { putFile, SAMPLE_FILES, signUpload, uploadSample, type Signed } from './uploads-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const png = SAMPLE_FILES.png;
const signPng = async (token: string, size = png.length) =>
  (await signUpload(api, token, { file_name: 'Rex.PNG', content_type: 'image/png', purpose: 'animal_photo', size_bytes: size })).json() as Signed;

describe('POST /signed-urls', () => {
  it('hands out an upload address valid for 15 minutes, with the headers to send', async () => {
    const { token } = await registerUser(api);
    const res = await signUpload(api, token, { file_name: 'payslip.pdf', content_type: 'application/pdf', purpose: 'income_document', size_bytes: 5000 });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Signed & { method: string };
    expect(body.method).toBe('PUT');
    expect(body.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(body.upload_url).toMatch(new RegExp(`^/v20/uploads/${body.file_id}\\?expires=\\d+&signature=[\\w-]+$`));
    const minutes = (Date.parse(body.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it.each([
    ['a PDF as a pet photo', { file_name: 'rex.pdf', content_type: 'application/pdf', purpose: 'animal_photo' }, 'file_type_not_allowed', 'file_name'],
    ['a file type the product does not take', { file_name: 'notes.docx', content_type: 'application/msword', purpose: 'income_document' }, 'file_type_not_allowed', 'file_name'],
    ['a name without an extension', { file_name: 'scan', content_type: 'image/png', purpose: 'identity_document' }, 'file_type_not_allowed', 'file_name'],
    ['a content type that contradicts the name', { file_name: 'id.png', content_type: 'image/jpeg', purpose: 'identity_document' }, 'file_type_mismatch', 'content_type'],
  ])('refuses %s with 400 naming the field', async (_what, body, code, field) => {
    const { token } = await registerUser(api);
    const res = await signUpload(api, token, { ...body, size_bytes: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });

  it('refuses a file over 10 MB, and an unknown purpose', async () => {
    const { token } = await registerUser(api);
    const big = await signUpload(api, token, { file_name: 'id.pdf', content_type: 'application/pdf', purpose: 'identity_document', size_bytes: 10 * 1024 * 1024 + 1 });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({ code: 'file_too_large', fields: { size_bytes: 'Choose a file of at most 10 MB.' } });
    const purpose = await signUpload(api, token, { file_name: 'a.png', content_type: 'image/png', purpose: 'selfie', size_bytes: 10 });
    expect(purpose.statusCode).toBe(400);
    expect(Object.keys(purpose.json().error.fields)).toEqual(['purpose']);
  });

  it('needs a signed-in user', async () => {
    const res = await signUpload(api, await api.guestToken(), { file_name: 'a.png', content_type: 'image/png', purpose: 'animal_photo', size_bytes: 10 });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /uploads/{file_id}', () => {
  it('stores the bytes and answers 200 with their size and SHA-256', async () => {
    const { token } = await registerUser(api);
    const signed = await signPng(token);
    const res = await putFile(api, signed.upload_url, png, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ file_id: signed.file_id, size_bytes: png.length, sha256: createHash('sha256').update(png).digest('hex') });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the browser\'s preflight for a cross-origin PUT', async () => {
    const { token } = await registerUser(api);
    const signed = await signPng(token);
    const res = await api.app.inject({ method: 'OPTIONS', url: signed.upload_url, headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'PUT' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-methods']).toBe('PUT');
    expect(res.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('refuses an edited signature, an unknown file and another Content-Type with 403', async () => {
    const { token } = await registerUser(api);
    const signed = await signPng(token);
    const edited = signed.upload_url.replace(/signature=./, (m) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
    expect((await putFile(api, edited, png, 'image/png')).json().error.code).toBe('invalid_signature');
    const unknown = signed.upload_url.replace(signed.file_id, '00000000-0000-4000-8000-000000000000');
    expect((await putFile(api, unknown, png, 'image/png')).statusCode).toBe(403);
    const otherType = await putFile(api, signed.upload_url, png, 'image/jpeg');
    expect(otherType.statusCode).toBe(403);
    expect(otherType.json().error.code).toBe('invalid_signature');
  });

  it('refuses an expired address with 403 upload_link_expired', async () => {
    const { token } = await registerUser(api);
    const signed = await signPng(token);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = signGrant(fileSigningSecret(api.deps.config), { fileId: signed.file_id, contentType: 'image/png', maxSizeBytes: png.length, expires });
    const res = await putFile(api, `/v20/uploads/${signed.file_id}?expires=${expires}&signature=${signature}`, png, 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('upload_link_expired');
  });

  it('refuses more bytes than were announced with 413, and keeps nothing', async () => {
    const { token } = await registerUser(api);
    const signed = await signPng(token, 50);
    const res = await putFile(api, signed.upload_url, png, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
    expect((await api.call('GET', `/files/${signed.file_id}`, { token })).statusCode).toBe(404);
  });

  it('refuses bytes that are not what the name says (415), and takes the right file after', async () => {
    const { token } = await registerUser(api);
    const signed = await signPng(token);
    const fake = Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), Buffer.alloc(png.length - 31, 32)]);
    const res = await putFile(api, signed.upload_url, fake, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('file_type_mismatch');
    expect((await putFile(api, signed.upload_url, png, 'image/png')).statusCode).toBe(200);
  });

  it('uploads a file only once', async () => {
    const { token } = await registerUser(api);
    const signed = await signPng(token);
    await putFile(api, signed.upload_url, png, 'image/png');
    const again = await putFile(api, signed.upload_url, png, 'image/png');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('file_already_uploaded');
  });

  it('takes HEIC photos and opaque client-encrypted documents', async () => {
    const { token } = await registerUser(api);
    await expect(uploadSample(api, token, 'applicant_profile_photo', 'heic')).resolves.toMatch(/^[0-9a-f-]{36}$/);
    await expect(uploadSample(api, token, 'identity_document', 'enc')).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /files/{file_id}', () => {
  it('gives the owner their file back, privately cached for a year', async () => {
    const { token } = await registerUser(api);
    const fileId = await uploadSample(api, token, 'identity_document', 'pdf');
    const res = await api.call('GET', `/files/${fileId}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf', 'cache-control': 'private, max-age=31536000', 'x-content-type-options': 'nosniff',
    });
  });

  it('shows another user nothing: 404, as for a file that does not exist', async () => {
    const owner = await registerUser(api);
    const other = await registerUser(api);
    const fileId = await uploadSample(api, owner.token, 'identity_document');
    const res = await api.call('GET', `/files/${fileId}`, { token: other.token });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe((await api.call('GET', '/files/00000000-0000-4000-8000-000000000000', { token: other.token })).body);
    expect((await api.call('GET', `/files/${fileId}`)).statusCode).toBe(401);
  });

  it('lets staff and the manager of a home the owner applied to read it, not other managers', async () => {
    const owner = await registerUser(api);
    const fileId = await uploadSample(api, owner.token, 'income_document', 'pdf');
    const [home] = await rows<{ id: number }>(api.deps.database.db, sql`
      SELECT b.id FROM buildings b JOIN users u ON u.id = b.manager_user_id WHERE u.email = 'manager@hearth.test' LIMIT 1`);
    await api.deps.database.db.execute(sql`INSERT INTO lifecycles (tenant_user_id, building_id, move_in_date, move_out_date)
      VALUES (${owner.userId}, ${home.id}, '2030-01-01', '2030-07-01')`);
    expect((await api.call('GET', `/files/${fileId}`, { token: await tokenFor(api.deps, 'manager') })).statusCode).toBe(200);
    expect((await api.call('GET', `/files/${fileId}`, { token: await tokenFor(api.deps, 'staff') })).statusCode).toBe(200);
    expect((await api.call('GET', `/files/${fileId}`, { token: await tokenFor(api.deps, 'manager2') })).statusCode).toBe(404);
  });

  it('serves a signed download address without a token, and nothing with an edited one', async () => {
    const { token } = await registerUser(api);
    const fileId = await uploadSample(api, token, 'animal_photo');
    const path = downloadPath(api.deps.config, fileId);
    const res = await api.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const edited = path.replace(/expires=\d+/, 'expires=9999999999');
    expect((await api.app.inject({ method: 'GET', url: edited })).statusCode).toBe(401);
  });
});
