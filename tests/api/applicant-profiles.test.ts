import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMMATE_QUESTION_KEYS } from '../../common/roommate-answers.js';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { ROSA_PROFILE } from './applicant-profile-helpers.js';
import { uploadSample } from './uploads-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const save = (token: string, body: unknown) => api.call('POST', '/me/applicant-profiles', { token, body });
const me = async (token: string) => (await api.call('GET', '/me/', { token })).json();

describe('applicant profiles', () => {
  it('has none until created (404), then shows all twelve answers and makes the profile complete (spec §5)', async () => {
    const rosa = await registerUser(api);
    expect((await api.call('GET', '/me/applicant-profiles', { token: rosa.token })).statusCode).toBe(404);
    const created = await save(rosa.token, ROSA_PROFILE);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...ROSA_PROFILE, user_id: rosa.userId, photo_file_ids: [], applicant_profile_photo_urls: [] });
    for (const question of ROOMMATE_QUESTION_KEYS) expect(created.json()).toHaveProperty(question);
    expect((await api.call('GET', '/me/applicant-profiles', { token: rosa.token })).json()).toEqual(created.json());
    expect(await me(rosa.token)).toMatchObject({
      occupation: 'ICU nurse', interests: ['hiking', 'board games'], applicant_profile_roommate_relationship_preference: 'balanced',
    });
  });

  it('replaces the profile when saved again (200)', async () => {
    const rosa = await registerUser(api);
    await save(rosa.token, ROSA_PROFILE);
    const res = await save(rosa.token, { ...ROSA_PROFILE, weekday_bedtime: 'late', common_area_contributions: [], interests: ['chess'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ weekday_bedtime: 'late', common_area_contributions: [], interests: ['chess'] });
    expect((await me(rosa.token)).interests).toEqual(['chess']);
  });

  it('names every missing or misspelt answer, and writes nothing', async () => {
    const rosa = await registerUser(api);
    const { occupation: _o, weekday_bedtime: _b, ...rest } = ROSA_PROFILE;
    const res = await save(rosa.token, { ...rest, interests: [], cooking: 'chef', common_area_contributions: ['hot tub'], smoker: 'No' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'common_area_contributions.0', 'cooking', 'interests', 'occupation', 'smoker', 'weekday_bedtime',
    ]);
    expect(res.json().error.fields.weekday_bedtime).toContain('Weekday bedtime');
    expect((await me(rosa.token)).occupation).toBeNull();
  });

  it('shows the caller\'s own profile photos, and refuses a photo uploaded by someone else', async () => {
    const rosa = await registerUser(api);
    const theo = await registerUser(api);
    const photo = await uploadSample(api, rosa.token, 'applicant_profile_photo', 'jpeg');
    const res = await save(rosa.token, { ...ROSA_PROFILE, photo_file_ids: [photo] });
    expect(res.statusCode).toBe(201);
    expect(res.json().photo_file_ids).toEqual([photo]);
    expect((await me(rosa.token)).applicant_profile_photo_urls).toHaveLength(1);
    const shown = await api.app.inject({ method: 'GET', url: (await me(rosa.token)).applicant_profile_photo_urls[0] });
    expect(shown.statusCode).toBe(200);
    const stolen = await save(theo.token, { ...ROSA_PROFILE, photo_file_ids: [photo] });
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().error.fields)).toEqual(['photo_file_ids']);
  });

  it('needs a signed-in user', async () => {
    const guest = await api.guestToken();
    expect((await save(guest, ROSA_PROFILE)).statusCode).toBe(401);
    expect((await api.call('GET', '/me/applicant-profiles', { token: guest })).statusCode).toBe(401);
  });
});
