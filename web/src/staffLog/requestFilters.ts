import type { BackendRequestFilter, HttpMethod, HttpStatusClass } from '../__generated__/StaffRequestsQuery.graphql';

export const STATUS_CLASSES: readonly { value: HttpStatusClass; label: string }[] = [
  { value: 'STATUS_2XX', label: '2xx success' },
  { value: 'STATUS_3XX', label: '3xx redirect' },
  { value: 'STATUS_4XX', label: '4xx refused or invalid' },
  { value: 'STATUS_5XX', label: '5xx server error' },
];
export const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  (value && (allowed as readonly string[]).includes(value) ? (value as T) : null);

/** The request log's filters, kept in the address so a filtered view can be shared; anything unknown is ignored. */
export function parseRequestFilter(params: URLSearchParams): BackendRequestFilter {
  const path = params.get('path')?.trim() ?? '';
  const user = params.get('user')?.trim() ?? '';
  return {
    pathPrefix: path.startsWith('/') ? path.slice(0, 300) : null,
    userId: /^[1-9][0-9]{0,9}$/.test(user) ? user : null,
    statusClass: pick(params.get('status'), STATUS_CLASSES.map((s) => s.value)),
    method: pick(params.get('method'), METHODS),
    impersonatedOnly: params.get('impersonated') === '1' ? true : null,
  };
}
