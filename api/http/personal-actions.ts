import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from './errors.js';

/**
 * Actions a person must take themselves (spec §6, §8; docs/staff.md): while a
 * staff member impersonates them, these answer 401 `forbidden_as_impersonate_user`,
 * which the web client passes to the screen instead of signing out.
 * Each entry is `METHOD /route-template` as the api declares it (without /v20).
 */
export const PERSONAL_ACTIONS: readonly string[] = [
  // Paying.
  'POST /invoices/:id/attempt',
  'POST /invoices/:id/schedule-attempt',
  'POST /invoices/:id/payment-plan-installments',
  // Payment sources: add, remove, make default (autopay), and what adding one needs.
  'POST /payment-source',
  'DELETE /payment-sources/:id',
  'POST /payment-sources/:id/autopay',
  'POST /plaid-link-token',
  'POST /test-payments/card-tokens',
  // The password and the email address are the person's own proof of who they are.
  'POST /change-password',
  'POST /set-to-email-login',
  'POST /verify-email',
  // Signing a lease.
  'POST /document-signing-url',
  'POST /document-signed',
  // Accepting a resolution proposal.
  'POST /resolution-proposals/:id/accept',
  // Buying renters insurance (or vouching for one's own policy), and saying one has it.
  'POST /lifecycles/:id/renters-insurance-policy',
  'POST /me/renters-insurance-purchase-completed',
];

/** Partner API tokens are the person's own credentials: never created, rotated or revoked by staff. */
export const PERSONAL_PREFIXES: readonly string[] = ['/authentication-token'];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The route template without the api prefix, e.g. `/invoices/:id/attempt`. */
export function routeTemplate(request: FastifyRequest): string {
  return (request.routeOptions.url ?? '').replace(/^\/v20(?=\/)/, '');
}

export function isPersonalAction(method: string, template: string): boolean {
  if (PERSONAL_ACTIONS.includes(`${method} ${template}`)) return true;
  return !READS.has(method) && PERSONAL_PREFIXES.some((p) => template === p || template.startsWith(`${p}/`));
}

export const forbiddenAsImpersonateUser = () => new HttpError(401, 'forbidden_as_impersonate_user',
  "Staff can't do this on a user's behalf: only the person themselves can.");

/**
 * Called once per request by the access hook (api/http/access.ts), after the
 * token is checked: refuses personal actions while impersonating, and staff routes
 * to anything but a signed-in session (a partner token never reaches them).
 */
export function refuseWhileActingForSomeone(request: FastifyRequest): void {
  const auth = request.auth;
  if (!auth) return;
  if (auth.impersonatorId !== null && isPersonalAction(request.method, routeTemplate(request))) throw forbiddenAsImpersonateUser();
  if (request.routeOptions.config.access === 'staff' && auth.typ !== 'session') throw forbidden('Only a staff member\'s own session may do this.');
}
