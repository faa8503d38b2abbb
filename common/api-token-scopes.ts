/**
 * Partner API tokens (docs/partners.md): what a token may do is a set of scopes,
 * `<area>:read` (GET, HEAD) and `<area>:write` (every other method), one pair per
 * area. The api enforces them on every route (api/http/scopes.ts); the gateway
 * and the Developers page show and offer the same list.
 */
export const SCOPE_AREAS = ['listings', 'lifecycles', 'tickets', 'money', 'webhooks'] as const;
export type ScopeArea = (typeof SCOPE_AREAS)[number];

export const API_TOKEN_SCOPES = SCOPE_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const);
export type ApiTokenScope = `${ScopeArea}:${'read' | 'write'}`;

/** What each area covers, in words for the people choosing scopes. */
export const SCOPE_AREA_LABELS: Record<ScopeArea, string> = {
  listings: 'Homes and listings: homes, bedrooms, prices, photos, saved homes',
  lifecycles: 'Applications and leases: applicants, screening, leases, resolution cases',
  tickets: 'Tickets and services: maintenance tickets, comments, vendors, service jobs',
  money: 'Money: invoices, rent schedules, deposits, the ledger',
  webhooks: 'Webhooks and events: webhook endpoints, deliveries, the events feed, notifications',
};

/** The lifetimes offered; a custom date may be up to MAX_API_TOKEN_DAYS ahead. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const MAX_API_TOKEN_DAYS = 365;

export const isApiTokenScope = (value: string): value is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(value);
