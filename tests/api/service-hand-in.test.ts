import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../api/db/client.js';
import { createTestApi, tokenFor, type TestApi } from '../support/api.js';
import { demoUserId, makeResident } from '../support/residents.js';
import {
  errorOf, finishOnboarding, providerBody, serviceTypeId, tomorrowWindow, uploadJobPhoto, visitStarted, type Activity,
} from './service-marketplace-helpers.js';
import { SAMPLE_FILES, uploadSample } from './uploads-helpers.js';
import { storeHandInPhotos } from '../../api/routes/service-activities/hand-in-photos.js';

/** Issue 14: proof of work (photos with the hand-in) and "on my way" (docs/vendors.md "Photos and on my way"). */
let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let home: number;
let inspection: number;

interface Photo { file_id: string; url: string; file_name: string; hand_in: string; handed_in_at: string }
type Job = Activity & { photos?: Photo[]; on_my_way: { at: string; eta_minutes: number | null } | null };

beforeAll(async () => {
  api = await createTestApi();
  for (const key of ['tenant', 'tenant2', 'manager', 'manager2', 'vendor', 'staff']) {
    tokens[key] = await tokenFor(api.deps, key);
    ids[key] = await demoUserId(api.deps, key);
  }
  // The three-role demo user's company (Morgan Fix-It) serves every region: the other vendor.
  tokens.vendor2 = await tokenFor(api.deps, 'multi', 'vendor');
  const [row] = await rows<{ id: number; region: string }>(api.deps.database.db, sql`SELECT b.id, b.region FROM buildings b
    WHERE b.manager_user_id = ${ids.manager} AND b.region IS NOT NULL AND EXISTS (SELECT 1 FROM bedrooms r WHERE r.building_id = b.id)
    ORDER BY b.id LIMIT 1`);
  home = row!.id;
  await makeResident(api.deps, ids.tenant!, home);
  inspection = await serviceTypeId(api, 'initial_property_inspection');
  const created = await api.call('POST', '/residential-service-providers', { token: tokens.vendor, body: providerBody(row!.region) });
  if (created.statusCode !== 201) throw new Error(`provider: ${created.statusCode} ${created.body}`);
  await finishOnboarding(api, tokens.vendor!, created.json().id as number);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', url: string, who: string, body?: unknown) => api.call(method, url, { token: tokens[who], body });
const act = (id: number, verb: string, who: string, body: unknown = {}) => call('POST', `/service-activities/${id}/${verb}`, who, body);
const ok = async (id: number, verb: string, who: string, body: unknown = {}): Promise<Job> => {
  const res = await act(id, verb, who, body);
  if (res.statusCode !== 200) throw new Error(`${verb}: ${res.statusCode} ${res.body}`);
  return res.json() as Job;
};
/** A job of the manager's home, held by the vendor, its visit under way (or only scheduled, with started = false). */
const scheduledJob = async (access = 'tenants_present', started = true): Promise<number> => {
  const res = await call('POST', '/service-activities', 'manager', { building_id: home, service_type_id: inspection, access_requirement: access });
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
  const id = (res.json() as Activity).id;
  await ok(id, 'accept', 'vendor');
  await ok(id, 'schedule', 'vendor', tomorrowWindow());
  if (started) await visitStarted(api, id);
  return id;
};
const submit = (id: number, photos: string[], extra: Record<string, unknown> = {}) =>
  act(id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA', photo_file_ids: photos, ...extra });
const read = async (id: number, who: string) => call('GET', `/service-activities/${id}`, who);
const manager2Home = async () => (await rows<{ id: number }>(api.deps.database.db, sql`SELECT id FROM buildings
  WHERE manager_user_id = ${ids.manager2} ORDER BY id LIMIT 1`))[0]!.id;

describe('hand-in photos', () => {
  it('a complete hand-in needs at least one photo: 422 photos_required naming photo_file_ids; incomplete may have none', async () => {
    const id = await scheduledJob();
    expect(await errorOf(await submit(id, []))).toMatchObject({ status: 422, code: 'photos_required', fields: { photo_file_ids: expect.any(String) } });
    expect(await errorOf(await act(id, 'status', 'vendor', { status: 'SUBMITTED_PENDING_QA' })))
      .toMatchObject({ status: 422, code: 'photos_required' });
    expect((await read(id, 'vendor')).json()).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', photos: [] });
    const incomplete = await ok(id, 'status', 'vendor', { status: 'SUBMITTED_VENDOR_INCOMPLETE', note: 'No power in the attic' });
    expect(incomplete).toMatchObject({ status: 'SUBMITTED_VENDOR_INCOMPLETE', photos: [] });
  });

  it('refuses a foreign upload, another purpose, a malformed id, a repeat in the list and more than 20, naming photo_file_ids.N', async () => {
    const id = await scheduledJob();
    const mine = await uploadJobPhoto(api, tokens.vendor!);
    const managers = await uploadJobPhoto(api, tokens.manager!);
    const document = await uploadSample(api, tokens.vendor!, 'service_provider_document', 'pdf');
    expect(await errorOf(await submit(id, [managers]))).toMatchObject({ status: 400, fields: { 'photo_file_ids.0': expect.any(String) } });
    expect(await errorOf(await submit(id, [mine, document]))).toMatchObject({ status: 400, fields: { 'photo_file_ids.1': expect.any(String) } });
    expect(await errorOf(await submit(id, ['not-a-file']))).toMatchObject({ status: 400, fields: { 'photo_file_ids.0': expect.any(String) } });
    expect(await errorOf(await submit(id, [mine, mine]))).toMatchObject({ status: 400, fields: { 'photo_file_ids.1': expect.stringContaining('twice') } });
    expect(await errorOf(await submit(id, Array(21).fill(mine)))).toMatchObject({ status: 400, fields: { photo_file_ids: expect.stringContaining('20') } });
    // Nothing of the refused attempts was kept: the job is still scheduled, without photos.
    expect((await read(id, 'vendor')).json()).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', photos: [], submission: null });
  });

  it('a reserved but never uploaded file is refused; a photo handed in once cannot prove another visit (422 photo_already_used)', async () => {
    const signed = await api.call('POST', '/signed-urls', {
      token: tokens.vendor, body: { file_name: 'roof.png', content_type: 'image/png', purpose: 'service_activity_photo', size_bytes: SAMPLE_FILES.png.length },
    });
    const first = await scheduledJob();
    expect(await errorOf(await submit(first, [signed.json().file_id as string]))).toMatchObject({ status: 400, fields: { 'photo_file_ids.0': expect.any(String) } });
    const photo = await uploadJobPhoto(api, tokens.vendor!);
    expect((await submit(first, [photo])).statusCode).toBe(200);
    const second = await scheduledJob();
    const fresh = await uploadJobPhoto(api, tokens.vendor!);
    expect(await errorOf(await submit(second, [fresh, photo]))).toMatchObject({ status: 422, code: 'photo_already_used', fields: { 'photo_file_ids.1': expect.any(String) } });
  });

  it('one photo handed in with two jobs at once: one hand-in keeps it, the other is 422 photo_already_used and changes nothing', async () => {
    const [first, second] = [await scheduledJob(), await scheduledJob()];
    const photo = await uploadJobPhoto(api, tokens.vendor!);
    const answers = await Promise.all([submit(first, [photo]), submit(second, [photo])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422)!;
    expect(await errorOf(refused)).toMatchObject({ code: 'photo_already_used', fields: { 'photo_file_ids.0': expect.any(String) } });
    const statuses = await Promise.all([first, second].map(async (id) => ((await read(id, 'vendor')).json() as Job).status));
    expect(statuses.sort()).toEqual(['APPOINTMENT_SCHEDULED', 'SUBMITTED_PENDING_QA']);
  });

  it('a photo a racing hand-in stored after the check is still refused 422 when stored (the unique file decides)', async () => {
    const [first, second] = [await scheduledJob(), await scheduledJob()];
    const photo = await uploadJobPhoto(api, tokens.vendor!);
    expect((await submit(first, [photo])).statusCode).toBe(200);
    const [entry] = await rows<{ id: number }>(api.deps.database.db, sql`SELECT id FROM service_activity_history WHERE service_activity_id = ${second} ORDER BY id DESC LIMIT 1`);
    // As if the check had passed before the other hand-in committed: only the insert is left to notice.
    await expect(storeHandInPhotos(api.deps.database.db, { activityId: second, historyId: entry!.id, userId: ids.vendor!, fileIds: [photo] }))
      .rejects.toMatchObject({ status: 422, code: 'photo_already_used' });
  });

  it('photos are stored with the hand-in\'s timeline entry, in the same transaction; a return visit adds its own', async () => {
    const id = await scheduledJob();
    const [a, b] = [await uploadJobPhoto(api, tokens.vendor!), await uploadJobPhoto(api, tokens.vendor!)];
    const handedIn = (await submit(id, [a, b], { note: 'Roof fine' })).json() as Job;
    expect(handedIn.photos!.map((p) => [p.file_id, p.hand_in])).toEqual([[a, 'submit_complete'], [b, 'submit_complete']]);
    expect(handedIn.history!.at(-1)).toMatchObject({ action: 'submit_complete', detail: { note: 'Roof fine', photo_file_ids: [a, b] } });
    const stored = await rows<{ uploaded_by_user_id: number; action: string }>(api.deps.database.db, sql`SELECT p.uploaded_by_user_id, h.action
      FROM service_activity_photos p JOIN service_activity_history h ON h.id = p.history_id WHERE p.service_activity_id = ${id} ORDER BY p.position`);
    expect(stored).toEqual([{ uploaded_by_user_id: ids.vendor, action: 'submit_complete' }, { uploaded_by_user_id: ids.vendor, action: 'submit_complete' }]);
    await ok(id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_INCOMPLETE', note: 'The attic is left' });
    await ok(id, 'schedule', 'vendor', tomorrowWindow());
    await visitStarted(api, id);
    const c = await uploadJobPhoto(api, tokens.vendor!);
    const again = (await submit(id, [c])).json() as Job;
    expect(again.photos!.map((p) => p.file_id)).toEqual([a, b, c]);
  });

  it('the holder, the home\'s manager and staff see the photos with a working read link; other vendors and tenants never', async () => {
    const id = await scheduledJob();
    const photo = await uploadJobPhoto(api, tokens.vendor!);
    expect((await submit(id, [photo])).statusCode).toBe(200);
    for (const who of ['vendor', 'manager', 'staff']) {
      const job = (await read(id, who)).json() as Job;
      expect(job.photos, who).toEqual([expect.objectContaining({ file_id: photo, file_name: 'sample.png', hand_in: 'submit_complete' })]);
      const bytes = await api.app.inject({ method: 'GET', url: job.photos![0]!.url }); // a signed link: no bearer needed
      expect(bytes.statusCode, who).toBe(200);
      expect(bytes.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    }
    const tenant = await read(id, 'tenant');
    expect(tenant.json()).toMatchObject({ detail: 'visit' });
    expect(tenant.json()).not.toHaveProperty('photos');
    expect(tenant.body).not.toContain(photo);
    const tenantList = await call('GET', '/service-activities?limit=100', 'tenant');
    expect(tenantList.body).not.toContain(photo);
    expect((await read(id, 'vendor2')).statusCode).toBe(404);
    expect((await call('GET', '/service-activities?limit=100', 'vendor2')).body).not.toContain(photo);
    expect((await read(id, 'manager2')).statusCode).toBe(404);
    // Nor the file itself without the signed link.
    expect((await call('GET', `/files/${photo}`, 'tenant')).statusCode).toBe(404);
    expect((await call('GET', `/files/${photo}`, 'vendor2')).statusCode).toBe(404);
  });

  it('photos come with the vendor\'s hand-in only: a manager checking the work cannot attach any (400 naming photo_file_ids)', async () => {
    const id = await scheduledJob();
    expect((await submit(id, [await uploadJobPhoto(api, tokens.vendor!)])).statusCode).toBe(200);
    const managers = await uploadJobPhoto(api, tokens.manager!);
    expect(await errorOf(await act(id, 'status', 'manager', { status: 'SUBMITTED_VENDOR_COMPLETE', photo_file_ids: [managers] })))
      .toMatchObject({ status: 400, fields: { photo_file_ids: expect.any(String) } });
  });
});

interface NotificationRow { user_id: number; title: string; body: string }
const notificationsOf = (id: number) => rows<NotificationRow>(api.deps.database.db, sql`SELECT n.user_id, n.title, n.body FROM notifications n
  JOIN events e ON e.id = n.event_id WHERE e.subject_type = 'service_activity' AND e.subject_id = ${String(id)}
    AND e.data->>'action' = 'on_my_way' ORDER BY n.id`);

describe('GET /service-activities/in-full (the batch form of the single read, for list screens)', () => {
  it('answers each job as its single read does, newest first; ids the caller may not see are left out, not an error', async () => {
    const [first, second] = [await scheduledJob(), await scheduledJob()];
    const photo = await uploadJobPhoto(api, tokens.vendor!);
    expect((await submit(first, [photo])).statusCode).toBe(200);
    const batch = async (who: string, ids: number[]) => {
      const res = await call('GET', `/service-activities/in-full?ids=${ids.join(',')}`, who);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      return (res.json() as { results: Job[] }).results;
    };
    const holder = await batch('vendor', [first, second]);
    expect(holder.map((j) => j.id)).toEqual([second, first]);
    for (const job of holder) {
      const single = (await read(job.id, 'vendor')).json() as Job;
      expect({ ...job, photos: job.photos?.map((p) => p.file_id) }).toEqual({ ...single, photos: single.photos?.map((p) => p.file_id) });
    }
    expect(holder[1]!.photos).toEqual([expect.objectContaining({ file_id: photo, hand_in: 'submit_complete' })]);
    expect(holder[1]!.history!.length).toBeGreaterThan(0);
    // The home's manager sees both in full; a resident sees the visits without photos; another company, another manager: nothing.
    expect((await batch('manager', [first, second])).map((j) => j.detail)).toEqual(['full', 'full']);
    const resident = await batch('tenant', [first, second]);
    expect(resident.map((j) => j.detail)).toEqual(['visit', 'visit']);
    expect(JSON.stringify(resident)).not.toContain(photo);
    expect(await batch('vendor2', [first, second])).toEqual([]);
    expect(await batch('manager2', [first, second])).toEqual([]);
    // Mixed: only what the caller may see comes back.
    const mine = (await call('POST', '/service-activities', 'manager2', { building_id: await manager2Home(), service_type_id: inspection, access_requirement: 'no_access_needed' }));
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await batch('manager2', [first, (mine.json() as Activity).id, second])).map((j) => j.id)).toEqual([(mine.json() as Activity).id]);
  });

  it('bad ids, too many ids, no ids or another parameter: 400 naming the field; no token: 401', async () => {
    for (const query of ['ids=abc', 'ids=1,-2', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, '', 'ids=1&limit=5']) {
      const res = await call('GET', `/service-activities/in-full?${query}`, 'vendor');
      expect(res.statusCode, query).toBe(400);
    }
    expect((await api.call('GET', '/service-activities/in-full?ids=1')).statusCode).toBe(401);
  });
});

describe('POST /service-activities/{id}/on-my-way', () => {
  it('the holder of a scheduled job says it; viewer_may offers it; a later ETA replaces the first; the visit moving clears it', async () => {
    const id = await scheduledJob('tenants_present', false);
    expect(((await read(id, 'vendor')).json() as Job).viewer_may).toContain('on_my_way');
    expect(((await read(id, 'manager')).json() as Job).viewer_may).not.toContain('on_my_way');
    const first = await ok(id, 'on-my-way', 'vendor', { eta_minutes: 30 });
    expect(first).toMatchObject({ status: 'APPOINTMENT_SCHEDULED', on_my_way: { at: expect.any(String), eta_minutes: 30 } });
    const second = await ok(id, 'on-my-way', 'vendor', { eta_minutes: 10 });
    expect(second.on_my_way).toMatchObject({ eta_minutes: 10 });
    expect(second.history!.filter((h) => h.action === 'on_my_way').map((h) => [h.from_status, h.to_status, h.detail]))
      .toEqual([['APPOINTMENT_SCHEDULED', 'APPOINTMENT_SCHEDULED', { eta_minutes: 30 }], ['APPOINTMENT_SCHEDULED', 'APPOINTMENT_SCHEDULED', { eta_minutes: 10 }]]);
    expect(await ok(id, 'on-my-way', 'vendor')).toMatchObject({ on_my_way: { eta_minutes: null } });
    // Tenants see when someone comes (and that they are on the way), the manager too.
    expect((await read(id, 'tenant')).json()).toMatchObject({ detail: 'visit', on_my_way: { eta_minutes: null } });
    expect((await read(id, 'manager')).json()).toMatchObject({ on_my_way: { eta_minutes: null } });
    expect(await ok(id, 'reschedule', 'vendor', tomorrowWindow(2))).toMatchObject({ on_my_way: null });
  });

  it('refusals: others 403, another status 422 naming the rule, an ETA outside 1..240 400 naming eta_minutes', async () => {
    const id = await scheduledJob('tenants_present', false);
    for (const who of ['manager', 'tenant', 'staff']) {
      expect(await errorOf(await act(id, 'on-my-way', who)), who).toMatchObject({ status: 403, code: 'service_activity_action_forbidden' });
    }
    expect((await act(id, 'on-my-way', 'vendor2')).statusCode).toBe(404);
    expect((await act(id, 'on-my-way', 'manager2')).statusCode).toBe(404);
    for (const eta of [0, 241, 2.5, '20']) {
      expect(await errorOf(await act(id, 'on-my-way', 'vendor', { eta_minutes: eta })), String(eta)).toMatchObject({ status: 400, fields: { eta_minutes: expect.any(String) } });
    }
    await ok(id, 'unschedule', 'vendor');
    expect(await errorOf(await act(id, 'on-my-way', 'vendor')))
      .toMatchObject({ status: 422, code: 'service_activity_transition_not_allowed', message: expect.stringContaining('rule on_my_way') });
  });

  it('writes one service_activity.updated event; tells the manager, and the tenants when they are to be present or the landlord lets the vendor in', async () => {
    for (const [access, tenantsTold] of [['tenants_present', true], ['landlord_present', true], ['none_vendor_direct_access', false]] as const) {
      const id = await scheduledJob(access, false);
      await ok(id, 'on-my-way', 'vendor', { eta_minutes: 25 });
      const events = await rows<{ event_type: string; data: Record<string, unknown> }>(api.deps.database.db, sql`SELECT event_type, data FROM events
        WHERE subject_type = 'service_activity' AND subject_id = ${String(id)} AND data->>'action' = 'on_my_way'`);
      expect(events).toEqual([{ event_type: 'service_activity.updated', data: expect.objectContaining({ status: 'APPOINTMENT_SCHEDULED', eta_minutes: 25 }) }]);
      const told = await notificationsOf(id);
      expect(told.filter((n) => n.user_id === ids.manager), access).toEqual([expect.objectContaining({ title: expect.stringContaining('is on the way'), body: expect.stringContaining('25 minutes') })]);
      expect(told.some((n) => n.user_id === ids.tenant), access).toBe(tenantsTold);
      expect(told.some((n) => n.user_id === ids.vendor), 'the vendor is not told of their own step').toBe(false);
    }
  });
});
