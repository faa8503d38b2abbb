import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { ProfilePatch } from './profile-schemas.js';

export type UserRow = typeof users.$inferSelect;

export async function findProfileRow(ex: Executor, userId: number): Promise<UserRow | null> {
  const [row] = await ex.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Applies only the keys present in the patch; an absent key leaves its column alone. */
export async function updateProfileRow(ex: Executor, userId: number, patch: ProfilePatch): Promise<void> {
  const columns: Partial<typeof users.$inferInsert> = {
    firstName: patch.first_name,
    lastName: patch.last_name,
    phoneNumber: patch.phone_number,
    occupation: patch.occupation,
    interests: patch.interests,
    applicantProfileRoommateRelationshipPreference: patch.applicant_profile_roommate_relationship_preference,
    isRentingWithAnimal: patch.is_renting_with_animal,
  };
  const present = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  if (Object.keys(present).length === 0) return;
  await ex.update(users).set({ ...present, updatedAt: new Date() }).where(eq(users.id, userId));
}
