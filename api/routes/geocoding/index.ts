import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGION_SLUGS, cityPageBySlug } from '../../../common/regions.js';
import type { AppDeps } from '../../deps.js';
import { METRO_RADIUS_KM, placeByCity, placeNear, regionTimeZone, type RegionPlace } from '../../domain/regions/region-time-zones.js';
import { HttpError } from '../../http/errors.js';

const Body = z.object({
  region: z.string().max(64).optional(),
  city: z.string().trim().min(1, { error: 'Give a city.' }).max(100).optional(),
  state: z.string().trim().length(2, { error: 'Use the two-letter state code, e.g. NC.' }).optional(),
  latitude: z.number({ error: 'Give a latitude in degrees.' }).min(-90).max(90).optional(),
  longitude: z.number({ error: 'Give a longitude in degrees.' }).min(-180).max(180).optional(),
}).strict()
  .refine((b) => [b.region !== undefined, b.city !== undefined, b.latitude !== undefined || b.longitude !== undefined].filter(Boolean).length === 1,
    { error: 'Give one of: region, city (with an optional state), or latitude and longitude.', path: ['region'] })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), { error: 'Give latitude and longitude together.', path: ['longitude'] })
  .refine((b) => b.state === undefined || b.city !== undefined, { error: 'Give the city the state is for.', path: ['city'] });

const Answer = z.object({
  time_zone: z.string().describe('IANA zone, e.g. America/New_York.'),
  region: z.string().describe('The tenant sales region (city page) the place is in.'),
  city: z.string().nullable(),
});

const unknown = (field: string, message: string) => new HttpError(422, 'unknown_location', message, { [field]: message });

/** Which place a request names, or the 422 naming the field that names no place we serve. */
function locate(b: z.infer<typeof Body>): { place: RegionPlace | null; region: string } {
  if (b.region !== undefined) {
    const page = cityPageBySlug(b.region);
    if (!page) throw unknown('region', `Not a region we serve; use one of: ${REGION_SLUGS.join(', ')}.`);
    return { place: null, region: page.slug };
  }
  if (b.city !== undefined) {
    const place = placeByCity(b.city, b.state);
    if (!place) throw unknown('city', 'Not a city of the regions we serve (GET /tenant-sales-regions lists them).');
    return { place, region: place.region.slug };
  }
  const place = placeNear(b.latitude!, b.longitude!);
  if (!place) throw unknown('latitude', `Not within ${METRO_RADIUS_KM} km of a city of the regions we serve.`);
  return { place, region: place.region.slug };
}

/**
 * POST /geocoding/timezone (spec §7): the IANA zone of a region, a city, or a point,
 * answered from a local table (api/domain/regions/): nothing leaves the machine.
 */
export const geocodingRoutes: FastifyPluginAsync<AppDeps> = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post('/geocoding/timezone', {
    config: { access: 'user' },
    schema: {
      tags: ['regions'], summary: 'The time zone of a region, a city or a point', body: Body, response: { 200: Answer },
      description: 'Signed in. One of region (a tenant sales region slug), city (+ state), or latitude and longitude. '
        + 'A place outside the regions we serve: 422 unknown_location naming region, city or latitude.',
    },
  }, async (request) => {
    const { place, region } = locate(request.body);
    return { time_zone: place?.timeZone ?? regionTimeZone(cityPageBySlug(region)!), region, city: place?.city ?? null };
  });
};
