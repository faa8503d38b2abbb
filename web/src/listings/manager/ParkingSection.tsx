import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ParkingSection_building$key } from '../../__generated__/ParkingSection_building.graphql';
import { reportTo } from './callbacks';
import { labelOf, PARKING_ACCESS_OPTIONS, PARKING_TYPE_OPTIONS } from './labels';
import styles from './ListingEditor.module.css';
import { EditableItem, Outcome } from './rooms/EditableItem';
import { ParkingSpotForm } from './rooms/ParkingSpotForm';
import { EMPTY_PARKING, parkingValues } from './rooms/roomSchemas';
import { useAddParkingSpotMutation } from './useAddParkingSpotMutation';
import { useDeleteParkingSpotMutation } from './useDeleteParkingSpotMutation';
import { useUpdateParkingSpotMutation } from './useUpdateParkingSpotMutation';

/** Parking spots of a home (type, access, monthly fee), to edit or remove, and a form to add one. */
export function ParkingSection({ building }: { building: ParkingSection_building$key }) {
  const home = useFragment(graphql`
    fragment ParkingSection_building on Building {
      id
      parkingSpots { id parkingType parkingAccess monthlyFee { cents formatted } }
    }
  `, building);
  const [add, adding] = useAddParkingSpotMutation();
  const [update, updating] = useUpdateParkingSpotMutation();
  const [remove] = useDeleteParkingSpotMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <section className={styles.section} aria-labelledby="parking-heading">
      <h2 id="parking-heading">Parking</h2>
      {home.parkingSpots.length === 0 ? <p className="muted">No parking spots.</p> : (
        <ul className={styles.items}>
          {home.parkingSpots.map((p, i) => {
            const name = `Parking spot ${i + 1}`;
            return (
              <EditableItem key={p.id} name={name} editing={editing === p.id}
                onEdit={() => { setEditing(p.id); setMessage(null); }}
                onRemove={() => remove({ parkingSpotId: p.id }, reportTo(setMessage, `Removed ${name}.`))}
                form={(
                  <ParkingSpotForm title={`Edit ${name}`} initial={parkingValues(p)} submitLabel="Save changes" busyLabel="Saving…" busy={updating}
                    onCancel={() => setEditing(null)}
                    save={(parkingSpot, handlers) => update({ parkingSpotId: p.id, parkingSpot }, {
                      ...handlers, onDone: () => { setEditing(null); setMessage({ text: `Saved ${name}.`, error: false }); },
                    })} />
                )}>
                <strong>{name}</strong> · {labelOf(PARKING_TYPE_OPTIONS, p.parkingType)} · {labelOf(PARKING_ACCESS_OPTIONS, p.parkingAccess)}
                {p.monthlyFee ? ` · ${p.monthlyFee.formatted}/month` : ''}
              </EditableItem>
            );
          })}
        </ul>
      )}
      <Outcome message={message} />
      <ParkingSpotForm title="Add a parking spot" initial={EMPTY_PARKING} submitLabel="Add parking spot" busyLabel="Adding…" busy={adding}
        save={(parkingSpot, handlers) => add({ buildingId: home.id, parkingSpot }, {
          ...handlers, onDone: () => { handlers.onDone(); setMessage({ text: 'Parking spot added.', error: false }); },
        })} />
    </section>
  );
}
