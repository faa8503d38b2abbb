// The Available Jobs filters live in the URL (?category=&region=&since=&minPay=), so a
// filtered list can be shared and survives a reload. Category and region go to the
// gateway; the posting date and the pay are checked here (the api has no such filter).
import { CITY_PAGES } from '../../../../common/regions';

export const CATEGORY_KEYS = [
  'PROPERTY_INSPECTIONS', 'HARDWARE_INSTALLATION', 'SMALL_REPAIRS', 'INTERIOR_PAINTING',
  'MARKETING_PHOTOGRAPHY_VIDEOGRAPHY', 'APPLICANT_TOURS', 'BEDROOM_TURNOVER_CLEANING', 'SPECIALIZED_CLEANING',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export type RegionKey = (typeof CITY_PAGES)[number]['key'];

export interface JobFilters {
  category: CategoryKey | null;
  region: RegionKey | null;
  /** Posted on or after this day (YYYY-MM-DD). */
  since: string | null;
  /** The least pay, in cents. */
  minPayCents: number | null;
}

/** The filters of a URL; a malformed value counts as no filter. */
export function jobFiltersOf(params: URLSearchParams): JobFilters {
  const category = params.get('category');
  const region = params.get('region');
  const since = params.get('since');
  const minPay = Number(params.get('minPay'));
  return {
    category: CATEGORY_KEYS.includes(category as CategoryKey) ? (category as CategoryKey) : null,
    region: CITY_PAGES.some((p) => p.key === region) ? (region as RegionKey) : null,
    since: since && /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : null,
    minPayCents: Number.isFinite(minPay) && minPay > 0 ? Math.round(minPay * 100) : null,
  };
}

/** The filters the gateway applies (the route loader's variables). */
export function gatewayJobFilters(params: URLSearchParams): { category: CategoryKey | null; region: RegionKey | null } {
  const f = jobFiltersOf(params);
  return { category: f.category, region: f.region };
}

/** Sets one filter on the URL's parameters (empty removes it); other parameters stay. */
export function withJobFilter(params: URLSearchParams, name: 'category' | 'region' | 'since' | 'minPay', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(name, value.trim());
  else next.delete(name);
  return next;
}

export function hasJobFilters(f: JobFilters): boolean {
  return Boolean(f.category || f.region || f.since || f.minPayCents);
}

interface OfferLike {
  readonly createdAt: string;
  readonly priceCents: number | null | undefined;
}

/** Whether an offer passes the filters the gateway does not apply (date, pay). */
export function matchesLocalFilters(job: OfferLike, f: JobFilters, timeZone?: string): boolean {
  if (f.minPayCents !== null && (job.priceCents ?? 0) < f.minPayCents) return false;
  if (f.since !== null && dayOf(job.createdAt, timeZone) < f.since) return false;
  return true;
}

/** The calendar day of an instant (YYYY-MM-DD) in the reader's zone, or the given one. */
function dayOf(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}
