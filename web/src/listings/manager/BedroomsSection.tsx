import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BedroomsSection_building$key } from '../../__generated__/BedroomsSection_building.graphql';
import { formatDate } from '../../shared/format';
import { reportTo } from './callbacks';
import styles from './ListingEditor.module.css';
import { BedroomForm } from './rooms/BedroomForm';
import { EditableItem, Outcome } from './rooms/EditableItem';
import { bedroomValues, EMPTY_BEDROOM } from './rooms/roomSchemas';
import { useAddBedroomMutation } from './useAddBedroomMutation';
import { useDeleteBedroomMutation } from './useDeleteBedroomMutation';
import { useUpdateBedroomMutation } from './useUpdateBedroomMutation';

/** The bedrooms of a home: each with its rent by component, to edit or remove, and a form to add one. */
export function BedroomsSection({ building }: { building: BedroomsSection_building$key }) {
  const home = useFragment(graphql`
    fragment BedroomsSection_building on Building {
      id
      bedrooms {
        id name availableOn sizeSqFt features
        rent { base { cents formatted } utilities { cents formatted } platformFee { cents formatted } totalRent { formatted } }
      }
    }
  `, building);
  const [add, adding] = useAddBedroomMutation();
  const [update, updating] = useUpdateBedroomMutation();
  const [remove] = useDeleteBedroomMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <section className={styles.section} aria-labelledby="bedrooms-heading">
      <h2 id="bedrooms-heading">Bedrooms</h2>
      {home.bedrooms.length === 0 ? <p className="muted">No bedrooms yet.</p> : (
        <ul className={styles.items}>
          {home.bedrooms.map((b) => (
            <EditableItem key={b.id} name={b.name} editing={editing === b.id}
              onEdit={() => { setEditing(b.id); setMessage(null); }}
              onRemove={() => remove({ bedroomId: b.id }, reportTo(setMessage, `Removed ${b.name}.`))}
              form={(
                <BedroomForm title={`Edit ${b.name}`} initial={bedroomValues(b)} submitLabel="Save changes" busyLabel="Saving…" busy={updating}
                  onCancel={() => setEditing(null)}
                  save={(bedroom, handlers) => update({ bedroomId: b.id, bedroom }, {
                    ...handlers, onDone: () => { setEditing(null); setMessage({ text: `Saved ${bedroom.name}.`, error: false }); },
                  })} />
              )}>
              <strong>{b.name}</strong> · {b.rent.totalRent.formatted}/month (base {b.rent.base.formatted}, utilities {b.rent.utilities.formatted}, platform fee {b.rent.platformFee.formatted}) · from {formatDate(b.availableOn)}
            </EditableItem>
          ))}
        </ul>
      )}
      <Outcome message={message} />
      <BedroomForm title="Add a bedroom" initial={EMPTY_BEDROOM} submitLabel="Add bedroom" busyLabel="Adding…" busy={adding}
        save={(bedroom, handlers) => add({ buildingId: home.id, bedroom }, {
          ...handlers, onDone: () => { handlers.onDone(); setMessage({ text: `Added ${bedroom.name}.`, error: false }); },
        })} />
    </section>
  );
}
