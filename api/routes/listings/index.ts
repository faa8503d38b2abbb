import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeCursor } from '../../http/cursor.js';
import type { AppDeps } from '../../deps.js';
import { toBuildingCardDto, toBuildingDto } from '../buildings/building-dto.js';
import { BuildingCardSchema, BuildingSchema } from '../buildings/building-schemas.js';
import { pageOf, readCursor } from '../../http/collection-params.js';
import { ListingQuery, type ListingFilters } from './listing-query.js';
import { SORT_KEYS, searchListings } from './listings-repository.js';

const ListingPage = pageOf(BuildingSchema);
const ListingCardPage = pageOf(BuildingCardSchema).describe('With view=card.');

/**
 * A page of cards is checked against the card page alone: the route's own serializer
 * (the union below) would first try, and fail, the whole page against full Buildings.
 * Anything else (an error body) is sent as it is.
 */
const sendCardPage = (payload: unknown) =>
  JSON.stringify(payload !== null && typeof payload === 'object' && 'results' in payload ? ListingCardPage.parse(payload) : payload);

/** Browse listed homes: guests through /g/listings, signed-in users through /listings (same filters). */
export const listingRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  const browse = async (request: FastifyRequest<{ Querystring: ListingFilters }>, reply: FastifyReply) => {
    const query = request.query;
    const viewer = request.auth?.userId ?? null;
    const after = readCursor(query.cursor, query.sort, SORT_KEYS[query.sort].kind);
    // One row more than asked tells whether another page follows.
    const pageFrom = <T extends { id: number; sort_key: number | string }>(found: T[]) => {
      const page = found.slice(0, query.limit);
      const last = page[page.length - 1];
      return { page, next_cursor: found.length > page.length ? encodeCursor({ scope: query.sort, key: last.sort_key, id: last.id }) : null };
    };
    if (query.view === 'card') {
      const { page, next_cursor } = pageFrom(await searchListings(db, query, viewer, after, query.limit + 1, 'card'));
      reply.serializer(sendCardPage);
      return { results: page.map((row) => toBuildingCardDto(row, viewer)), next_cursor };
    }
    const { page, next_cursor } = pageFrom(await searchListings(db, query, viewer, after, query.limit + 1));
    return { results: page.map((row) => toBuildingDto(row, viewer)), next_cursor };
  };

  const schema = (summary: string) => ({
    tags: ['listings'],
    summary,
    description: 'Filters combine with AND. A home matches the budget and move-in filters when one of its bedrooms '
      + 'has a TOTAL_RENT within the budget and is available on or before move_in_date. `pets` lists pets the home must all allow. '
      + '`view=card` answers each home without the fields only its own page shows (a list of cards needs none of them).',
    querystring: ListingQuery,
    response: { 200: z.union([ListingPage, ListingCardPage]) },
  });

  app.get('/g/listings', { config: { access: 'guest' }, schema: schema('Browse listed homes (guest or signed in)') }, browse);
  app.get('/listings', { config: { access: 'user' }, schema: schema('Browse listed homes, with is_saved for the caller') }, browse);
};
