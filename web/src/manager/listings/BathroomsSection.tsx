import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BathroomsSection_building$key } from '../../__generated__/BathroomsSection_building.graphql';
import { reportTo } from './callbacks';
import { BATHROOM_RELATION_OPTIONS, BATHROOM_TYPE_OPTIONS, labelOf, type Option } from './labels';
import styles from './ListingEditor.module.css';
import { SelectField } from './SelectField';
import { useAddBathroomMutation } from './useAddBathroomMutation';
import { useDeleteBathroomMutation } from './useDeleteBathroomMutation';

const WASHER: Option[] = [{ value: 'IN_UNIT', label: 'In the unit' }, { value: 'ON_PREMISE', label: 'On the premises' }];
const WASHER_COST: Option[] = [{ value: 'FREE', label: 'Free' }, { value: 'COIN_OPERATED', label: 'Coin operated' }];

/** The bathrooms of a home (type, who shares it, washer/dryer) and a form to add one. */
export function BathroomsSection({ building }: { building: BathroomsSection_building$key }) {
  const home = useFragment(graphql`
    fragment BathroomsSection_building on Building {
      id
      bathroomCount
      bathrooms { id bathroomType relation washerDryerLocation }
    }
  `, building);
  const [add, adding] = useAddBathroomMutation();
  const [remove] = useDeleteBathroomMutation();
  const [v, setV] = useState({ bathroomType: 'FULL', relation: 'NON_ATTACHED', washer: '', washerCost: '' });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add({
      buildingId: home.id,
      bathroom: {
        bathroomType: v.bathroomType as never, relation: v.relation as never,
        washerDryerLocation: (v.washer || null) as never, washerDryerCost: (v.washerCost || null) as never,
      },
    }, reportTo(setMessage, 'Bathroom added.'));
  };
  return (
    <section className={styles.section} aria-labelledby="bathrooms-heading">
      <h2 id="bathrooms-heading">Bathrooms <span className="muted">({home.bathroomCount} counted)</span></h2>
      {home.bathrooms.length === 0 ? <p className="muted">No bathrooms yet.</p> : (
        <ul className={styles.items}>
          {home.bathrooms.map((b, i) => {
            const name = `Bathroom ${i + 1}`;
            return (
              <li key={b.id} className={styles.item}>
                <span><strong>{name}</strong> · {labelOf(BATHROOM_TYPE_OPTIONS, b.bathroomType)} · {labelOf(BATHROOM_RELATION_OPTIONS, b.relation)}{b.washerDryerLocation ? ` · washer/dryer ${labelOf(WASHER, b.washerDryerLocation).toLowerCase()}` : ''}</span>
                <button type="button" className="btn btn-quiet" aria-label={`Remove ${name}`}
                  onClick={() => remove({ bathroomId: b.id }, reportTo(setMessage, `Removed ${name}.`))}>Remove</button>
              </li>
            );
          })}
        </ul>
      )}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <form onSubmit={submit} className={styles.addForm} aria-label="Add a bathroom">
        <h3>Add a bathroom</h3>
        <SelectField label="Bathroom type" options={BATHROOM_TYPE_OPTIONS} value={v.bathroomType} onChange={(bathroomType) => setV((o) => ({ ...o, bathroomType }))} />
        <SelectField label="Bathroom relation" options={BATHROOM_RELATION_OPTIONS} value={v.relation} onChange={(relation) => setV((o) => ({ ...o, relation }))} />
        <SelectField label="Washer/dryer" options={WASHER} value={v.washer} onChange={(washer) => setV((o) => ({ ...o, washer }))} placeholder="None" />
        {v.washer && <SelectField label="Washer/dryer cost" options={WASHER_COST} value={v.washerCost} onChange={(washerCost) => setV((o) => ({ ...o, washerCost }))} placeholder="Not said" />}
        <button type="submit" className="btn" disabled={adding}>{adding ? 'Adding…' : 'Add bathroom'}</button>
      </form>
    </section>
  );
}
