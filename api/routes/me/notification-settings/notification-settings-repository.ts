import { NOTIFICATION_GROUPS, type NotificationGroup } from '../../../../common/live.js';
import { rows, sql, type Executor } from '../../../db/client.js';
import type { NotificationSettingsRow } from '../../../db/__generated__/rows.js';

type SettingRow = Pick<NotificationSettingsRow, 'notification_group' | 'in_app' | 'email'>

/** Every group, always: a group without a row has the defaults (in app on, email off), as recordEvent reads them. */
export async function settingsOf(ex: Executor, userId: number) {
  const found = await rows<SettingRow>(ex, sql`SELECT notification_group, in_app, email FROM notification_settings WHERE user_id = ${userId}`);
  return NOTIFICATION_GROUPS.map((group) => found.find((s) => s.notification_group === group)
    ?? { notification_group: group, in_app: true, email: false });
}

/** One group's setting: a value not given keeps what was stored (or the default for a new row). */
export async function saveSetting(tx: Executor, me: number, s: { notification_group: NotificationGroup; in_app?: boolean | undefined; email?: boolean | undefined }): Promise<void> {
  await tx.execute(sql`INSERT INTO notification_settings (user_id, notification_group, in_app, email)
          VALUES (${me}, ${s.notification_group}, ${s.in_app ?? true}, ${s.email ?? false})
          ON CONFLICT (user_id, notification_group) DO UPDATE SET
            in_app = coalesce(${s.in_app ?? null}::boolean, notification_settings.in_app),
            email = coalesce(${s.email ?? null}::boolean, notification_settings.email), updated_at = now()`);
}
