import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';
import { registerUser } from './auth-helpers.js';
import { accept, completeGuarantorStep, invitedGuarantor, tenantWithApplication } from './guarantor-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = (token: string, url: string) => api.call('GET', url, { token });

describe('POST /guarantor-connections/{id}/accept', () => {
  it('makes the signed-in user the guarantor; accepting again changes nothing', async () => {
    const { guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    const res = await accept(api, guarantor.token, connectionId, inviteToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: connectionId, status: 'accepted', viewer_relationship: 'guarantor', tenant_first_name: 'Tara' });
    const again = await accept(api, guarantor.token, connectionId, inviteToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().accepted_at).toBe(res.json().accepted_at);
  });

  it('refuses a wrong token, and an unknown connection, alike with 404 invalid_invite_token', async () => {
    const { guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    const wrong = await accept(api, guarantor.token, connectionId, `${inviteToken.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('invalid_invite_token');
    const unknown = await accept(api, guarantor.token, 999_999, inviteToken);
    expect(unknown.json().error).toEqual(wrong.json().error);
    expect((await get(guarantor.token, '/guarantor-connections')).json().results).toEqual([]);
  });

  it('refuses the link to a second account once someone accepted it (409)', async () => {
    const { guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    await accept(api, guarantor.token, connectionId, inviteToken);
    const other = await registerUser(api);
    const res = await accept(api, other.token, connectionId, inviteToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('guarantor_connection_already_accepted');
    expect((await get(other.token, `/guarantor-connections/${connectionId}`)).statusCode).toBe(404);
  });

  it('refuses the tenant accepting their own invite with 422 guarantor_is_tenant', async () => {
    const { tenant, connectionId, inviteToken } = await invitedGuarantor(api);
    const res = await accept(api, tenant.token, connectionId, inviteToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('guarantor_is_tenant');
  });

  it('needs a token in the body (400) and a signed-in user (401)', async () => {
    const { guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    const empty = await api.call('POST', `/guarantor-connections/${connectionId}/accept`, { token: guarantor.token, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.invite_token).toBeDefined();
    const guest = await api.call('POST', `/guarantor-connections/${connectionId}/accept`, {
      token: await api.guestToken(), body: { invite_token: inviteToken },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('reading guarantor connections', () => {
  it('the tenant sees whom they invited; the guarantor sees only the tenant\'s first name and the city', async () => {
    const { tenant, guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    await accept(api, guarantor.token, connectionId, inviteToken);

    const mine = (await get(tenant.token, '/guarantor-connections')).json();
    expect(mine.results).toHaveLength(1);
    expect(mine.results[0]).toMatchObject({
      id: connectionId, viewer_relationship: 'tenant', guarantor_name: 'Gus Grant', guarantor_email: guarantor.email,
      status: 'accepted', building_id: expect.any(Number), resend_available_at: null,
    });

    const theirs = (await get(guarantor.token, '/guarantor-connections?as=guarantor')).json();
    expect(theirs.results).toHaveLength(1);
    const seen = theirs.results[0];
    expect(seen).toMatchObject({ viewer_relationship: 'guarantor', tenant_first_name: 'Tara', home_city: tenant.city, building_id: null, last_invite_sent_at: null });
    expect(JSON.stringify(seen)).not.toContain('Quinn');
    expect(JSON.stringify(seen)).not.toContain(tenant.email);
    expect((await get(guarantor.token, '/guarantor-connections?as=tenant')).json().results).toEqual([]);
  });

  it('shows an outsider nothing: an empty list and 404 for the connection and the lifecycle\'s', async () => {
    const { tenant, connectionId } = await invitedGuarantor(api);
    const outsider = await registerUser(api);
    expect((await get(outsider.token, '/guarantor-connections')).json()).toEqual({ results: [], next_cursor: null });
    expect((await get(outsider.token, `/guarantor-connections/${connectionId}`)).statusCode).toBe(404);
    expect((await get(outsider.token, `/lifecycles/${tenant.lifecycleId}/guarantor-connection`)).statusCode).toBe(404);
  });

  it('lets the invitee read the invite with its token before accepting, and nobody with a wrong token', async () => {
    const { guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    const res = await get(guarantor.token, `/guarantor-connections/${connectionId}?invite_token=${inviteToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ viewer_relationship: 'invitee', tenant_first_name: 'Tara', status: 'invited', building_id: null });
    const wrong = await get(guarantor.token, `/guarantor-connections/${connectionId}?invite_token=nope`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('invalid_invite_token');
  });

  it('pages newest first with a cursor, and refuses a cursor it did not issue', async () => {
    const tenant = await tenantWithApplication(api);
    for (const name of ['A', 'B', 'C']) {
      await api.call('POST', '/guarantor-connections', {
        token: tenant.token, body: { lifecycle_id: tenant.lifecycleId, guarantor_name: name, guarantor_email: `${name.toLowerCase()}-${tenant.userId}@example.com` },
      });
    }
    const first = (await get(tenant.token, '/guarantor-connections?limit=2')).json();
    expect(first.results.map((c: { guarantor_name: string }) => c.guarantor_name)).toEqual(['C', 'B']);
    const second = (await get(tenant.token, `/guarantor-connections?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second).toMatchObject({ results: [{ guarantor_name: 'A' }], next_cursor: null });
    const bad = await get(tenant.token, '/guarantor-connections?cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cursor).toBeDefined();
  });

  it('derives the status from the guarantor\'s screening and financial steps', async () => {
    const { tenant, guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    const status = async () => (await get(tenant.token, `/guarantor-connections/${connectionId}`)).json().status;
    expect(await status()).toBe('invited');
    await accept(api, guarantor.token, connectionId, inviteToken);
    expect(await status()).toBe('accepted');
    await completeGuarantorStep(api, connectionId, 'screening');
    expect(await status()).toBe('screening_completed');
    await completeGuarantorStep(api, connectionId, 'financials');
    expect(await status()).toBe('completed');
  });
});

describe('GET /lifecycles/{id}/guarantor-connection', () => {
  it('answers the tenant and the accepted guarantor, and 404 while the lifecycle has none', async () => {
    const { tenant, guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    const url = `/lifecycles/${tenant.lifecycleId}/guarantor-connection`;
    expect((await get(tenant.token, url)).json()).toMatchObject({ id: connectionId, viewer_relationship: 'tenant' });
    expect((await get(guarantor.token, url)).statusCode).toBe(404);
    await accept(api, guarantor.token, connectionId, inviteToken);
    expect((await get(guarantor.token, url)).json()).toMatchObject({ id: connectionId, viewer_relationship: 'guarantor' });

    const lonely = await tenantWithApplication(api);
    expect((await get(lonely.token, `/lifecycles/${lonely.lifecycleId}/guarantor-connection`)).statusCode).toBe(404);
  });
});

describe('GET /me/ guarantor_connections_as_guarantor_user', () => {
  it('lists the connections the user accepted, with their status and the tenant\'s first name', async () => {
    const { tenant, guarantor, connectionId, inviteToken } = await invitedGuarantor(api);
    expect((await get(guarantor.token, '/me/')).json().guarantor_connections_as_guarantor_user).toEqual([]);
    await accept(api, guarantor.token, connectionId, inviteToken);
    await completeGuarantorStep(api, connectionId, 'screening');
    const facts = (await get(guarantor.token, '/me/')).json().guarantor_connections_as_guarantor_user;
    expect(facts).toEqual([{
      guarantor_connection_id: connectionId, lifecycle_id: tenant.lifecycleId, status: 'screening_completed',
      tenant_first_name: 'Tara', accepted_at: expect.any(String),
    }]);
    expect((await get(tenant.token, '/me/')).json().guarantor_connections_as_guarantor_user).toEqual([]);
  });
});
