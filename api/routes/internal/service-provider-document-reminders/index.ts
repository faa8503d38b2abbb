import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { isCalendarDate } from '../../../http/fields.js';
import { remindExpiringProviderDocuments } from '../../../jobs/document-reminders.js';

const RemindBody = z.object({
  as_of: z.string().refine(isCalendarDate, { error: 'Use a date, YYYY-MM-DD.' }).optional(),
}).strict().default({});

/** Staff run the vendors' document reminders now (docs/vendors.md "Company settings"); the scheduler runs them too. */
export const serviceProviderDocumentReminderRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post('/internal/service-provider-document-reminders', {
    config: { access: 'staff' },
    schema: {
      tags: ['internal'], summary: 'Send the due document reminders now (staff)', body: RemindBody,
      description: 'The owner of each vendor company gets one email per document lapsing within 30 days and one once it lapsed; '
        + 'idempotent (a reminder already sent is not sent again). `as_of` stands for today.',
      response: { 200: z.object({ reminders_sent: z.number().int() }) },
    },
  }, async (request) => ({ reminders_sent: await remindExpiringProviderDocuments(deps, { asOf: request.body?.as_of, triggerSource: 'HTTP' }) }));
};
