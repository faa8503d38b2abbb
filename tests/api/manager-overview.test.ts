import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { registerUser, type Registered } from './auth-helpers.js';
import { createHome, newBedroom } from './building-management-helpers.js';
import { makeInvoice } from './invoices-helpers.js';
import { query } from './listings-helpers.js';
import { addDays } from './money-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const today = new Date().toISOString().slice(0, 10);
const overviewOf = async (token: string) => (await api.call('GET', '/manager-overview', { token })).json();

async function addBedroom(token: string, homeId: number, name: string): Promise<number> {
  const res = await api.call('POST', `/buildings/${homeId}/bedrooms`, { token, body: newBedroom({ name }) });
  return res.json().id;
}

/** A lifecycle as the lease flow leaves it: `lease` signs it for [moveIn, moveOut); `sent` only sends it to the manager. */
async function lifecycle(tenant: Registered, homeId: number, bedroomId: number, f: {
  moveIn: string; moveOut: string; lease?: boolean; sent?: boolean; approved?: boolean; vacate?: string;
}): Promise<number> {
  const [row] = await query<{ id: number }>(api, sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, move_in_date, move_out_date, application_signed_at,
      sent_to_manager_at, approved_at, lease_signed_at, early_lease_termination_vacate_date)
    VALUES (${tenant.userId}, ${homeId}, ${bedroomId}, ${f.moveIn}, ${f.moveOut}, now(),
      ${f.sent || f.lease ? sql`now()` : null}, ${f.approved ? sql`now()` : null}, ${f.lease ? sql`now()` : null}, ${f.vacate ?? null})
    RETURNING id`);
  return row.id;
}

describe('GET /manager-overview', () => {
  let owner: Registered;
  let homeId: number;
  let rooms: Record<'lived' | 'next' | 'ended' | 'vacated', number>;
  let renter: Registered;

  beforeAll(async () => {
    owner = await registerUser(api, 'manager');
    homeId = (await createHome(api, owner.token, { title: 'Overview house' })).id;
    rooms = {
      lived: await addBedroom(owner.token, homeId, 'Room A'),
      next: await addBedroom(owner.token, homeId, 'Room B'),
      ended: await addBedroom(owner.token, homeId, 'Room C'),
      vacated: await addBedroom(owner.token, homeId, 'Room D'),
    };
    renter = await registerUser(api);
    const others = [await registerUser(api), await registerUser(api), await registerUser(api)];
    const lived = await lifecycle(renter, homeId, rooms.lived, { moveIn: addDays(today, -30), moveOut: addDays(today, 200), lease: true });
    await lifecycle(others[0], homeId, rooms.next, { moveIn: addDays(today, 12), moveOut: addDays(today, 300), lease: true });
    await lifecycle(others[1], homeId, rooms.ended, { moveIn: addDays(today, -300), moveOut: today, lease: true });
    await lifecycle(others[2], homeId, rooms.vacated, { moveIn: addDays(today, -100), moveOut: addDays(today, 100), lease: true, vacate: today });
    // Two applicants: one waits for a decision, one was approved already.
    await lifecycle(others[0], homeId, rooms.ended, { moveIn: addDays(today, 20), moveOut: addDays(today, 220), sent: true });
    await lifecycle(others[1], homeId, rooms.vacated, { moveIn: addDays(today, 20), moveOut: addDays(today, 220), sent: true, approved: true });
    // Tickets: one open, one completed.
    await query(api, sql`INSERT INTO maintenance_tickets (building_id, ticket_type, area, access_requirement, title, description,
      created_by_user_id, created_by_actor_role, status, completed_at) VALUES
      (${homeId}, 'maintenance_request', 'bedroom_1', 'tenants_present', 'Leak', 'The tap drips.', ${renter.userId}, 'tenant', 'in_progress', NULL),
      (${homeId}, 'maintenance_request', 'bedroom_1', 'tenants_present', 'Bulb', 'Bulb is out.', ${renter.userId}, 'tenant', 'completed', now())`);
    // Rent: one invoice past due and unpaid, one past due and paid, one not due yet.
    const invoice = (amountCents: number) => makeInvoice(api.deps, { tenantUserId: renter.userId, buildingId: homeId, lifecycleId: lived, amountCents });
    const late = await invoice(80_000);
    const paid = await invoice(70_000);
    await invoice(60_000);
    await query(api, sql`UPDATE invoices SET due_date = ${addDays(today, -5)} WHERE id IN (${late}, ${paid})`);
    await query(api, sql`UPDATE invoices SET payment_status = 'SUCCESSFUL', paid_at = now() WHERE id = ${paid}`);
    await query(api, sql`UPDATE bedrooms SET available_on = ${today} WHERE id = ${rooms.vacated}`);
  });

  it('says, per home, who lives there today, which rooms are free and when the next lease starts', async () => {
    const overview = await overviewOf(owner.token);
    expect(overview.as_of).toBe(today);
    expect(overview.homes).toEqual([{
      building_id: homeId, title: 'Overview house', is_listed: false, bedroom_count: 4, occupied_bedroom_count: 1,
      vacant_bedrooms: [
        { bedroom_id: rooms.next, name: 'Room B', available_from: '2030-01-01', leased_from: addDays(today, 12) },
        { bedroom_id: rooms.ended, name: 'Room C', available_from: '2030-01-01', leased_from: null },
        // Offered from today, but its approved applicant holds it from day 20 to day 220: free after that, as the listing says.
        { bedroom_id: rooms.vacated, name: 'Room D', available_from: addDays(today, 220), leased_from: null },
      ],
      applicants_waiting_count: 1,
      open_ticket_count: 1,
    }]);
  });

  it('counts rent past its due date and not paid as overdue', async () => {
    expect((await overviewOf(owner.token)).overdue).toEqual({ amount_cents: 80_000, invoice_count: 1 });
  });

  it('a co-manager sees only the figures of the areas they hold', async () => {
    const helper = await registerUser(api);
    await api.call('POST', `/buildings/${homeId}/managers`, { token: owner.token, body: { email: helper.email, permission_areas: ['leasing'] } });
    const asManager = (await api.call('POST', '/assume-user-role', { token: helper.token, body: { user_role: 'manager' } })).json().token;
    const overview = await overviewOf(asManager);
    expect(overview.homes).toEqual([expect.objectContaining({ building_id: homeId, applicants_waiting_count: 1, open_ticket_count: null })]);
    expect(overview.overdue).toBeNull();
  });

  it('a manager with no home yet has an empty overview; other roles are refused', async () => {
    const fresh = await registerUser(api, 'manager');
    expect(await overviewOf(fresh.token)).toEqual({ as_of: today, homes: [], overdue: null });
    expect((await api.call('GET', '/manager-overview', { token: renter.token })).statusCode).toBe(403);
    expect((await api.call('GET', '/manager-overview', { token: await tokenFor(api.deps, 'manager2', 'manager') })).json().homes.length).toBeGreaterThan(0);
  });
});
