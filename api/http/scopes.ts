import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiTokenScope, ScopeArea } from '../../common/api-token-scopes.js';
import { HttpError } from './errors.js';

/**
 * What a partner API token (typ "partner", api/auth/partner-tokens.ts) may call.
 * Each route is in one area and needs `<area>:read` for GET/HEAD, `<area>:write`
 * for other methods; `none` is never reachable with a token (sign-in, passwords,
 * payment sources, staff, the tokens themselves: what a person does in person);
 * `any` needs a valid token of any scope (the token's own session, documents).
 * Session tokens (the web app) are not limited by scopes at all.
 */
export type ScopeDecision = ScopeArea | 'none' | 'any';
export type RouteScope = ScopeDecision | { read: ScopeDecision; write: ScopeDecision };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the route's entry in SCOPE_TABLE; a route with neither does not start. */
    scope?: RouteScope;
  }
}

const AREAS: Record<ScopeArea, readonly string[]> = {
  listings: ['/buildings', '/bedrooms', '/bathrooms', '/parking-spots', '/listings', '/rentals', '/g', '/ai', '/geocoding',
    '/me/saved-buildings', '/tenant-sales-regions', '/manager-overview', '/g/market-stats'],
  lifecycles: ['/lifecycles', '/applications', '/submit-application', '/lifecycle-categories', '/lifecycle-questions',
    '/lifecycle-tenant-financial-qualifications-submissions', '/information-requests', '/guarantor-connections',
    '/tenant-rental-references', '/leases', '/tenant-animals', '/me/:user/tenant-animals', '/me/applicant-profiles',
    '/me/renter-confirmation', '/users/:id/buildings', '/resolution-cases', '/resolution-proposals',
    '/resolution-case-categories', '/resolution-case-types', '/me/resolution-case-options', '/me/home', '/me/referral',
    '/renters-insurance-policies'],
  tickets: ['/maintenance-tickets', '/comment-thread', '/support-categories', '/service-activities', '/service-types',
    '/residential-service-providers'],
  money: ['/invoices', '/ledger', '/rent', '/tenant-deposits', '/tenant-invoices', '/tenant-payment-schedule',
    '/manager-deposit-stats', '/me/application-fee'],
  webhooks: ['/webhooks', '/events', '/event-types', '/notifications', '/me/notification-settings', '/digest'],
};

/** Never with a token: a person signs in, pays, proves who they are and manages tokens themselves. */
const NEVER = ['/authentication-token', '/internal', '/email-login', '/social-login', '/magic-link-login',
  '/verification-codes', '/set-to-email-login', '/local-identity', '/email-register', '/forgot-password', '/reset-password',
  '/verify-email', '/logout', '/change-password', '/assume-user-role', '/g/session', '/me/become-manager', '/payment-source',
  '/payment-sources', '/plaid-link-token', '/stripe-connect-account-link', '/stripe-info', '/test-payments',
  '/document-signed', '/document-signing-url', '/me/id-verification', '/me/screening', '/me/applicant-information-release-consent',
  '/users/:id/set-has-ssn', '/users/:id/fetch-id-verification',
  // Issue 15's staff console (other slices): finding users, the schema, the request log, forms.
  '/users', '/schema', '/backend-requests', '/tally-form-submissions', '/global-search'];

/** Any valid token: the api's own description, the token's session, signed file addresses (each address is its own grant). */
const ANY = ['/health', '/openapi.json', '/.well-known', '/metrics', '/me/session', '/files', '/signed-urls', '/uploads'];

/** Each route prefix under /v20 and its decision; the longest matching prefix wins. */
export const SCOPE_TABLE: Record<string, RouteScope> = {
  ...Object.fromEntries(Object.entries(AREAS).flatMap(([area, prefixes]) => prefixes.map((p) => [p, area as ScopeArea]))),
  ...Object.fromEntries(NEVER.map((p) => [p, 'none'])),
  ...Object.fromEntries(ANY.map((p) => [p, 'any'])),
  // The profile may be read by an integration; changing it is the person's.
  '/me': { read: 'any', write: 'none' },
};

const API_PREFIX = '/v20';

/** The table's decision for a registered URL (`/v20/buildings/:id`), or null when it has none. */
export function tableScopeOf(url: string): RouteScope | null {
  const path = url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
  let best: string | null = null;
  for (const prefix of Object.keys(SCOPE_TABLE)) {
    const matches = path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.length)) best = prefix;
  }
  return best ? SCOPE_TABLE[best]! : null;
}

const READS = new Set(['GET', 'HEAD']);

/** The scope a partner token needs for this method, `none` or `any`. */
export function requiredScope(scope: RouteScope, method: string): ApiTokenScope | 'none' | 'any' {
  const isRead = READS.has(method.toUpperCase());
  const decision = typeof scope === 'string' ? scope : isRead ? scope.read : scope.write;
  if (decision === 'none' || decision === 'any') return decision;
  return `${decision}:${isRead ? 'read' : 'write'}`;
}

export const partnerTokenNotAllowed = () => new HttpError(403, 'partner_token_not_allowed',
  'API tokens cannot do this. Sign in to Hearth as yourself to do it.');

/** Refuses a partner token without the route's scope; other tokens pass. */
export function enforceScope(request: FastifyRequest): void {
  const auth = request.auth;
  const scope = request.routeOptions.config.scope;
  if (auth?.typ !== 'partner' || !scope) return;
  const needed = requiredScope(scope, request.method);
  if (needed === 'any') return;
  if (needed === 'none') throw partnerTokenNotAllowed();
  if (!auth.scopes?.includes(needed)) {
    throw new HttpError(403, 'scope_not_granted', `This API token lacks the scope ${needed}. Create a token with it to do this.`);
  }
}

/**
 * Every route must have a scope decision (its own `config.scope` or a table entry),
 * or the api refuses to start, so a new route decides what tokens may do with it.
 */
export function registerScopes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.access) return; // refused by the access check, or the documentation
    const scope = route.config.scope ?? tableScopeOf(route.url);
    if (!scope) throw new Error(`Route ${route.method} ${route.url} has no scope decision: add it to api/http/scopes.ts SCOPE_TABLE or declare config.scope`);
    route.config = { ...route.config, scope };
    // Shown to integrators in /v20/openapi.json beside x-access (copied by @fastify/swagger).
    route.schema = { ...route.schema, 'x-scope': scope } as typeof route.schema;
  });
  app.addHook('onRequest', async (request) => enforceScope(request));
}
