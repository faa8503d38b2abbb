import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CITY_PAGES } from '../../../common/regions.js';
import type { AppDeps } from '../../deps.js';
import { regionTimeZone } from '../../domain/regions/region-time-zones.js';

const RegionSchema = z.object({
  slug: z.string().describe('The region\'s value everywhere: buildings.region, a provider\'s regions, the listings filter.'),
  key: z.string(),
  title: z.string(),
  state: z.string(),
  cities: z.array(z.string()),
  time_zone: z.string(),
  listings_path: z.string(),
});

/** GET /tenant-sales-regions (spec §7): the city pages (spec §2), the regions homes and vendors are in. */
export const tenantSalesRegionRoutes: FastifyPluginAsync<AppDeps> = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/tenant-sales-regions', {
    config: { access: 'public' },
    schema: {
      tags: ['regions'], summary: 'The regions Hearth rents homes and books vendors in', security: [],
      response: { 200: z.object({ results: z.array(RegionSchema) }) },
      description: 'Anyone. The city pages of the public site, with their cities and time zone; a provider\'s regions are these slugs.',
    },
  }, async () => ({
    results: CITY_PAGES.map((p) => ({
      slug: p.slug, key: p.key, title: p.title, state: p.state, cities: [...p.cities], time_zone: regionTimeZone(p), listings_path: `/listings/${p.slug}`,
    })),
  }));
};
