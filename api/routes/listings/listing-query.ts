import { z } from 'zod';
import { LISTING_SORTS, PET_OPTIONS } from '../../../common/enums.js';
import { REGION_SLUGS } from '../../../common/regions.js';
import { isCalendarDate } from '../../http/fields.js';
import { BUILDING_CARD_OMITS } from '../buildings/building-schemas.js';
import { CursorParam, idListParam, LimitParam, MAX_PAGE_SIZE } from '../../http/collection-params.js';

const Cents = (name: string) =>
  z.coerce.number({ error: `${name} must be an amount in cents.` })
    .int({ error: `${name} must be a whole number of cents.` })
    .min(0, { error: `${name} cannot be negative.` })
    .max(100_000_000, { error: `${name} is too large.` })
    .optional();

const PetList = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : value),
  z.string().transform((text, ctx) => {
    const pets = [...new Set(text.split(',').map((p) => p.trim()).filter(Boolean))];
    const unknown = pets.filter((p) => !(PET_OPTIONS as readonly string[]).includes(p));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Unknown pet option ${unknown.join(', ')}; use ${PET_OPTIONS.join(', ')}.` });
      return z.NEVER;
    }
    return pets as (typeof PET_OPTIONS)[number][];
  }),
);

/**
 * `view`: how much of each home to answer. `full` (the default) is the whole Building
 * DTO; `card` is what a list of cards shows, without the fields only a home's own
 * page reads (BUILDING_CARD_OMITS): about a third of the bytes, and the api neither reads
 * those columns nor serialises them.
 */
export const LISTING_VIEWS = ['full', 'card'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** GET /g/listings and /listings: the browse filters of the v20 contract. */
export const ListingQuery = z.object({
  region: z.enum(REGION_SLUGS, { error: `region must be one of ${REGION_SLUGS.join(', ')}.` }).optional(),
  min_budget: Cents('min_budget'),
  max_budget: Cents('max_budget'),
  move_in_date: z.string().refine(isCalendarDate, { error: 'Give move_in_date as a real date, YYYY-MM-DD.' }).optional(),
  num_bedrooms: z.coerce.number({ error: 'num_bedrooms must be a whole number.' })
    .int({ error: 'num_bedrooms must be a whole number.' })
    .min(1, { error: 'num_bedrooms must be at least 1.' })
    .max(50, { error: 'num_bedrooms can be at most 50.' })
    .optional(),
  pets: PetList.optional(),
  sort: z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(', ')}.` }).default('recommended'),
  limit: LimitParam,
  cursor: CursorParam,
  ids: idListParam(MAX_PAGE_SIZE).optional(),
  view: z.enum(LISTING_VIEWS, { error: `view must be one of ${LISTING_VIEWS.join(', ')}.` }).default('full')
    .describe(`full (the default): whole Buildings. card: Buildings without ${BUILDING_CARD_OMITS.join(', ')} (a list of cards shows none of them).`),
}).strict().refine(
  (q) => q.min_budget === undefined || q.max_budget === undefined || q.min_budget <= q.max_budget,
  { error: 'max_budget cannot be below min_budget.', path: ['max_budget'] },
);
export type ListingFilters = z.infer<typeof ListingQuery>;
