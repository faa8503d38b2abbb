import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const CREATE = `mutation($input: CreateBuildingInput!) { createBuilding(input: $input) { building { id databaseId } userErrors { field code } } }`;
const CREATE_UPLOAD = `mutation($input: CreateUploadInput!) { createUpload(input: $input) { upload { fileId uploadUrl } userErrors { field code message } } }`;
const ADD = `mutation($input: AddBuildingPhotosInput!) { addBuildingPhotos(input: $input) {
  building { photos { url alt fileId } } userErrors { field code message } } }`;
const REMOVE = `mutation($input: RemoveBuildingPhotoInput!) { removeBuildingPhoto(input: $input) {
  building { photos { url fileId } } userErrors { field code message } } }`;

const home = {
  title: 'Photo house', description: 'A bright four-bedroom house near Duke, with a big kitchen and a shaded porch.',
  propertyType: 'SFR', address: { street: '9 Oak St', city: 'Durham', state: 'NC', zip: '27701' }, cityPage: 'DURHAM',
};

async function uploadPhoto(token: string): Promise<string> {
  const res = await stack.gql(CREATE_UPLOAD, {
    input: { fileName: 'porch.png', contentType: 'image/png', purpose: 'BUILDING_PHOTO', sizeBytes: PNG.length },
  }, { token });
  expect(res.data!.createUpload.userErrors).toEqual([]);
  const { fileId, uploadUrl } = res.data!.createUpload.upload;
  const put = await fetch(uploadUrl.replace('https://files.hearth.test', stack.api.url), {
    method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  return fileId;
}

describe('photos of a home through GraphQL', () => {
  it('adds uploaded photos in order, serves them publicly, and removes one', async () => {
    const token = await stack.tokenFor('manager');
    const building = (await stack.gql(CREATE, { input: home }, { token })).data!.createBuilding.building;
    const first = await uploadPhoto(token);
    const second = await uploadPhoto(token);
    const added = await stack.gql(ADD, { input: { buildingId: building.id, fileIds: [first, second] } }, { token });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addBuildingPhotos.userErrors).toEqual([]);
    const photos = added.data!.addBuildingPhotos.building.photos;
    expect(photos).toEqual([
      { url: `https://files.hearth.test/v20/files/public/building-photos/${first}`, alt: 'Photo house, photo 1 of 2', fileId: first },
      { url: `https://files.hearth.test/v20/files/public/building-photos/${second}`, alt: 'Photo house, photo 2 of 2', fileId: second },
    ]);
    const served = await fetch(photos[0].url.replace('https://files.hearth.test', stack.api.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await stack.gql(REMOVE, { input: { buildingId: building.id, fileId: first } }, { token });
    expect(removed.data!.removeBuildingPhoto).toMatchObject({ userErrors: [], building: { photos: [{ fileId: second }] } });
    const again = await stack.gql(REMOVE, { input: { buildingId: building.id, fileId: first } }, { token });
    expect(again.data!.removeBuildingPhoto.userErrors).toEqual([expect.objectContaining({ field: 'fileId', code: 'not_found' })]);
  });

  it('refuses another manager\'s upload as a userError on fileIds', async () => {
    const token = await stack.tokenFor('manager');
    const building = (await stack.gql(CREATE, { input: home }, { token })).data!.createBuilding.building;
    const theirs = await uploadPhoto(await stack.tokenFor('manager2'));
    const res = await stack.gql(ADD, { input: { buildingId: building.id, fileIds: [theirs] } }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addBuildingPhotos).toMatchObject({ building: null, userErrors: [{ field: 'fileIds', code: 'invalid_input' }] });
  });
});
