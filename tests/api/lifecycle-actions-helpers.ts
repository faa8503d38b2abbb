import { sql } from 'drizzle-orm';
import type { TestApi } from '../support/api.js';
import { tokenFor } from '../support/api.js';
import { apply, listedRooms, type ListedRoom } from './applications-helpers.js';
import { query } from './listings-helpers.js';

/** Shared by the lifecycle action tests: the owner of the rooms, their rival, and the applicant. */
export interface Cast {
  manager: string;
  otherManager: string;
  tenant: string;
  otherTenant: string;
  rooms: ListedRoom[];
}

export async function castOf(api: TestApi): Promise<Cast> {
  return {
    manager: await tokenFor(api.deps, 'manager', 'manager'),
    otherManager: await tokenFor(api.deps, 'manager2', 'manager'),
    tenant: await tokenFor(api.deps, 'tenant'),
    otherTenant: await tokenFor(api.deps, 'tenant2'),
    rooms: (await listedRooms(api)).filter((r) => r.manager_email === 'manager@hearth.test'),
  };
}

export interface LifecycleDto {
  id: number; building_id: number; state: string; is_sent_to_manager: boolean; has_unsigned_manager_lease: boolean;
  allowed_actions: { manager: string[]; tenant: string[] }; assigned_bedroom: { id: number } | null;
  [key: string]: unknown;
}

/**
 * The tenant pays the application fee (test card 4242…) and answers every renter confirmation
 * question of the application, as the onboarding's last step does: the application is then complete.
 */
export async function finishOnboarding(api: TestApi, token: string, lifecycleId: number): Promise<void> {
  const fee = await api.call('POST', '/me/application-fee', {
    token, body: { lifecycle_id: lifecycleId, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  if (fee.statusCode !== 201) throw new Error(`application fee: ${fee.statusCode} ${fee.body}`);
  const questions = (await api.call('GET', `/lifecycles/${lifecycleId}/lifecycle-questions`, { token })).json().results as
    { id: number; response_type: string }[];
  for (const q of questions) {
    const res = await api.call('POST', `/lifecycle-questions/${q.id}/response`, { token, body: { response: q.response_type === 'confirm' ? 'yes' : 'Just me' } });
    if (res.statusCode !== 200) throw new Error(`answer: ${res.statusCode} ${res.body}`);
  }
}

/** An application the tenant has finished onboarding for, so its manager has it. */
export async function sentApplication(api: TestApi, cast: Cast, room: ListedRoom, token = cast.tenant, email = 'tenant@hearth.test') {
  const application = await apply(api, token, email, room);
  await finishOnboarding(api, token, application.id);
  return application;
}

/** A lease signed before the approval flow (like the demo housemates): the lifecycle is leased. */
export async function leasedLifecycle(api: TestApi, cast: Cast, room: ListedRoom) {
  const application = await apply(api, cast.tenant, 'tenant@hearth.test', room);
  await query(api, sql`UPDATE lifecycles SET lease_signed_at = now(), sent_to_manager_at = now() WHERE id = ${application.id}`);
  return application;
}

export function act(api: TestApi, token: string, id: number, action: string, body?: unknown) {
  return api.call('POST', `/lifecycles/${id}/${action}`, { token, body });
}
