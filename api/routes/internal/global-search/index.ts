import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { GLOBAL_SEARCH_KINDS, globalSearch, MAX_SEARCH_LIMIT } from './global-search.js';
import { MAX_QUERY_LENGTH } from './search-terms.js';

const Query = z.object({
  q: z.string({ error: 'Type something to search for.' })
    .max(MAX_QUERY_LENGTH, { error: `Search for at most ${MAX_QUERY_LENGTH} characters.` })
    .describe('What staff typed: a name, an email or part of one, an address, a title, an id (123 or #123) or a Stripe invoice id.'),
  limit: z.coerce.number({ error: `limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}.` })
    .int({ error: `limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}.` })
    .max(MAX_SEARCH_LIMIT, { error: `limit can be at most ${MAX_SEARCH_LIMIT}.` })
    .default(20),
}).strict();

export const GlobalSearchResult = z.object({
  kind: z.enum(GLOBAL_SEARCH_KINDS).describe('What was found: user, home, bedroom, lifecycle, invoice, maintenance_ticket or resolution_case.'),
  id: z.number().int().describe('The id of the record found (of its kind).'),
  title: z.string().describe('The line to show: a name, a home title, an invoice description...'),
  subtitle: z.string().describe('The second line: email, address, status, amount...'),
  rank: z.number().describe('Higher is better; 3 is an exact id, email or Stripe invoice id match.'),
  url: z.string().describe('The web page staff should open for it, a path of the Hearth web app.'),
});

const Response = z.object({ results: z.array(GlobalSearchResult) });

/** GET /internal/global-search (spec §7 Internal): one box over people, homes, money and cases. */
export const globalSearchRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/internal/global-search', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal'],
      summary: 'Search users, homes, bedrooms, lifecycles, invoices, tickets and resolution cases, best match first (staff)',
      querystring: Query,
      response: { 200: Response },
    },
  }, async (request) => ({ results: await globalSearch(deps.database.db, request.query.q, request.query.limit) }));
};
