import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { IdPathParams } from '../../http/collection-params.js';
import { payer } from './payer.js';
import { listSources, PaymentSourceSchema, removeSource, setAutopay } from './sources-repository.js';

/** The caller's saved payment sources (cards, bank accounts); saving one is POST /payment-source. */
export const paymentSourceRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['payment sources'];

  app.get('/payment-sources', {
    config: { access: 'user' },
    schema: { tags, summary: 'Your saved payment sources', response: { 200: z.object({ results: z.array(PaymentSourceSchema) }) } },
  }, async (request) => ({ results: await listSources(db, payer(request)) }));

  app.delete('/payment-sources/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Remove one of your payment sources', params: IdPathParams, response: { 204: z.null() } },
  }, async (request, reply) => {
    if (!(await removeSource(db, payer(request), request.params.id))) throw notFound('payment source');
    reply.status(204);
    return null;
  });

  app.post('/payment-sources/:id/autopay', {
    config: { access: 'user' },
    schema: { tags, summary: 'Make one of your sources the autopay source', params: IdPathParams, response: { 200: PaymentSourceSchema } },
  }, async (request) => {
    const owner = payer(request);
    return db.transaction(async (tx) => {
      const [source] = await listSources(tx, owner, request.params.id);
      if (!source) throw notFound('payment source');
      await setAutopay(tx, owner, source.id);
      return (await listSources(tx, owner, source.id))[0]!;
    });
  });
};
