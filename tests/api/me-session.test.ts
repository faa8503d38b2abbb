import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /me/session says who a token\'s session is, as the database says now', () => {
  it('answers a staff member\'s session with is_staff, and a guest\'s with no user', async () => {
    const staff = await api.login('staff');
    const res = await api.call('GET', '/me/session', { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_role: 'tenant', is_staff: true, typ: 'session' });
    expect(res.json().user_id).toBeGreaterThan(0);

    const guest = await api.call('GET', '/me/session', { token: await api.guestToken() });
    expect(guest.json()).toEqual({ user_id: null, user_role: null, is_staff: false, typ: 'guest' });
  });

  it('answers 401 once the session signed out, so nothing granted from the token outlives it', async () => {
    const staff = await api.login('staff');
    expect((await api.call('POST', '/logout', { token: staff })).statusCode).toBe(204);
    const res = await api.call('GET', '/me/session', { token: staff });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
  });
});
