import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_GROUPS } from '../../../../common/live.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { invalidInput } from '../../../http/errors.js';
import { saveSetting, settingsOf } from './notification-settings-repository.js';

const Setting = z.object({ notification_group: z.enum(NOTIFICATION_GROUPS), in_app: z.boolean(), email: z.boolean() });
const SettingsSchema = z.object({ settings: z.array(Setting) });
const PutBody = z.object({
  settings: z.array(Setting.partial({ in_app: true, email: true }).strict()).min(1).max(NOTIFICATION_GROUPS.length),
}).strict();

export const notificationSettingsRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get('/me/notification-settings', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], summary: 'Your notification settings, one per group', response: { 200: SettingsSchema } },
  }, async (request) => ({ settings: await settingsOf(db, userId(request)) }));

  app.put('/me/notification-settings', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'], summary: 'Change the settings of the groups given (others stay)',
      body: PutBody, response: { 200: SettingsSchema },
    },
  }, async (request) => {
    const me = userId(request);
    const groups = request.body.settings.map((s) => s.notification_group);
    if (new Set(groups).size !== groups.length) throw invalidInput({ settings: 'Give each notification group once.' });
    return db.transaction(async (tx) => {
      for (const s of request.body.settings) {
        await saveSetting(tx, me, s);
      }
      return { settings: await settingsOf(tx, me) };
    });
  });
};
