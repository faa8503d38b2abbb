import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_GROUPS } from '../../../../common/live.js';
import { rows, sql, type Executor } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { invalidInput } from '../../../http/errors.js';

const Setting = z.object({ notification_group: z.enum(NOTIFICATION_GROUPS), in_app: z.boolean(), email: z.boolean() });
const SettingsSchema = z.object({ settings: z.array(Setting) });
const PutBody = z.object({
  settings: z.array(Setting.partial({ in_app: true, email: true }).strict()).min(1).max(NOTIFICATION_GROUPS.length),
}).strict();

/** Every group, always: a group without a row has the defaults (in app on, email off), as recordEvent reads them. */
async function settingsOf(ex: Executor, userId: number) {
  const found = await rows<z.infer<typeof Setting>>(ex, sql`SELECT notification_group, in_app, email FROM notification_settings WHERE user_id = ${userId}`);
  return NOTIFICATION_GROUPS.map((group) => found.find((s) => s.notification_group === group)
    ?? { notification_group: group, in_app: true, email: false });
}

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
        await tx.execute(sql`INSERT INTO notification_settings (user_id, notification_group, in_app, email)
          VALUES (${me}, ${s.notification_group}, ${s.in_app ?? true}, ${s.email ?? false})
          ON CONFLICT (user_id, notification_group) DO UPDATE SET
            in_app = coalesce(${s.in_app ?? null}::boolean, notification_settings.in_app),
            email = coalesce(${s.email ?? null}::boolean, notification_settings.email), updated_at = now()`);
      }
      return { settings: await settingsOf(tx, me) };
    });
  });
};
