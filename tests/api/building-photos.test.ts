import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { createHome } from './building-management-helpers.js';
import { errorOf } from './listings-helpers.js';
import { putFile, signUpload, uploadSample, type Signed } from './uploads-helpers.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const RANDOM_UUID = '3f0c6a52-9d7e-4b1a-8c2f-5e6d7a8b9c0d';

let api: TestApi;
let manager: string;
let manager2: string;
beforeAll(async () => {
  api = await createTestApi();
  manager = await tokenFor(api.deps, 'manager');
  manager2 = await tokenFor(api.deps, 'manager2');
});
afterAll(() => api.close());

async function uploadPng(token: string, name = 'porch.png'): Promise<string> {
  const signed = await signUpload(api, token, { file_name: name, content_type: 'image/png', purpose: 'building_photo', size_bytes: PNG.length });
  expect(signed.statusCode).toBe(201);
  const { file_id, upload_url } = signed.json() as Signed;
  expect((await putFile(api, upload_url, PNG, 'image/png')).statusCode).toBe(200);
  return file_id;
}

const photoUrl = (fileId: string) => `/v20/files/public/building-photos/${fileId}`;

describe('uploaded photos of a home', () => {
  it('attaches the manager\'s own uploads in order, lists their public addresses, and serves the bytes to anyone for a year', async () => {
    const home = await createHome(api, manager);
    const first = await uploadPng(manager, 'kitchen.png');
    const second = await uploadPng(manager, 'porch.png');
    const res = await api.call('POST', `/buildings/${home.id}/photos`, { token: manager, body: { file_ids: [first, second] } });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [`/v20/files/photos/building-${home.id}-1.svg`, photoUrl(first), photoUrl(second)];
    expect(res.json().photo_urls).toEqual(expected);
    expect((await api.call('GET', `/g/buildings/${home.id}`, { token: manager })).json().photo_urls).toEqual(expected);

    const guest = await api.app.inject({ method: 'GET', url: photoUrl(first) });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['content-type']).toBe('image/png');
    expect(guest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(guest.rawPayload.equals(PNG)).toBe(true);

    const [entry] = (await api.call('GET', `/buildings/${home.id}/property-log`, { token: manager })).json().results;
    expect(entry).toMatchObject({ action: 'photos_added', changes: { photo_urls: [photoUrl(first), photoUrl(second)] } });

    // Reordering through PATCH keeps them; the illustrated photo stays usable.
    const reordered = [photoUrl(second), `/v20/files/photos/building-${home.id}-1.svg`, photoUrl(first)];
    const patched = await api.call('PATCH', `/buildings/${home.id}`, { token: manager, body: { photo_urls: reordered } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().photo_urls).toEqual(reordered);
  });

  it('removes one photo, whose public address then answers 404', async () => {
    const home = await createHome(api, manager);
    const fileId = await uploadPng(manager);
    await api.call('POST', `/buildings/${home.id}/photos`, { token: manager, body: { file_ids: [fileId] } });
    const removed = await api.call('DELETE', `/buildings/${home.id}/photos/${fileId}`, { token: manager });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().photo_urls).toEqual([`/v20/files/photos/building-${home.id}-1.svg`]);
    expect((await api.app.inject({ method: 'GET', url: photoUrl(fileId) })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/buildings/${home.id}/photos/${fileId}`, { token: manager })).statusCode).toBe(404);
    const [entry] = (await api.call('GET', `/buildings/${home.id}/property-log`, { token: manager })).json().results;
    expect(entry).toMatchObject({ action: 'photo_removed' });
  });

  it('refuses another manager\'s file, naming the field, and another manager\'s home', async () => {
    const home = await createHome(api, manager);
    const theirs = await uploadPng(manager2);
    const mine = await uploadPng(manager);
    const bad = await errorOf(await api.call('POST', `/buildings/${home.id}/photos`, { token: manager, body: { file_ids: [mine, theirs] } }));
    expect(bad).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(Object.keys(bad.fields!)).toEqual(['file_ids.1']);
    expect((await api.call('POST', `/buildings/${home.id}/photos`, { token: manager2, body: { file_ids: [theirs] } })).statusCode).toBe(404);
    // Nothing was attached, so nothing is served.
    expect((await api.app.inject({ method: 'GET', url: photoUrl(mine) })).statusCode).toBe(404);
  });

  it('refuses a file that is not a photo: a PDF cannot be signed as building_photo, and another purpose is not taken', async () => {
    const signed = await errorOf(await signUpload(api, manager, { file_name: 'plan.pdf', content_type: 'application/pdf', purpose: 'building_photo', size_bytes: 500 }));
    expect(signed).toMatchObject({ status: 400, code: 'file_type_not_allowed' });
    const home = await createHome(api, manager);
    const document = await uploadSample(api, manager, 'identity_document', 'pdf');
    const bad = await errorOf(await api.call('POST', `/buildings/${home.id}/photos`, { token: manager, body: { file_ids: [document] } }));
    expect(bad).toMatchObject({ status: 400, fields: { file_ids: expect.any(String) } });
    // A private document is never served at the public address, even if someone names it.
    expect((await api.app.inject({ method: 'GET', url: photoUrl(document) })).statusCode).toBe(404);
  });

  it('answers 404 for a random uuid or a malformed id, and refuses uploaded photo addresses not attached to the home in PATCH', async () => {
    for (const id of [RANDOM_UUID, 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
      expect((await api.app.inject({ method: 'GET', url: photoUrl(id) })).statusCode, id).toBe(404);
    }
    const home = await createHome(api, manager);
    const bad = await errorOf(await api.call('PATCH', `/buildings/${home.id}`, { token: manager, body: { photo_urls: [photoUrl(RANDOM_UUID)] } }));
    expect(bad.fields).toHaveProperty(['photo_urls.0']);
  });

  it('keeps at most 20 photos on a home', async () => {
    const home = await createHome(api, manager);
    const ids = await Promise.all(Array.from({ length: 20 }, () => uploadSample(api, manager, 'building_photo')));
    const bad = await errorOf(await api.call('POST', `/buildings/${home.id}/photos`, { token: manager, body: { file_ids: ids } }));
    expect(bad).toMatchObject({ status: 400, fields: { photo_urls: expect.stringContaining('20') } });
    const ok = await api.call('POST', `/buildings/${home.id}/photos`, { token: manager, body: { file_ids: ids.slice(0, 19) } });
    expect(ok.json().photo_urls).toHaveLength(20);
  });
});
