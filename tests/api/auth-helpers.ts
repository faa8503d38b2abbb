import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { outboxMessages } from '../../api/db/schema.js';
import type { UserRole } from '../../common/enums.js';
import type { TestApi } from '../support/api.js';

export const PASSWORD = 'correct horse battery';

export interface Registered {
  email: string;
  token: string;
  userId: number;
}

let signUps = 0;
/**
 * Each test account signs up from an address of its own, as different people
 * would, so a file's many accounts stay under the sign-ups-per-address limit.
 */
export function nextSignUpAddress(): string {
  signUps += 1;
  return `100.64.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`;
}

/** A fresh account through POST /email-register (no dependency on the demo seed). */
export async function registerUser(api: TestApi, role: UserRole = 'tenant', extra: Record<string, unknown> = {}): Promise<Registered> {
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api.call('POST', '/email-register', {
    body: { email, password: PASSWORD, user_role: role, ...extra }, remoteAddress: nextSignUpAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { email, token: body.token, userId: body.user_id };
}

/** Signs in through POST /email-login, from the socket address `ip` when given. */
export async function login(api: TestApi, email: string, password = PASSWORD, role: UserRole = 'tenant', ip?: string) {
  return api.call('POST', '/email-login', { body: { email, password, user_role: role }, remoteAddress: ip });
}

export const claimsOf = (token: string) => decodeJwt(token);

/** The newest mail of a kind sent to `email`, as the outbox mailbox holds it. */
export async function lastMail(api: TestApi, email: string, kind: string) {
  const rows = await api.deps.database.db.select().from(outboxMessages)
    .where(eq(outboxMessages.toEmail, email)).orderBy(desc(outboxMessages.id));
  return rows.find((m) => m.kind === kind) ?? null;
}

/** The value of a query parameter in the link of a mail body. */
export function linkParam(body: string, name: string): string {
  const match = body.match(new RegExp(`[?&]${name}=([^&\\s]+)`));
  if (!match) throw new Error(`no ${name} in mail: ${body}`);
  return decodeURIComponent(match[1]!);
}
