import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_METHODS } from '../../../../common/enums.js';
import { answerLabel, ROOMMATE_QUESTION_KEYS, ROOMMATE_QUESTIONS } from '../../../../common/roommate-answers.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { answersOf } from '../applicant-profiles/applicant-profile-dto.js';
import { findCurrentHome, findHousemates, findOpenRooms, findProfiles } from './home-repository.js';

const tags = ['me'];

const RoommateAnswer = z.object({
  question: z.enum(ROOMMATE_QUESTION_KEYS as [string, ...string[]]).describe('The question (spec §3 roommate profile answers).'),
  label: z.string().describe('The question in a few words, e.g. "Works from home".'),
  answer: z.string().describe('The short label of the answer (several joined by commas for a list), e.g. "Sometimes".'),
});

const HomeSchema = z.object({
  lifecycle_id: z.number().int(),
  building_id: z.number().int(),
  building_title: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  bedroom: z.object({ id: z.number().int(), name: z.string() }),
  move_in_date: z.string(),
  move_out_date: z.string(),
  lease_signed_at: z.string(),
  countersigned_at: z.string().nullable(),
  access: z.object({
    method: z.enum(ACCESS_METHODS).nullable(),
    instructions: z.string(),
    wifi_network_name: z.string().nullable(),
    wifi_password: z.string().nullable(),
  }),
  housemates: z.array(z.object({
    user_id: z.number().int(),
    first_name: z.string(),
    bedroom_name: z.string(),
    move_in_date: z.string(),
    occupation: z.string().nullable(),
    interests: z.array(z.string()),
    roommate_answers: z.array(RoommateAnswer).describe('Empty when the housemate has no roommate profile.'),
  })),
  open_rooms: z.array(z.object({ bedroom_id: z.number().int(), name: z.string(), available_from: z.string(), rent_total_cents: z.number().int() })),
  checklist: z.object({
    lease_countersigned_at: z.string().nullable(),
    deposit_paid_at: z.string().nullable(),
    autopay_on: z.boolean(),
    renters_insurance_purchase_completed_at: z.string().nullable(),
    first_rent_paid_at: z.string().nullable(),
    access_ready: z.boolean(),
  }),
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * GET /me/home (issue 16, /my-hearth): the tenant's own current home, only once they
 * hold a signed lease that is not over; before that `home` is null. Residents see
 * their housemates' first names, rooms and roommate answers, and how to get in
 * (access method, instructions, wifi), which nobody else but the home's managers sees.
 */
export const myHomeRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/me/home', {
    config: { access: 'tenant' },
    schema: {
      tags, summary: 'Your current home: room, lease dates, housemates, access and move-in checklist',
      description: 'Tenant role, own data only. `home` is null until the caller has a signed lease that is not over.',
      response: { 200: z.object({ home: HomeSchema.nullable() }) },
    },
  }, async (request) => {
    const me = userId(request);
    const home = await findCurrentHome(db, me);
    if (!home) return { home: null };
    const [housemates, openRooms] = await Promise.all([findHousemates(db, home.building_id, me), findOpenRooms(db, home.building_id)]);
    const profiles = new Map((await findProfiles(db, housemates.map((h) => h.user_id))).map((p) => [p.user_id, p]));
    const wifiName = text(home.wifi_network_info?.network_name);
    const accessReady = (home.access_method !== null && home.access_method !== 'no_access_available') || text(home.access_instructions) !== null;
    return {
      home: {
        lifecycle_id: home.lifecycle_id,
        building_id: home.building_id,
        building_title: home.building_title,
        address: { street: home.street, city: home.city, state: home.state, zip: home.zip },
        bedroom: { id: home.bedroom_id, name: home.bedroom_name },
        move_in_date: home.move_in_date,
        move_out_date: home.move_out_date,
        lease_signed_at: home.lease_signed_at,
        countersigned_at: home.countersigned_at,
        access: {
          method: home.access_method,
          instructions: home.access_instructions ?? '',
          wifi_network_name: wifiName,
          wifi_password: wifiName ? text(home.wifi_network_info?.password) : null,
        },
        housemates: housemates.map((h) => {
          const profile = profiles.get(h.user_id);
          const answers = profile ? answersOf(profile) : null;
          return {
            user_id: h.user_id,
            first_name: h.first_name,
            bedroom_name: h.bedroom_name,
            move_in_date: h.move_in_date,
            occupation: h.occupation,
            interests: profile?.interests ?? [],
            roommate_answers: answers
              ? ROOMMATE_QUESTION_KEYS.map((q) => {
                const value = answers[q];
                const words = Array.isArray(value) ? value.map((v) => answerLabel(q, v).short).join(', ') : answerLabel(q, value).short;
                return { question: q, label: ROOMMATE_QUESTIONS[q].label, answer: words };
              }).filter((a) => a.answer !== '')
              : [],
          };
        }),
        open_rooms: openRooms,
        checklist: {
          lease_countersigned_at: home.countersigned_at,
          deposit_paid_at: home.deposit_paid_at,
          autopay_on: home.autopay_on,
          renters_insurance_purchase_completed_at: home.renters_insurance_purchase_completed_at,
          first_rent_paid_at: home.first_rent_paid_at,
          access_ready: accessReady,
        },
      },
    };
  });
};
