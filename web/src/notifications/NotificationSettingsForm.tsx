import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { NOTIFICATION_GROUP_LABELS, type NotificationGroup } from '../../../common/live';
import type { NotificationSettingsForm_viewer$key } from '../__generated__/NotificationSettingsForm_viewer.graphql';
import styles from './Notifications.module.css';
import { useUpdateNotificationSettingsMutation } from './useUpdateNotificationSettingsMutation';

type GraphQLGroup = 'MANAGER_BUILDING' | 'MANAGER_USER' | 'LIFECYCLE' | 'TENANT_USER';
interface Values {
  settings: Array<{ group: GraphQLGroup; inApp: boolean; email: boolean }>;
}

const groupLabel = (group: string) => NOTIFICATION_GROUP_LABELS[group.toLowerCase() as NotificationGroup] ?? group;

/** Per notification group: shown in the app, sent by email. One Save for the table. */
export function NotificationSettingsForm({ viewer }: { viewer: NotificationSettingsForm_viewer$key }) {
  const { notificationSettings } = useFragment(
    graphql`
      fragment NotificationSettingsForm_viewer on Viewer {
        notificationSettings { group inApp email }
      }
    `,
    viewer,
  );
  const known = notificationSettings.filter((s): s is typeof s & { group: GraphQLGroup } => s.group !== '%future added value');
  const { register, handleSubmit, setError, formState: { errors, isDirty }, reset } = useForm<Values>({
    defaultValues: { settings: known.map(({ group, inApp, email }) => ({ group, inApp, email })) },
  });
  const [save, saving] = useUpdateNotificationSettingsMutation();
  const [saved, setSaved] = useState(false);

  const onSubmit = (values: Values) => {
    setSaved(false);
    save(values.settings, {
      onSaved: () => {
        reset(values);
        setSaved(true);
      },
      onUserErrors: (userErrors) => setError('root.server', { message: userErrors.map((e) => e.message).join(' ') }),
      onFailure: () => setError('root.server', { message: 'We could not save your settings. Check your connection and try again.' }),
    });
  };

  return (
    <form className={`card ${styles.settings}`} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="notification-settings-heading">
      <h2 id="notification-settings-heading">Notification settings</h2>
      {known.length === 0 ? (
        <p className="muted">No settings to change.</p>
      ) : (
        <table className={styles.settingsTable}>
          <thead>
            <tr><th scope="col">Group</th><th scope="col">In the app</th><th scope="col">By email</th></tr>
          </thead>
          <tbody>
            {known.map((setting, i) => (
              <tr key={setting.group}>
                <th scope="row">{groupLabel(setting.group)}</th>
                <td><input type="checkbox" aria-label={`${groupLabel(setting.group)}: in the app`} {...register(`settings.${i}.inApp`)} /></td>
                <td><input type="checkbox" aria-label={`${groupLabel(setting.group)}: by email`} {...register(`settings.${i}.email`)} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      {saved && !isDirty && <p role="status" className="alert alert-success">Settings saved.</p>}
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving || !isDirty}>{saving ? 'Saving…' : 'Save settings'}</button>
      </div>
    </form>
  );
}
