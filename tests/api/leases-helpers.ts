import type { TestApi } from '../support/api.js';
import { prepareLease } from '../../api/routes/leases/prepare-lease.js';
import { apply, listedRooms, type ListedRoom } from './applications-helpers.js';

/** Shared by the lease and document-signing tests. */
export interface Lease {
  id: number;
  lifecycle_id: number;
  bedroom_id: number;
  status: string;
  lease_version: string;
  lease_version_name: string;
  security_deposit_cents: number;
  text: string;
  text_sha256: string;
  term: { start_date: string; end_date: string };
  rent_components: Record<string, number>;
  tenant_signature: { typed_name: string; signed_at: string } | null;
  manager_signature: { typed_name: string; signed_at: string } | null;
}

/** Listed rooms of homes that `manager@hearth.test` manages, in id order. */
export async function roomsOfManager(api: TestApi): Promise<ListedRoom[]> {
  return (await listedRooms(api)).filter((r) => r.manager_email === 'manager@hearth.test');
}

/** Applies for `room` as the demo user and prepares the lease, as approval would (slice 4B). */
export async function preparedLease(api: TestApi, token: string, email: string, room: ListedRoom, extra: Record<string, unknown> = {}): Promise<Lease> {
  const lifecycle = await apply(api, token, email, room, extra);
  await api.deps.database.db.transaction((tx) => prepareLease(tx, api.deps, lifecycle.id));
  const res = await api.call('GET', `/leases?lifecycle_id=${lifecycle.id}`, { token });
  return res.json().results[0] as Lease;
}

export function startSigning(api: TestApi, token: string, leaseId: number) {
  return api.call('POST', '/document-signing-url', { token, body: { lease_id: leaseId } });
}

/** Starts a session and signs with it; `typedName` must be the signer's full name. */
export async function sign(api: TestApi, token: string, leaseId: number, typedName: string, extra: Record<string, unknown> = {}) {
  const session = await startSigning(api, token, leaseId);
  if (session.statusCode !== 200) return session;
  return api.call('POST', '/document-signed', {
    token, body: { lease_id: leaseId, signing_token: session.json().signing_token, typed_name: typedName, agreed: true, ...extra },
  });
}
