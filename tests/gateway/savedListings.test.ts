import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const SAVE = `mutation Save($input: SaveListingInput!) { saveListing(input: $input) {
  building { id databaseId isSaved } userErrors { field code message } } }`;
const UNSAVE = `mutation Unsave($input: SaveListingInput!) { unsaveListing(input: $input) {
  building { databaseId isSaved } userErrors { field code message } } }`;
const SAVED = '{ viewer { savedListings(first: 50) { edges { node { databaseId isSaved } } pageInfo { hasNextPage } } } }';

const savedIds = async (token: string) => {
  const res = await stack.gql(SAVED, {}, { token });
  expect(res.errors).toBeUndefined();
  return res.data?.viewer.savedListings.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId) as string[];
};

async function buildingId(databaseId: string, token: string): Promise<string> {
  const res = await stack.gql('query($id: String!) { listing(databaseId: $id) { id } }', { id: databaseId }, { token });
  return res.data?.listing.id;
}

describe('saving listings', () => {
  it('a guest is asked to sign in, and the gateway does not even call v20', async () => {
    const guest = await stack.api.guestToken();
    const res = await stack.gql(SAVE, { input: { buildingId: await buildingId('7', guest) } }, { token: guest });
    expect(res.data?.saveListing).toEqual({
      building: null,
      userErrors: [{ field: null, code: 'unauthenticated', message: expect.any(String) }],
    });
    expect(res.v20Calls).toBe(0);
  });

  it('a tenant saves a home: it shows as saved and comes first in their saved listings', async () => {
    const token = await stack.tokenFor('tenant2');
    const id = await buildingId('7', token);
    const res = await stack.gql(SAVE, { input: { buildingId: id } }, { token });
    expect(res.data?.saveListing).toEqual({ building: { id, databaseId: '7', isSaved: true }, userErrors: [] });
    expect((await savedIds(token))[0]).toBe('7');
    const listing = await stack.gql('query($id: String!) { listing(databaseId: $id) { isSaved } }', { id: '7' }, { token });
    expect(listing.data?.listing.isSaved).toBe(true);
  });

  it('unsaving takes it out again', async () => {
    const token = await stack.tokenFor('tenant2');
    const id = await buildingId('8', token);
    await stack.gql(SAVE, { input: { buildingId: id } }, { token });
    const res = await stack.gql(UNSAVE, { input: { buildingId: id } }, { token });
    expect(res.data?.unsaveListing).toEqual({ building: { databaseId: '8', isSaved: false }, userErrors: [] });
    expect(await savedIds(token)).not.toContain('8');
  });

  it("a tenant's token shows only their own saved homes", async () => {
    expect(await savedIds(await stack.tokenFor('tenant'))).toEqual(expect.arrayContaining(['2', '11', '20']));
    const theirs = await savedIds(await stack.tokenFor('tenant2'));
    for (const id of ['2', '11', '20']) expect(theirs).not.toContain(id);
  });

  it('an id of another type, or of no home, is a userError on buildingId', async () => {
    const token = await stack.tokenFor('tenant2');
    const bedroomId = (await stack.gql('{ listings(first: 1) { edges { node { bedrooms { id } } } } }', {}, { token }))
      .data?.listings.edges[0].node.bedrooms[0].id;
    const wrongType = await stack.gql(SAVE, { input: { buildingId: bedroomId } }, { token });
    expect(wrongType.data?.saveListing.userErrors).toEqual([{ field: 'buildingId', code: 'invalid_input', message: expect.any(String) }]);
    const missing = await stack.gql(SAVE, { input: { buildingId: Buffer.from('Building:999999').toString('base64') } }, { token });
    expect(missing.data?.saveListing.userErrors).toEqual([{ field: 'buildingId', code: 'not_found', message: expect.any(String) }]);
  });
});
