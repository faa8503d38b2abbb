import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BedroomsSection_building$key } from '../../__generated__/BedroomsSection_building.graphql';
import { TextField } from '../../components/TextField';
import { dollarsToCents, reportTo } from './callbacks';
import { CheckboxGroup } from './CheckboxGroup';
import { errorsByField, SOMETHING_WENT_WRONG } from './formErrors';
import { BEDROOM_FEATURE_OPTIONS } from './labels';
import styles from './ListingEditor.module.css';
import { useAddBedroomMutation } from './useAddBedroomMutation';
import { useDeleteBedroomMutation } from './useDeleteBedroomMutation';

const EMPTY = { name: '', base: '', utilities: '0', platformFee: '0', availableOn: '', features: [] as string[] };
const FIELDS = ['name', 'rentBaseCents', 'rentUtilitiesCents', 'rentPlatformFeeCents', 'availableOn', 'features'];

/** The bedrooms of a home: each with its rent by component, and a form to add one. */
export function BedroomsSection({ building }: { building: BedroomsSection_building$key }) {
  const home = useFragment(graphql`
    fragment BedroomsSection_building on Building {
      id
      bedrooms { id name availableOn rent { base { formatted } utilities { formatted } platformFee { formatted } totalRent { formatted } } }
    }
  `, building);
  const [add, adding] = useAddBedroomMutation();
  const [remove] = useDeleteBedroomMutation();
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    add({
      buildingId: home.id,
      bedroom: {
        name: v.name, rentBaseCents: dollarsToCents(v.base), rentUtilitiesCents: dollarsToCents(v.utilities),
        rentPlatformFeeCents: dollarsToCents(v.platformFee), availableOn: v.availableOn || null, features: v.features as never[],
      },
    }, {
      onDone: () => { setV(EMPTY); setMessage({ text: `Added ${v.name}.`, error: false }); },
      onUserErrors: (userErrors) => setErrors(errorsByField(userErrors, FIELDS)),
      onFailure: () => setErrors({ _form: SOMETHING_WENT_WRONG }),
    });
  };
  const text = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [key]: e.target.value }));
  return (
    <section className={styles.section} aria-labelledby="bedrooms-heading">
      <h2 id="bedrooms-heading">Bedrooms</h2>
      {home.bedrooms.length === 0 ? <p className="muted">No bedrooms yet.</p> : (
        <ul className={styles.items}>
          {home.bedrooms.map((b) => (
            <li key={b.id} className={styles.item}>
              <span><strong>{b.name}</strong> · {b.rent.totalRent.formatted}/month (base {b.rent.base.formatted}, utilities {b.rent.utilities.formatted}, platform fee {b.rent.platformFee.formatted}) · from {b.availableOn}</span>
              <button type="button" className="btn btn-quiet" aria-label={`Remove ${b.name}`}
                onClick={() => remove({ bedroomId: b.id }, reportTo(setMessage, `Removed ${b.name}.`))}>Remove</button>
            </li>
          ))}
        </ul>
      )}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <form onSubmit={submit} noValidate className={styles.addForm} aria-label="Add a bedroom">
        <h3>Add a bedroom</h3>
        {errors._form && <p role="alert" className="alert alert-error">{errors._form}</p>}
        <TextField label="Bedroom name" value={v.name} onChange={text('name')} error={errors.name} hint="e.g. Bedroom 1" />
        <div className={styles.rentRow}>
          <TextField label="Base rent ($/month)" value={v.base} onChange={text('base')} error={errors.rentBaseCents} inputMode="decimal" />
          <TextField label="Utilities ($/month)" value={v.utilities} onChange={text('utilities')} error={errors.rentUtilitiesCents} inputMode="decimal" />
          <TextField label="Platform fee ($/month)" value={v.platformFee} onChange={text('platformFee')} error={errors.rentPlatformFeeCents} inputMode="decimal" />
        </div>
        <TextField label="Available from" type="date" value={v.availableOn} onChange={text('availableOn')} error={errors.availableOn} />
        <CheckboxGroup legend="Bedroom features" options={BEDROOM_FEATURE_OPTIONS} value={v.features} onChange={(features) => setV((o) => ({ ...o, features }))} error={errors.features} />
        <button type="submit" className="btn" disabled={adding}>{adding ? 'Adding…' : 'Add bedroom'}</button>
      </form>
    </section>
  );
}
