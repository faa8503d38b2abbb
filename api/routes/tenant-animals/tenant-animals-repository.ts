import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tenantAnimals, users } from '../../db/schema.js';
import type { TenantAnimalCreate, TenantAnimalPatch } from './tenant-animals-schemas.js';

export type TenantAnimalRow = typeof tenantAnimals.$inferSelect;

export async function listTenantAnimals(ex: Executor, userId: number): Promise<TenantAnimalRow[]> {
  return ex.select().from(tenantAnimals).where(eq(tenantAnimals.userId, userId)).orderBy(asc(tenantAnimals.id));
}

/** One of the user's own animals; someone else's is "not found", like a missing one. */
export async function findOwnTenantAnimal(ex: Executor, userId: number, id: number): Promise<TenantAnimalRow | null> {
  const [row] = await ex.select().from(tenantAnimals)
    .where(and(eq(tenantAnimals.id, id), eq(tenantAnimals.userId, userId))).limit(1);
  return row ?? null;
}

/**
 * Counts the user's animals with their user row locked, so two concurrent adds
 * cannot both pass the limit.
 */
export async function countTenantAnimalsLocked(ex: Executor, userId: number): Promise<number> {
  await ex.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  const [row] = await ex.select({ n: count() }).from(tenantAnimals).where(eq(tenantAnimals.userId, userId));
  return Number(row.n);
}

export async function insertTenantAnimal(ex: Executor, userId: number, animal: TenantAnimalCreate): Promise<TenantAnimalRow> {
  const [row] = await ex.insert(tenantAnimals).values({
    userId,
    name: animal.name,
    species: animal.species,
    breed: animal.breed ?? null,
    weightLbs: animal.weight_lbs ?? null,
    serviceAnimalType: animal.service_animal_type,
    photoFileIds: animal.photo_file_ids,
    notes: animal.notes ?? null,
  }).returning();
  return row;
}

/** Applies only the keys present in the patch. */
export async function updateTenantAnimal(ex: Executor, id: number, patch: TenantAnimalPatch): Promise<TenantAnimalRow> {
  const columns: Partial<typeof tenantAnimals.$inferInsert> = {
    name: patch.name,
    species: patch.species,
    breed: patch.breed,
    weightLbs: patch.weight_lbs,
    serviceAnimalType: patch.service_animal_type,
    photoFileIds: patch.photo_file_ids,
    notes: patch.notes,
  };
  const present = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  const [row] = await ex.update(tenantAnimals).set({ ...present, updatedAt: new Date() }).where(eq(tenantAnimals.id, id)).returning();
  return row;
}

export async function deleteTenantAnimal(ex: Executor, id: number): Promise<void> {
  await ex.delete(tenantAnimals).where(eq(tenantAnimals.id, id));
}

/**
 * Someone who adds an animal is renting with one: the pets question is answered
 * by the act (spec §5 pets step), so the form does not have to ask it twice.
 */
export async function markRentingWithAnimal(ex: Executor, userId: number): Promise<void> {
  await ex.update(users).set({ isRentingWithAnimal: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The profile fact `tenant_animals_count` of GET /me/. */
export async function countTenantAnimals(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(tenantAnimals).where(eq(tenantAnimals.userId, userId));
  return Number(row.n);
}
