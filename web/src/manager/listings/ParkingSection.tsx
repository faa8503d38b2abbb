import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ParkingSection_building$key } from '../../__generated__/ParkingSection_building.graphql';
import { TextField } from '../../components/TextField';
import { dollarsToCents, reportTo } from './callbacks';
import { labelOf, PARKING_ACCESS_OPTIONS, PARKING_TYPE_OPTIONS } from './labels';
import styles from './ListingEditor.module.css';
import { SelectField } from './SelectField';
import { useAddParkingSpotMutation } from './useAddParkingSpotMutation';
import { useDeleteParkingSpotMutation } from './useDeleteParkingSpotMutation';

/** Parking spots of a home (type, access, monthly fee) and a form to add one. */
export function ParkingSection({ building }: { building: ParkingSection_building$key }) {
  const home = useFragment(graphql`
    fragment ParkingSection_building on Building {
      id
      parkingSpots { id parkingType parkingAccess monthlyFee { formatted } }
    }
  `, building);
  const [add, adding] = useAddParkingSpotMutation();
  const [remove] = useDeleteParkingSpotMutation();
  const [v, setV] = useState({ parkingType: 'OUTDOOR', parkingAccess: 'NONE_REQUIRED', fee: '' });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add({
      buildingId: home.id,
      parkingSpot: { parkingType: v.parkingType as never, parkingAccess: v.parkingAccess as never, monthlyFeeCents: v.fee ? dollarsToCents(v.fee) : null },
    }, reportTo(setMessage, 'Parking spot added.'));
  };
  return (
    <section className={styles.section} aria-labelledby="parking-heading">
      <h2 id="parking-heading">Parking</h2>
      {home.parkingSpots.length === 0 ? <p className="muted">No parking spots.</p> : (
        <ul className={styles.items}>
          {home.parkingSpots.map((p, i) => {
            const name = `Parking spot ${i + 1}`;
            return (
              <li key={p.id} className={styles.item}>
                <span><strong>{name}</strong> · {labelOf(PARKING_TYPE_OPTIONS, p.parkingType)} · {labelOf(PARKING_ACCESS_OPTIONS, p.parkingAccess)}{p.monthlyFee ? ` · ${p.monthlyFee.formatted}/month` : ''}</span>
                <button type="button" className="btn btn-quiet" aria-label={`Remove ${name}`}
                  onClick={() => remove({ parkingSpotId: p.id }, reportTo(setMessage, `Removed ${name}.`))}>Remove</button>
              </li>
            );
          })}
        </ul>
      )}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <form onSubmit={submit} className={styles.addForm} aria-label="Add a parking spot">
        <h3>Add a parking spot</h3>
        <SelectField label="Parking type" options={PARKING_TYPE_OPTIONS} value={v.parkingType} onChange={(parkingType) => setV((o) => ({ ...o, parkingType }))} />
        <SelectField label="Parking access" options={PARKING_ACCESS_OPTIONS} value={v.parkingAccess} onChange={(parkingAccess) => setV((o) => ({ ...o, parkingAccess }))} />
        <TextField label="Monthly fee ($, optional)" value={v.fee} onChange={(e) => setV((o) => ({ ...o, fee: e.target.value }))} inputMode="decimal" />
        <button type="submit" className="btn" disabled={adding}>{adding ? 'Adding…' : 'Add parking spot'}</button>
      </form>
    </section>
  );
}
