import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { applicationBody, listedRooms, stayFor, submit, type ListedRoom } from './applications-helpers.js';
import { errorOf, query, unlistedHomeOf, userIdOf } from './listings-helpers.js';

let api: TestApi;
let tenant: string;
let rooms: ListedRoom[];
let nextRoom = 0;
/** A room nobody in this file has applied for yet. */
const freshRoom = () => rooms[nextRoom++];
const countLifecycles = async (email: string) =>
  (await query<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id
    WHERE lower(u.email) = ${email}`))[0].n;

beforeAll(async () => {
  api = await createTestApi();
  tenant = await tokenFor(api.deps, 'tenant');
  rooms = await listedRooms(api);
});
afterAll(() => api.close());

describe('POST /submit-application', () => {
  it('creates an active new-tenant application, signed now, with its renter confirmation questions', async () => {
    const room = freshRoom();
    const body = await applicationBody(api, 'tenant@hearth.test', room, { pets: [], promo_code: null });
    const res = await submit(api, tenant, body);
    expect(res.statusCode).toBe(201);
    const application = res.json();
    expect(application).toMatchObject({
      lifecycle_id: application.id, tenant_user_id: body.user_id, building_id: room.building_id,
      assigned_bedroom: { id: room.bedroom_id, building_id: room.building_id }, application_type: 'new_tenant',
      customer_case: null, move_in_date: body.move_in_date, move_out_date: body.move_out_date, pets: [],
      application_completed_at: null, application_deactivated_at: null, is_active: true, is_deactivated: false,
    });
    expect(Date.now() - Date.parse(application.application_signed_at)).toBeLessThan(60_000);
    const questions = await api.call('GET', `/lifecycles/${application.id}/lifecycle-questions`, { token: tenant });
    expect(questions.json().results.map((q: { kind: string }) => q.kind)).toEqual(['move_in_date', 'monthly_rent', 'house_rules', 'occupants']);
    const mine = await api.call('GET', '/applications/', { token: tenant });
    expect(mine.json().results[0].id).toBe(application.id);
  });

  it('a retried submission with the same Idempotency-Key creates one application and answers the same', async () => {
    const body = await applicationBody(api, 'tenant@hearth.test', freshRoom());
    const before = await countLifecycles('tenant@hearth.test');
    const first = await submit(api, tenant, body, 'apply-once-1');
    const again = await submit(api, tenant, body, 'apply-once-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countLifecycles('tenant@hearth.test')).toBe(before + 1);
  });

  it('the same Idempotency-Key with a different application is refused', async () => {
    const room = freshRoom();
    await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room), 'apply-once-2');
    const other = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom()), 'apply-once-2');
    expect(await errorOf(other)).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('refuses to apply in someone else\'s name, and creates nothing', async () => {
    const before = await countLifecycles('tenant2@hearth.test');
    const res = await submit(api, tenant, await applicationBody(api, 'tenant2@hearth.test', freshRoom()));
    expect(await errorOf(res)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await countLifecycles('tenant2@hearth.test')).toBe(before);
  });

  it('answers 404 for a bedroom that does not exist or whose home is not listed', async () => {
    const body = await applicationBody(api, 'tenant@hearth.test', freshRoom());
    expect((await submit(api, tenant, { ...body, bedroom_listing_id: 999999 })).statusCode).toBe(404);
    const unlisted = await unlistedHomeOf(api, 'manager@hearth.test');
    expect(await errorOf(await submit(api, tenant, { ...body, bedroom_listing_id: unlisted.bedroom_id })))
      .toMatchObject({ status: 404, code: 'not_found' });
  });

  it('needs a move-out after the move-in, and a move-in that has not passed', async () => {
    const body = await applicationBody(api, 'tenant@hearth.test', freshRoom());
    const backwards = await submit(api, tenant, { ...body, move_out_date: body.move_in_date });
    expect(await errorOf(backwards)).toMatchObject({ status: 400, code: 'move_out_before_move_in', fields: { move_out_date: expect.any(String) } });
    const past = await submit(api, tenant, { ...body, move_in_date: '2020-01-06' });
    expect(await errorOf(past)).toMatchObject({ status: 400, code: 'move_in_date_in_past', fields: { move_in_date: expect.any(String) } });
  });

  it('names each malformed field', async () => {
    const res = await submit(api, tenant, {
      user_id: 1, bedroom_listing_id: 'abc', move_in_date: '2026-02-30', move_out_date: 'soon', pets: ['parrots'], ssn: '1',
    });
    expect(await errorOf(res)).toMatchObject({
      status: 400, code: 'invalid_input',
      fields: expect.objectContaining({ bedroom_listing_id: expect.any(String), move_in_date: expect.any(String), move_out_date: expect.any(String), ssn: expect.any(String) }),
    });
  });

  it('refuses pets the home does not allow', async () => {
    const room = rooms.slice(nextRoom).find((r) => !r.pet_options.includes('large_dogs'))!;
    rooms = rooms.filter((r) => r !== room);
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room, { pets: ['large_dogs'] }));
    expect(await errorOf(res)).toMatchObject({ status: 422, code: 'pets_not_allowed', fields: { pets: expect.any(String) } });
  });

  it('accepts pets the home allows', async () => {
    const [room] = (await listedRooms(api, ['cats'])).filter((r) => rooms.slice(nextRoom).some((x) => x.bedroom_id === r.bedroom_id));
    rooms = rooms.filter((r) => r.bedroom_id !== room.bedroom_id);
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room, { pets: ['cats', 'cats'] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().pets).toEqual(['cats']);
  });

  it('refuses a move-in before the room is free', async () => {
    const room = freshRoom();
    const [free] = await query<{ day: string }>(api, sql`UPDATE bedrooms SET available_on = current_date + 60 WHERE id = ${room.bedroom_id}
      RETURNING available_on::text AS day`);
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', { ...room, available_on: '2000-01-01' }));
    // The day in words next to the move-in field, as the listing shows it.
    const words = `This room is free from ${formatDate(free.day)}. Choose that day or later.`;
    expect(await errorOf(res)).toMatchObject({ status: 422, code: 'bedroom_not_available', fields: { move_in_date: words } });
  });

  it('refuses dates that overlap a signed lease of the room', async () => {
    const room = freshRoom();
    const tenant2Id = await userIdOf(api, 'tenant2@hearth.test');
    const stay = stayFor(room);
    await query(api, sql`INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date, lease_signed_at)
      VALUES (${tenant2Id}, ${room.building_id}, ${room.bedroom_id}, ${stay.move_in_date}, ${stay.move_out_date}, now())`);
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room));
    expect(await errorOf(res)).toMatchObject({ status: 422, code: 'bedroom_not_available' });
  });
});

describe('promo codes', () => {
  it('are matched whatever their case and stored upper-case', async () => {
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom(), { promo_code: ' first50 ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().promo_code).toBe('FIRST50');
  });

  it('must exist and be active', async () => {
    const unknown = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom(), { promo_code: 'FREE-RENT' }));
    expect(await errorOf(unknown)).toMatchObject({ status: 422, code: 'unknown_promo_code', fields: { promo_code: expect.any(String) } });
    await query(api, sql`UPDATE promo_codes SET active = false WHERE code = 'FIRST150'`);
    const ended = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom(), { promo_code: 'FIRST150' }));
    expect(await errorOf(ended)).toMatchObject({ status: 422, code: 'unknown_promo_code' });
  });

  it('a six-month-minimum code needs a stay of six months', async () => {
    const room = freshRoom();
    const short = { ...stayFor(room, 5) };
    const refused = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room, { ...short, promo_code: 'HEARTHSTAY100' }));
    expect(await errorOf(refused)).toMatchObject({ status: 422, code: 'promo_code_requires_six_months', fields: { promo_code: expect.any(String) } });
    const accepted = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room, { ...stayFor(room, 6), promo_code: 'hearthstay100' }));
    expect(accepted.statusCode).toBe(201);
  });
});

describe('guarantors', () => {
  it('need a name and an email together', async () => {
    const onlyName = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom(), { guarantor_name: 'Pat Doe' }));
    expect(await errorOf(onlyName)).toMatchObject({ status: 400, code: 'invalid_input', fields: { guarantor_email: expect.any(String) } });
    const onlyEmail = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom(), { guarantor_email: 'pat@example.com', guarantor_name: '' }));
    expect(await errorOf(onlyEmail)).toMatchObject({ status: 400, fields: { guarantor_name: expect.any(String) } });
  });

  it('are invited by mail with the application', async () => {
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom(), {
      guarantor_name: 'Pat Doe', guarantor_email: 'Pat.Doe@Example.com',
    }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [connection] = await query<{ guarantor_email: string }>(api, sql`SELECT guarantor_email FROM guarantor_connections WHERE lifecycle_id = ${id}`);
    expect(connection.guarantor_email).toBe('pat.doe@example.com');
    const mails = await query<{ kind: string }>(api, sql`SELECT kind FROM outbox_messages WHERE to_email = 'pat.doe@example.com'`);
    expect(mails.map((m) => m.kind)).toContain('guarantor_invite');
  });

  it('cannot be the applicant', async () => {
    const res = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', freshRoom(), {
      guarantor_name: 'Me', guarantor_email: 'tenant@hearth.test',
    }));
    expect(await errorOf(res)).toMatchObject({ status: 400, fields: { guarantor_email: expect.any(String) } });
  });
});

describe('who may apply', () => {
  it('a user blocked from creating lifecycles is refused', async () => {
    await query(api, sql`UPDATE users SET blocked_from_creating_lifecycles_at = now() WHERE lower(email) = 'guarantor@hearth.test'`);
    const token = await tokenFor(api.deps, 'guarantor');
    const res = await submit(api, token, await applicationBody(api, 'guarantor@hearth.test', freshRoom()));
    expect(await errorOf(res)).toMatchObject({ status: 403, code: 'blocked_from_creating_lifecycles' });
  });

  it('a second active application for the same room is refused', async () => {
    const room = freshRoom();
    expect((await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room))).statusCode).toBe(201);
    const again = await submit(api, tenant, await applicationBody(api, 'tenant@hearth.test', room));
    expect(await errorOf(again)).toMatchObject({ status: 409, code: 'duplicate_active_application' });
  });

  it('two submissions for the same room at once make one application', async () => {
    const token = await tokenFor(api.deps, 'tenant2');
    const body = await applicationBody(api, 'tenant2@hearth.test', freshRoom());
    const answers = await Promise.all([submit(api, token, body, 'race-a'), submit(api, token, body, 'race-b')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await errorOf(answers.find((a) => a.statusCode === 409)!)).code).toBe('duplicate_active_application');
  });

  it('needs the tenant role and a signed-in user', async () => {
    const manager = await tokenFor(api.deps, 'manager', 'manager');
    const body = await applicationBody(api, 'manager@hearth.test', freshRoom());
    expect(await errorOf(await submit(api, manager, body))).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await submit(api, await api.guestToken(), body)).statusCode).toBe(401);
    expect((await api.call('POST', '/submit-application', { body })).statusCode).toBe(401);
  });
});
