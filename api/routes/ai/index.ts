import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { localListingAi, type ListingAi } from '../../providers/ai-descriptions.js';
import { lockOwnBuilding } from '../buildings/building-management-repository.js';
import { IdPathParams } from '../../http/collection-params.js';
import { logChange } from '../buildings/property-log-repository.js';
import { homeFacts } from './ai-repository.js';

const TourBody = z.object({ tour_notes: z.array(z.string().trim().min(1).max(2000)).min(1, { error: 'Give at least one tour note.' }).max(50) }).strict();

/**
 * Spec §7 /ai/buildings/{id}/...: writing help for the caller's own homes. Nothing is
 * saved to the home: the manager reads the text and keeps it with PATCH /buildings/{id}.
 */
export function aiRoutesWith(ai: ListingAi = localListingAi): FastifyPluginAsync<AppDeps> {
  return async (plain, deps) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const db = deps.database.db;
    const tags = ['ai'];
    const ownFacts = (manager: number, id: number, action: string) => db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, manager, id);
      await logChange(tx, home.id, manager, action, `Asked ${ai.name} for ${action.replace(/_/g, ' ')}`);
      return homeFacts(tx, home.id);
    });

    app.post('/ai/buildings/:id/descriptions', {
      config: { access: 'manager' },
      schema: { tags, summary: 'A title and description written from the home\'s data', params: IdPathParams,
        response: { 200: z.object({ building_id: z.number().int(), provider: z.string(), title: z.string(), description: z.string() }) } },
    }, async (request) => {
      const facts = await ownFacts(userId(request), request.params.id, 'ai_description');
      return { building_id: request.params.id, provider: ai.name, ...(await ai.describe(facts)) };
    });

    app.post('/ai/buildings/:id/listing-analysis', {
      config: { access: 'manager' },
      schema: { tags, summary: 'How strong the listing is, and what would improve it', params: IdPathParams,
        response: { 200: z.object({ building_id: z.number().int(), provider: z.string(), score: z.number().int(), strengths: z.array(z.string()), suggestions: z.array(z.string()) }) } },
    }, async (request) => {
      const facts = await ownFacts(userId(request), request.params.id, 'ai_listing_analysis');
      return { building_id: request.params.id, provider: ai.name, ...(await ai.analyzeListing(facts)) };
    });

    app.post('/ai/buildings/:id/tour-sentiment-analysis', {
      config: { access: 'manager' },
      schema: { tags, summary: 'The mood of tour feedback about the home', params: IdPathParams, body: TourBody,
        response: { 200: z.object({ building_id: z.number().int(), provider: z.string(), sentiment: z.enum(['positive', 'neutral', 'negative']), score: z.number(), positives: z.array(z.string()), concerns: z.array(z.string()) }) } },
    }, async (request) => {
      await ownFacts(userId(request), request.params.id, 'ai_tour_sentiment_analysis');
      return { building_id: request.params.id, provider: ai.name, ...(await ai.tourSentiment(request.body.tour_notes)) };
    });
  };
}

/** The route group with the configured (local) listing AI. */
export const aiRoutes: FastifyPluginAsync<AppDeps> = aiRoutesWith();
