import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../api/auth-helpers.js';
import { tenantWithApplication } from '../api/guarantor-helpers.js';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const STEP = 'viewer { nextOnboardingStep user { profile { isRentingWithAnimal tenantAnimalsCount isPetsStepSatisfied } } }';
const ANSWER = `mutation($input: SetRentingWithAnimalInput!) { setRentingWithAnimal(input: $input) { ${STEP} userErrors { field code message } } }`;
const ADD = `mutation($input: AddTenantAnimalInput!) { addTenantAnimal(input: $input) {
  tenantAnimal { id databaseId name species breed weightLbs serviceAnimalType photoUrls }
  ${STEP} userErrors { field code message } } }`;
const UPDATE = `mutation($input: UpdateTenantAnimalInput!) { updateTenantAnimal(input: $input) {
  tenantAnimal { name serviceAnimalType } userErrors { field code message } } }`;
const REMOVE = `mutation($input: RemoveTenantAnimalInput!) { removeTenantAnimal(input: $input) {
  removedTenantAnimalId ${STEP} userErrors { field code message } } }`;

/** A tenant with an application who has passed screening, so the pets step is next. */
async function applicantAtPets() {
  const tenant = await tenantWithApplication(stack.api);
  await stack.api.deps.database.db.execute(sql`UPDATE users SET needs_screening = false WHERE id = ${tenant.userId}`);
  return tenant;
}

describe('the pets onboarding step', () => {
  it('a tenant without an animal says so and moves on from PETS', async () => {
    const { token } = await applicantAtPets();
    expect((await stack.gql(`{ ${STEP} }`, {}, { token })).data!.viewer.nextOnboardingStep).toBe('PETS');
    const res = await stack.gql(ANSWER, { input: { isRentingWithAnimal: false } }, { token });
    expect(res.data!.setRentingWithAnimal.userErrors).toEqual([]);
    expect(res.data!.setRentingWithAnimal.viewer).toMatchObject({
      nextOnboardingStep: 'REFERENCES', user: { profile: { isRentingWithAnimal: false, isPetsStepSatisfied: true } },
    });
  });

  it('a tenant with an animal stays on PETS until the animal is on record', async () => {
    const { token } = await applicantAtPets();
    const yes = await stack.gql(ANSWER, { input: { isRentingWithAnimal: true } }, { token });
    expect(yes.data!.setRentingWithAnimal.viewer).toMatchObject({ nextOnboardingStep: 'PETS', user: { profile: { isPetsStepSatisfied: false } } });
    const added = await stack.gql(ADD, { input: { name: 'Biscuit', species: 'DOG', breed: 'Beagle', weightLbs: 24.5 } }, { token });
    const payload = added.data!.addTenantAnimal;
    expect(payload.userErrors).toEqual([]);
    expect(payload.tenantAnimal).toMatchObject({ name: 'Biscuit', species: 'DOG', weightLbs: 24.5, serviceAnimalType: 'NONE', photoUrls: [] });
    expect(payload.viewer).toMatchObject({ nextOnboardingStep: 'REFERENCES', user: { profile: { tenantAnimalsCount: 1, isPetsStepSatisfied: true } } });
    const list = await stack.gql('{ viewer { tenantAnimals { name } } }', {}, { token });
    expect(list.data!.viewer.tenantAnimals).toEqual([{ name: 'Biscuit' }]);

    const changed = await stack.gql(UPDATE, { input: { tenantAnimalId: payload.tenantAnimal.id, serviceAnimalType: 'EMOTIONAL_SUPPORT_ANIMAL' } }, { token });
    expect(changed.data!.updateTenantAnimal.tenantAnimal).toEqual({ name: 'Biscuit', serviceAnimalType: 'EMOTIONAL_SUPPORT_ANIMAL' });
    const removed = await stack.gql(REMOVE, { input: { tenantAnimalId: payload.tenantAnimal.id } }, { token });
    expect(removed.data!.removeTenantAnimal).toMatchObject({ removedTenantAnimalId: payload.tenantAnimal.id, viewer: { nextOnboardingStep: 'PETS' } });
  });

  it('names the invalid fields of an animal in the input\'s terms', async () => {
    const { token } = await applicantAtPets();
    const res = await stack.gql(ADD, { input: { name: ' ', species: 'CAT', weightLbs: -2 } }, { token });
    expect(res.data!.addTenantAnimal.tenantAnimal).toBeNull();
    expect(res.data!.addTenantAnimal.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'weightLbs']);
  });

  it('another tenant\'s animal is "not found", and a guest is asked to sign in', async () => {
    const owner = await registerUser(stack.api);
    const other = await registerUser(stack.api);
    const { tenantAnimal } = (await stack.gql(ADD, { input: { name: 'Miso', species: 'CAT' } }, { token: owner.token })).data!.addTenantAnimal;
    const res = await stack.gql(UPDATE, { input: { tenantAnimalId: tenantAnimal.id, name: 'Mine now' } }, { token: other.token });
    expect(res.data!.updateTenantAnimal).toEqual({ tenantAnimal: null, userErrors: [expect.objectContaining({ field: 'tenantAnimalId', code: 'not_found' })] });
    expect(JSON.stringify(res)).not.toContain('Miso');
    const guest = await stack.gql(ADD, { input: { name: 'Rex', species: 'DOG' } }, { token: await stack.api.guestToken() });
    expect(guest.data!.addTenantAnimal.userErrors[0].code).toBe('unauthenticated');
    const guestList = await stack.gql('{ viewer { tenantAnimals { name } } }', {}, { token: await stack.api.guestToken() });
    expect(guestList.data!.viewer.tenantAnimals).toEqual([]);
  });

  it('reads the viewer\'s animals in one REST call', async () => {
    const { token } = await applicantAtPets();
    await stack.gql(ADD, { input: { name: 'Pip', species: 'OTHER' } }, { token });
    const res = await stack.gql('{ viewer { tenantAnimals { name } } }', {}, { token });
    expect(res.v20Calls).toBe(1);
  });
});
