import { addCalendarDays, utcDayOf, utcMidnight } from '../../../common/calendar.js';
import { ROOMMATE_QUESTIONS, type RoommateAnswers } from '../../../common/roommate-answers.js';
import { createPrng, type Prng } from '../../providers/photos/prng.js';
import type { Executor } from '../client.js';
import { applicantProfiles, lifecycles, users } from '../schema.js';
import type { PlannedHome } from './plan-types.js';

/**
 * Demo housemates: people already living in some demo homes, with a roommate
 * profile and a signed lease on one bedroom each, so that roommate compatibility
 * has someone to compare an applicant with. They cannot sign in (no password).
 *
 * A housemate's room is one the plan makes free only later (three weeks or
 * more after the seeding day): their lease ends the day before it is free, so
 * the listing, availability and scores of every home stay exactly as planned.
 */
export const HOUSEMATE_EMAIL_DOMAIN = 'housemates.hearth.test';
const HOMES_PER_CITY_PAGE = 4;
const OCCUPIED_FROM_DAYS = 21;

export interface PlannedHousemate {
  key: string;
  homeId: number;
  bedroomId: number;
  firstName: string;
  lastName: string;
  email: string;
  occupation: string;
  interests: string[];
  answers: RoommateAnswers;
  /** Days before the seeding day they moved in. */
  movedInDaysAgo: number;
  /** Days after the seeding day their lease ends (the day before the room is free). */
  leaseEndsInDays: number;
}

const FIRST_NAMES = ['Jordan', 'Priya', 'Marcus', 'Elena', 'Sam', 'Aisha', 'Diego', 'Hannah', 'Kwame', 'Mei', 'Noah', 'Sofia', 'Omar', 'Grace', 'Luca', 'Zoe', 'Tariq', 'Nina', 'Ben', 'Yara'];
const LAST_NAMES = ['Ellis', 'Shah', 'Bennett', 'Costa', 'Rivera', 'Okoro', 'Nakamura', 'Fischer', 'Mensah', 'Lin', 'Walsh', 'Duarte', 'Haddad', 'Park', 'Romano', 'Adler'];
const OCCUPATIONS = ['Software engineer', 'Graduate student', 'Nurse', 'Teacher', 'Barista', 'UX designer', 'Line cook', 'Physical therapist', 'Accountant', 'Lab technician', 'Musician', 'Paralegal'];
const INTERESTS = ['hiking', 'board games', 'cooking', 'running', 'live music', 'reading', 'yoga', 'photography', 'gardening', 'cycling', 'film', 'climbing', 'podcasts', 'baking'];

/** Homes with at least two rooms taken until later and one free soon, spread over every city page. */
function homesWithHousemates(homes: PlannedHome[]): PlannedHome[] {
  const eligible = homes.filter((h) => h.listedDaysAgo !== null
    && h.bedrooms.filter((b) => b.availableInDays >= OCCUPIED_FROM_DAYS).length >= 2
    && h.bedrooms.some((b) => b.availableInDays < OCCUPIED_FROM_DAYS));
  const byRegion = new Map<string, PlannedHome[]>();
  for (const h of eligible) byRegion.set(h.region, [...(byRegion.get(h.region) ?? []), h]);
  return [...byRegion.values()].flatMap((list) => list.slice(0, HOMES_PER_CITY_PAGE)).sort((a, b) => a.id - b.id);
}

/**
 * Housemates of one home lean towards a shared house culture (the first answer
 * drawn), as people who chose to live together tend to, without being clones.
 */
function answersFor(r: Prng, culture: RoommateAnswers | null): RoommateAnswers {
  const draw = <Q extends keyof RoommateAnswers>(q: Q) =>
    (culture && r.chance(0.6) ? culture[q] : r.pick(ROOMMATE_QUESTIONS[q].values)) as RoommateAnswers[Q];
  return {
    works_from_home: draw('works_from_home'),
    conflict_style: draw('conflict_style'),
    sharing: draw('sharing'),
    weekday_bedtime: draw('weekday_bedtime'),
    // Most people in shared homes do not smoke; the demo should look like that.
    smoker: r.chance(0.1) ? 'yes' : 'no',
    applicant_profile_roommate_relationship_preference: draw('applicant_profile_roommate_relationship_preference'),
    cooking: draw('cooking'),
    move_reason: r.pick(ROOMMATE_QUESTIONS.move_reason.values),
    unwind_ritual: draw('unwind_ritual'),
    plants: draw('plants'),
    weekend_vacancy: draw('weekend_vacancy'),
    common_area_contributions: r.sample(ROOMMATE_QUESTIONS.common_area_contributions.values, r.int(0, 2)),
  };
}

/** The demo housemates, the same on every run. */
export function planHousemates(homes: PlannedHome[]): PlannedHousemate[] {
  let n = 0;
  return homesWithHousemates(homes).flatMap((home) => {
    const r = createPrng(`demo-housemates-${home.id}`);
    const rooms = home.bedrooms.filter((b) => b.availableInDays >= OCCUPIED_FROM_DAYS);
    let culture: RoommateAnswers | null = null;
    return rooms.slice(0, r.int(2, 3)).map((room) => {
      n += 1;
      const answers = answersFor(r, culture);
      culture ??= answers;
      const [firstName, lastName] = [FIRST_NAMES[n % FIRST_NAMES.length], LAST_NAMES[(n * 7) % LAST_NAMES.length]];
      return {
        key: `housemate-${n}`, homeId: home.id, bedroomId: room.id, firstName, lastName,
        email: `${firstName}.${lastName}.${n}@${HOUSEMATE_EMAIL_DOMAIN}`.toLowerCase(),
        occupation: r.pick(OCCUPATIONS), interests: r.sample(INTERESTS, r.int(2, 4)), answers,
        movedInDaysAgo: r.int(60, 420), leaseEndsInDays: room.availableInDays - 1,
      };
    });
  });
}

const dayOffset = (today: string, days: number) => utcMidnight(addCalendarDays(today, days));
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** Inserts the planned housemates (users, profiles, signed leases) inside the seed's transaction. */
export async function seedHousemates(tx: Executor, homes: PlannedHome[], today: string): Promise<number> {
  const planned = planHousemates(homes);
  if (planned.length === 0) return 0;
  const inserted = await tx.insert(users).values(planned.map((h) => ({
    email: h.email, passwordHash: null, firstName: h.firstName, lastName: h.lastName, roles: ['tenant'],
    occupation: h.occupation, interests: h.interests, isRentingWithAnimal: false, needsScreening: false,
    applicantProfileRoommateRelationshipPreference: h.answers.applicant_profile_roommate_relationship_preference,
    emailVerifiedAt: dayOffset(today, -h.movedInDaysAgo - 40),
  }))).returning({ id: users.id, email: users.email });
  const idOf = new Map(inserted.map((u) => [u.email, u.id]));
  await tx.insert(applicantProfiles).values(planned.map(({ answers: a, ...h }) => ({
    userId: idOf.get(h.email)!, worksFromHome: a.works_from_home, conflictStyle: a.conflict_style, sharing: a.sharing,
    weekdayBedtime: a.weekday_bedtime, smoker: a.smoker, cooking: a.cooking, moveReason: a.move_reason,
    unwindRitual: a.unwind_ritual, plants: a.plants, weekendVacancy: a.weekend_vacancy,
    commonAreaContributions: a.common_area_contributions,
  })));
  await tx.insert(lifecycles).values(planned.map((h) => {
    const moveIn = dayOffset(today, -h.movedInDaysAgo);
    const before = (days: number) => utcMidnight(addCalendarDays(utcDayOf(moveIn), -days));
    return {
      tenantUserId: idOf.get(h.email)!, buildingId: h.homeId, assignedBedroomId: h.bedroomId,
      moveInDate: dateOnly(moveIn), moveOutDate: dateOnly(dayOffset(today, h.leaseEndsInDays)),
      applicationSignedAt: before(35), applicationCompletedAt: before(30), lifecycleTenantReferencesStepCompletedAt: before(33),
      tenantFinancialQualificationsStepCompletedAt: before(31), sentToManagerAt: before(29),
      leaseSignedAt: before(21), finalizedAt: before(20),
    };
  }));
  return planned.length;
}
