import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVAILABLE_SOON_DAYS } from '../../../common/market.js';
import { REGION_SLUGS } from '../../../common/regions.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { marketStats } from './market-stats-repository.js';
import { MarketStatsPage, MarketStatsQuery } from './market-stats-schemas.js';

/**
 * What the listed bedrooms of a city rent for and when they can be moved into (Hearth
 * design; the spec's per-home `estimated-rental-ranges` has no city form): the city
 * guides, /rent-estimate and /coliving-estimate read it. Guests may: it is the
 * listings' own facts, summed.
 */
export const marketStatsRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/g/market-stats', {
    config: { access: 'guest' },
    schema: {
      tags: ['listings'],
      summary: 'Rooms available and what they rent for, per city page',
      description: 'One result per city page (`region` narrows it to one). Homes are listed homes (as /g/listings); '
        + `the rent figures (TOTAL_RENT, cents a month) are of bedrooms that can be moved into within ${AVAILABLE_SOON_DAYS} days. `
        + '`bedroom_size` and `private_bath` narrow the room figures, never homes_listed. An unknown region is 422 `unknown_region`.',
      querystring: MarketStatsQuery,
      response: { 200: MarketStatsPage },
    },
  }, async (request) => {
    const { region } = request.query;
    if (region !== undefined && !(REGION_SLUGS as string[]).includes(region)) {
      throw new HttpError(422, 'unknown_region', 'Hearth has no city page of that name.', {
        region: `Choose one of ${REGION_SLUGS.join(', ')}.`,
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    return {
      as_of: today,
      soon_days: AVAILABLE_SOON_DAYS,
      results: await marketStats(db, region ? [region] : [...REGION_SLUGS], request.query, today),
    };
  });
};
