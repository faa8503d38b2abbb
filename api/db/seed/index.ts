import { addHours } from 'date-fns';
import { sql } from 'drizzle-orm';
import { addCalendarDays, utcMidnight } from '../../../common/calendar.js';
import { hashPassword } from '../../auth/passwords.js';
import { buildingPhotoPaths, bedroomPhotoPaths } from '../../providers/photos/index.js';
import { median, recommendedScore } from '../../domain/listings/recommended-score.js';
import type { Db } from '../client.js';
import { rows } from '../client.js';
import { bathrooms, bedrooms, buildings, parkingSpots, savedBuildings, users } from '../schema.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { planDemoHomes } from './homes.js';
import { seedHousemates } from './housemates.js';
import type { FileStorage } from '../../providers/storage.js';
import { seedDemoVendor } from './vendors.js';
import { totalRentCents, type PlannedHome } from './plan-types.js';

export interface SeedOptions {
  /**
   * The day the data is seeded (YYYY-MM-DD, default today in UTC). Homes, rooms
   * and prices never depend on it; availability and listing dates are counted from
   * it, so a fresh demo always has rooms free now and in the coming weeks.
   */
  today?: string;
  /** Where the demo company's sample documents are written (start-up passes the api's); without it only their rows are. */
  storage?: FileStorage;
}

/** Homes the demo tenant has saved, so "Saved listings" is not empty on first visit. */
const TENANT_SAVED_HOME_IDS = [2, 11, 20];

const addDays = (day: string, days: number) => utcMidnight(addCalendarDays(day, days));
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Fills an empty database with the demo users and homes, in one transaction.
 * Does nothing when any user exists, so it is safe on every start-up; an advisory
 * lock makes concurrent first starts (several api instances) take turns.
 */
export async function seedDemoData(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const today = opts.today ?? dateOnly(new Date());
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once: scrypt is slow on purpose
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const [{ count }] = await rows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM users`);
    if (count > 0) return false;

    const inserted = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({
        email: u.email, passwordHash, firstName: u.firstName, lastName: u.lastName,
        roles: [...u.roles], isStaff: u.isStaff ?? false, emailVerifiedAt: new Date(`${today}T00:00:00Z`),
      })))
      .returning({ id: users.id, email: users.email });
    const userIdByKey = new Map(DEMO_USERS.map((u) => [u.key, inserted.find((row) => row.email === u.email)!.id]));

    const homes = planDemoHomes();
    const medians = regionMedianRents(homes);
    await tx.insert(buildings).values(homes.map((h) => buildingRow(h, userIdByKey.get(h.owner)!, today, scoreOf(h, medians, today))));
    await tx.insert(bedrooms).values(homes.flatMap((h) => h.bedrooms.map((b) => ({
      id: b.id, buildingId: h.id, name: b.name, features: b.features,
      rentBaseCents: b.baseCents, rentUtilitiesCents: b.utilitiesCents, rentPlatformFeeCents: b.platformFeeCents,
      availableOn: dateOnly(addDays(today, b.availableInDays)), sizeSqFt: b.sizeSqFt, photoUrls: bedroomPhotoPaths(b.id, b.photoCount),
    }))));
    await tx.insert(bathrooms).values(homes.flatMap((h) => h.bathrooms.map((b) => ({ ...b, buildingId: h.id }))));
    await tx.insert(parkingSpots).values(homes.flatMap((h) => h.parkingSpots.map((p) => ({ ...p, buildingId: h.id }))));
    await tx.insert(savedBuildings).values(TENANT_SAVED_HOME_IDS.map((buildingId, i) => ({
      userId: userIdByKey.get('tenant')!, buildingId, savedAt: addHours(addDays(today, -i - 1), 18),
    })));
    // Rows were inserted with their planned ids: move each identity past them.
    for (const table of ['buildings', 'bedrooms', 'bathrooms', 'parking_spots']) {
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
    }
    await seedHousemates(tx, homes, today);
    await seedDemoVendor(tx, homes, userIdByKey, today, opts.storage);
    return true;
  });
}

function buildingRow(h: PlannedHome, managerUserId: number, today: string, recommendedScore: number) {
  return {
    id: h.id, managerUserId, title: h.title, description: h.description, propertyType: h.propertyType,
    street: h.street, city: h.city, state: h.state, zip: h.zip, region: h.region, latitude: h.latitude, longitude: h.longitude,
    homeAmenities: h.homeAmenities, storageTypes: h.storageTypes, petOptions: h.petOptions, utilitiesIncluded: h.utilitiesIncluded,
    accessMethod: h.accessMethod, pricingMode: h.pricingMode, photoUrls: buildingPhotoPaths(h.id, h.photoCount), recommendedScore,
    listedAt: h.listedDaysAgo === null ? null : addHours(addDays(today, -h.listedDaysAgo), 15),
  };
}

/** Median TOTAL_RENT of the listed bedrooms of each region: what "well priced" is measured against. */
function regionMedianRents(homes: PlannedHome[]): Map<string, number | null> {
  const byRegion = new Map<string, number[]>();
  for (const h of homes) {
    if (h.listedDaysAgo === null) continue;
    byRegion.set(h.region, [...(byRegion.get(h.region) ?? []), ...h.bedrooms.map(totalRentCents)]);
  }
  return new Map([...byRegion].map(([region, rents]) => [region, median(rents)]));
}

/** The same score the api keeps: photos, amenities, nearest availability, price against the region median. */
function scoreOf(h: PlannedHome, medians: Map<string, number | null>, today: string): number {
  return recommendedScore({
    photoCount: h.photoCount,
    amenityCount: h.homeAmenities.length,
    earliestAvailableOn: dateOnly(addDays(today, Math.min(...h.bedrooms.map((b) => b.availableInDays)))),
    today,
    minRentCents: Math.min(...h.bedrooms.map(totalRentCents)),
    regionMedianRentCents: medians.get(h.region) ?? null,
  });
}
