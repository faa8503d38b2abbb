import { rows, sql } from '../../api/db/client.js';
import type { TestApi } from '../support/api.js';
import { uploadSample } from './uploads-helpers.js';

/** Shared by the service marketplace tests (issue 14, docs/vendors.md). */
export interface Activity {
  id: number;
  status: string;
  detail: 'full' | 'offer' | 'visit';
  home: { street: string | null; zip: string | null; city: string; title: string | null };
  access_requirement: string | null;
  access_notes: string | null;
  price_cents: number | null;
  holder: { id: number; name: string } | null;
  held_by_viewer: boolean;
  viewer_may: string[];
  history?: Array<{ action: string; from_status: string | null; to_status: string; actor_role: string; detail: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** Open every day 08:00-18:00 New York time. */
export const EVERY_DAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
  .map((d) => [d, { opens: '08:00', closes: '18:00' }]));

export const providerBody = (region: string, extra: Record<string, unknown> = {}) => ({
  name: 'Lopez Home Services', service_categories: ['property_inspections', 'small_repairs'], regions: [region],
  business_hours: EVERY_DAY, time_zone: 'America/New_York', ...extra,
});

/** A visit tomorrow 15:00-17:00 UTC: 10:00-12:00 (or 11:00-13:00 in summer) in New York. */
export function tomorrowWindow(days = 1) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { scheduled_start: `${day}T15:00:00Z`, scheduled_end: `${day}T17:00:00Z` };
}

export async function serviceTypeId(api: TestApi, template: string | null, name?: string): Promise<number> {
  const [row] = await rows<{ id: number }>(api.deps.database.db, template
    ? sql`SELECT id FROM service_types WHERE template = ${template}` : sql`SELECT id FROM service_types WHERE name = ${name!}`);
  return row!.id;
}

/** Uploads a PNG of purpose service_activity_photo as `token`'s user: proof of work for a hand-in. */
export const uploadJobPhoto = (api: TestApi, token: string) => uploadSample(api, token, 'service_activity_photo', 'png');

/** Moves a job's visit so that it started an hour ago (work can be handed in). */
export async function visitStarted(api: TestApi, id: number): Promise<void> {
  await api.deps.database.db.execute(sql`UPDATE service_activities SET scheduled_start = now() - interval '1 hour',
    scheduled_end = now() + interval '1 hour' WHERE id = ${id}`);
}

export async function errorOf(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, ...(res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error };
}

/** A day `days` from today (UTC), YYYY-MM-DD. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Hands in a document of the company (uploads a PDF of purpose service_provider_document first). */
export async function handInDocument(api: TestApi, token: string, providerId: number, kind: 'insurance_certificate' | 'w9', expiresOn?: string) {
  const fileId = await uploadSample(api, token, 'service_provider_document', 'pdf');
  return api.call('POST', `/residential-service-providers/${providerId}/documents`, {
    token, body: { document_kind: kind, file_id: fileId, ...(expiresOn ? { expires_on: expiresOn } : {}) },
  });
}

/** Connects the company's payout account through the local processor's link (its owner's token). */
export async function connectPayoutAccount(api: TestApi, token: string, providerId: number) {
  const link = await api.call('POST', `/residential-service-providers/${providerId}/payout-account`, { token });
  if (link.statusCode !== 200) throw new Error(`payout link: ${link.statusCode} ${link.body}`);
  return api.app.inject({ method: 'GET', url: link.json().url as string });
}

/** The onboarding steps after the company itself: insurance (a year), W-9, payout account. */
export async function finishOnboarding(api: TestApi, token: string, providerId: number): Promise<void> {
  for (const res of [
    await handInDocument(api, token, providerId, 'insurance_certificate', dayFromNow(365)),
    await handInDocument(api, token, providerId, 'w9'),
  ]) if (res.statusCode !== 201) throw new Error(`document: ${res.statusCode} ${res.body}`);
  const connected = await connectPayoutAccount(api, token, providerId);
  if (connected.statusCode !== 302) throw new Error(`connect: ${connected.statusCode} ${connected.body}`);
}
