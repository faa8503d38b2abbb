import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { graphql, useFragment } from 'react-relay';
import { MANAGER_PERMISSION_AREAS, MANAGER_PERMISSION_AREA_LABELS } from '../../../../common/enums';
import type { CoManagersSection_building$key } from '../../__generated__/CoManagersSection_building.graphql';
import { TextField } from '../../shared/components/TextField';
import { reportTo } from './callbacks';
import { CheckboxGroup } from './CheckboxGroup';
import { errorsByField, SOMETHING_WENT_WRONG } from './formErrors';
import { graphQLName, labelOf } from './labels';
import styles from './ListingEditor.module.css';
import { useInviteCoManagerMutation } from './useInviteCoManagerMutation';
import { useRemoveCoManagerMutation } from './useRemoveCoManagerMutation';

const AREAS = MANAGER_PERMISSION_AREAS.map((a) => ({ value: graphQLName(a), label: MANAGER_PERMISSION_AREA_LABELS[a] }));

/** Nothing is checked here: the api answers an unknown email or no area as userErrors next to the field. */
const inviteSchema = z.object({ email: z.string(), permissionAreas: z.array(z.string()) });
type InviteValues = z.infer<typeof inviteSchema>;

/** People who help manage the home, each limited to some areas (spec manager permission areas). */
export function CoManagersSection({ building }: { building: CoManagersSection_building$key }) {
  const home = useFragment(graphql`
    fragment CoManagersSection_building on Building {
      id
      management { coManagers { userDatabaseId name email permissionAreas } }
    }
  `, building);
  const [invite, inviting] = useInviteCoManagerMutation();
  const [remove] = useRemoveCoManagerMutation();
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', permissionAreas: [] },
  });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const people = home.management?.coManagers ?? [];
  const submit = ({ email, permissionAreas }: InviteValues) => {
    invite({ buildingId: home.id, email, permissionAreas: permissionAreas as never[] }, {
      onDone: () => { setMessage({ text: `${email} can now help with this home.`, error: false }); reset(); },
      onUserErrors: (userErrors) => {
        for (const [field, text] of Object.entries(errorsByField(userErrors, ['email', 'permissionAreas']))) {
          setError(field === '_form' ? 'root.server' : (field as keyof InviteValues), { message: text });
        }
      },
      onFailure: () => setError('root.server', { message: SOMETHING_WENT_WRONG }),
    });
  };
  return (
    <section className={styles.section} aria-labelledby="co-managers-heading">
      <h2 id="co-managers-heading">Co-managers</h2>
      {people.length === 0 ? <p className="muted">Only you manage this home.</p> : (
        <ul className={styles.items}>
          {people.map((p) => (
            <li key={p.userDatabaseId} className={styles.item}>
              <span><strong>{p.name}</strong> ({p.email}) · {p.permissionAreas.map((a) => labelOf(AREAS, a)).join(', ')}</span>
              <button type="button" className="btn btn-quiet" aria-label={`Remove ${p.name}`}
                onClick={() => remove({ buildingId: home.id, userDatabaseId: p.userDatabaseId }, reportTo(setMessage, `Removed ${p.name}.`))}>Remove</button>
            </li>
          ))}
        </ul>
      )}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <form onSubmit={handleSubmit(submit)} noValidate className={styles.addForm} aria-label="Add a co-manager">
        <h3>Add a co-manager</h3>
        {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
        <TextField label="Their Hearth email" type="email" error={errors.email?.message} {...register('email')} />
        <CheckboxGroup legend="What they may do" options={AREAS} error={errors.permissionAreas?.message} registration={register('permissionAreas')} />
        <button type="submit" className="btn" disabled={inviting}>{inviting ? 'Adding…' : 'Add co-manager'}</button>
      </form>
    </section>
  );
}
