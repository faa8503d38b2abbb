import { useState, type FormEvent } from 'react';
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
  const [email, setEmail] = useState('');
  const [areas, setAreas] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const people = home.management?.coManagers ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    invite({ buildingId: home.id, email, permissionAreas: areas as never[] }, {
      onDone: () => { setMessage({ text: `${email} can now help with this home.`, error: false }); setEmail(''); setAreas([]); },
      onUserErrors: (userErrors) => setErrors(errorsByField(userErrors, ['email', 'permissionAreas'])),
      onFailure: () => setErrors({ _form: SOMETHING_WENT_WRONG }),
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
      <form onSubmit={submit} noValidate className={styles.addForm} aria-label="Add a co-manager">
        <h3>Add a co-manager</h3>
        {errors._form && <p role="alert" className="alert alert-error">{errors._form}</p>}
        <TextField label="Their Hearth email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <CheckboxGroup legend="What they may do" options={AREAS} value={areas} onChange={setAreas} error={errors.permissionAreas} />
        <button type="submit" className="btn" disabled={inviting}>{inviting ? 'Adding…' : 'Add co-manager'}</button>
      </form>
    </section>
  );
}
