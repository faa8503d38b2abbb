import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GraphQLResponse, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const CREATE = `mutation($input: CreateBuildingInput!) { createBuilding(input: $input) {
  building { id databaseId title propertyType homeAmenities management { status configurationErrors { code message } } }
  userErrors { field code message } } }`;
const ADD_BEDROOM = `mutation($input: AddBedroomInput!) { addBedroom(input: $input) {
  bedroom { id name rent { totalRent { cents } } } building { numBedrooms } userErrors { field code message } } }`;
const ADD_BATHROOM = `mutation($input: AddBathroomInput!) { addBathroom(input: $input) {
  bathroom { id countingWeight } building { bathroomCount } userErrors { field code message } } }`;
const LIST = `mutation($input: SetBuildingListedInput!) { setBuildingListed(input: $input) {
  building { management { status listedAt } } userErrors { field code message } } }`;
const MANAGED = `query($after: String) { viewer { managedBuildings(first: 50, after: $after) { edges { node { databaseId management { status } } } pageInfo { hasNextPage endCursor } } } }`;

/** Every home the viewer manages, page by page. */
type ManagedHome = { databaseId: string; management: { status: string } };
async function managedHomes(token: string): Promise<ManagedHome[]> {
  const homes: ManagedHome[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res: GraphQLResponse = await stack.gql(MANAGED, { after }, { token });
    const conn: { edges: { node: ManagedHome }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = res.data?.viewer.managedBuildings;
    homes.push(...conn.edges.map((e) => e.node));
    if (!conn.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor;
  }
  return homes;
}
const ONE = `query($id: String!) { listing(databaseId: $id) { management { status propertyLog(first: 3) { action actorName } pricing { pricingMode } } } }`;

const home = {
  title: 'Gateway house', description: 'A bright four-bedroom house near Duke, with a big kitchen and a shaded porch.',
  propertyType: 'SFR', address: { street: '9 Oak St', city: 'Durham', state: 'NC', zip: '27701' }, cityPage: 'DURHAM',
  homeAmenities: ['PORCH', 'DECK_PATIO'],
};
const UPDATE = `mutation($input: UpdateBuildingInput!) { updateBuilding(input: $input) { building { photos { url } } userErrors { field code message } } }`;

describe('building management through GraphQL', () => {
  it('a manager creates a home with three bedrooms and two bathrooms, lists it, and sees it in managedBuildings', async () => {
    const token = await stack.tokenFor('manager');
    const created = await stack.gql(CREATE, { input: home }, { token });
    expect(created.errors).toBeUndefined();
    const building = created.data?.createBuilding.building;
    expect(building).toMatchObject({ title: 'Gateway house', propertyType: 'SFR', homeAmenities: ['PORCH', 'DECK_PATIO'] });
    expect(building.management.status).toBe('UNLISTED');
    expect(building.management.configurationErrors.map((e: { code: string }) => e.code)).toEqual(['no_photos', 'no_bedrooms', 'no_bathrooms']);
    const photos = await stack.gql(UPDATE, { input: { buildingId: building.id, photoUrls: [`/v20/files/photos/building-${building.databaseId}-1.svg`] } }, { token });
    expect(photos.data?.updateBuilding.building.photos).toHaveLength(1);

    const refused = await stack.gql(LIST, { input: { buildingId: building.id, listed: true } }, { token });
    expect(refused.data?.setBuildingListed.userErrors[0]).toMatchObject({ code: 'home_not_listable', field: null });

    for (const name of ['Bedroom 1', 'Bedroom 2', 'Bedroom 3']) {
      const res = await stack.gql(ADD_BEDROOM, { input: { buildingId: building.id, bedroom: { name, rentBaseCents: 80_000, rentUtilitiesCents: 5_000, availableOn: '2030-01-01', features: ['CEILING_FAN'] } } }, { token });
      expect(res.data?.addBedroom.userErrors).toEqual([]);
      expect(res.data?.addBedroom.bedroom.rent.totalRent.cents).toBe(85_000);
    }
    for (let i = 0; i < 2; i++) {
      const res = await stack.gql(ADD_BATHROOM, { input: { buildingId: building.id, bathroom: { bathroomType: 'FULL', relation: 'NON_ATTACHED' } } }, { token });
      expect(res.data?.addBathroom.userErrors).toEqual([]);
    }
    const listed = await stack.gql(LIST, { input: { buildingId: building.id, listed: true } }, { token });
    expect(listed.data?.setBuildingListed).toMatchObject({ building: { management: { status: 'LISTED' } }, userErrors: [] });

    const mine = await managedHomes(token);
    expect(mine.find((n) => n.databaseId === building.databaseId)?.management.status).toBe('LISTED');
    const one = (await stack.gql(ONE, { id: building.databaseId }, { token })).data?.listing.management;
    expect(one).toMatchObject({ status: 'LISTED', pricing: { pricingMode: 'MANUAL' } });
    expect(one.propertyLog[0]).toMatchObject({ action: 'listed', actorName: 'Marcus Reed' });

    const guest = await stack.api.guestToken();
    const pub = await stack.gql('query($id: String!) { listing(databaseId: $id) { numBedrooms bathroomCount management { status } } }', { id: building.databaseId }, { token: guest });
    expect(pub.data?.listing).toEqual({ numBedrooms: 3, bathroomCount: 2, management: null });
  });

  it('bad input comes back as userErrors on the field: negative rent, another manager\'s home', async () => {
    const token = await stack.tokenFor('manager');
    const building = (await stack.gql(CREATE, { input: home }, { token })).data?.createBuilding.building;
    const negative = await stack.gql(ADD_BEDROOM, { input: { buildingId: building.id, bedroom: { name: 'X', rentBaseCents: -5, availableOn: '2030-01-01' } } }, { token });
    expect(negative.data?.addBedroom.userErrors).toEqual([{ field: 'rentBaseCents', code: 'invalid_input', message: expect.any(String) }]);
    const other = await stack.tokenFor('manager2');
    const theirs = await stack.gql(ADD_BEDROOM, { input: { buildingId: building.id, bedroom: { name: 'X', rentBaseCents: 5, availableOn: '2030-01-01' } } }, { token: other });
    expect(theirs.data?.addBedroom.userErrors).toEqual([{ field: 'buildingId', code: 'not_found', message: expect.any(String) }]);
    const bad = await stack.gql(CREATE, { input: { ...home, address: { ...home.address, zip: '1' } } }, { token });
    expect(bad.data?.createBuilding.userErrors).toEqual([{ field: 'address.zip', code: 'invalid_input', message: expect.any(String) }]);
  });

  it('a tenant may not manage homes, and has no managed buildings', async () => {
    const token = await stack.tokenFor('tenant');
    const res = await stack.gql(CREATE, { input: home }, { token });
    expect(res.data?.createBuilding.userErrors).toEqual([{ field: null, code: 'forbidden', message: expect.any(String) }]);
    expect(res.v20Calls).toBe(0);
    const managed = await stack.gql('{ viewer { managedBuildings { edges { node { id } } } } }', {}, { token });
    expect(managed.data?.viewer.managedBuildings.edges).toEqual([]);
  });

  it('a homeowner becomes a manager (/list) and gets a manager session', async () => {
    const token = await stack.tokenFor('tenant2');
    const res = await stack.gql('mutation { becomeManager { session { token userRole } userErrors { code } } }', {}, { token });
    expect(res.data?.becomeManager).toMatchObject({ session: { userRole: 'MANAGER' }, userErrors: [] });
    const created = await stack.gql(CREATE, { input: home }, { token: res.data?.becomeManager.session.token });
    expect(created.data?.createBuilding.userErrors).toEqual([]);
  });

  it('writes a description from the home\'s data and invites a co-manager', async () => {
    const token = await stack.tokenFor('manager');
    const building = (await stack.gql(CREATE, { input: home }, { token })).data?.createBuilding.building;
    const text = await stack.gql('mutation($input: GenerateBuildingDescriptionInput!) { generateBuildingDescription(input: $input) { title description userErrors { code } } }', { input: { buildingId: building.id } }, { token });
    expect(text.data?.generateBuildingDescription.description).toContain('Durham, NC');
    const invited = await stack.gql(`mutation($input: InviteCoManagerInput!) { inviteCoManager(input: $input) {
      building { management { coManagers { email permissionAreas } } } userErrors { field code } } }`, { input: { buildingId: building.id, email: 'multi@hearth.test', permissionAreas: ['LEASING'] } }, { token });
    expect(invited.data?.inviteCoManager.building.management.coManagers).toEqual([{ email: 'multi@hearth.test', permissionAreas: ['LEASING'] }]);
  });
});
