import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BathroomsSection_building$key } from '../../__generated__/BathroomsSection_building.graphql';
import { reportTo } from './callbacks';
import { BATHROOM_RELATION_OPTIONS, BATHROOM_TYPE_OPTIONS, labelOf, WASHER_OPTIONS } from './labels';
import styles from './ListingEditor.module.css';
import { BathroomForm } from './rooms/BathroomForm';
import { EditableItem, Outcome } from './rooms/EditableItem';
import { bathroomValues, EMPTY_BATHROOM } from './rooms/roomSchemas';
import { useAddBathroomMutation } from './useAddBathroomMutation';
import { useDeleteBathroomMutation } from './useDeleteBathroomMutation';
import { useUpdateBathroomMutation } from './useUpdateBathroomMutation';

/** The bathrooms of a home (type, who shares it, washer/dryer), to edit or remove, and a form to add one. */
export function BathroomsSection({ building }: { building: BathroomsSection_building$key }) {
  const home = useFragment(graphql`
    fragment BathroomsSection_building on Building {
      id
      bathroomCount
      bathrooms { id bathroomType relation washerDryerLocation washerDryerCost }
    }
  `, building);
  const [add, adding] = useAddBathroomMutation();
  const [update, updating] = useUpdateBathroomMutation();
  const [remove] = useDeleteBathroomMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <section className={styles.section} aria-labelledby="bathrooms-heading">
      <h2 id="bathrooms-heading">Bathrooms <span className="muted">({home.bathroomCount} counted)</span></h2>
      {home.bathrooms.length === 0 ? <p className="muted">No bathrooms yet.</p> : (
        <ul className={styles.items}>
          {home.bathrooms.map((b, i) => {
            const name = `Bathroom ${i + 1}`;
            return (
              <EditableItem key={b.id} name={name} editing={editing === b.id}
                onEdit={() => { setEditing(b.id); setMessage(null); }}
                onRemove={() => remove({ bathroomId: b.id }, reportTo(setMessage, `Removed ${name}.`))}
                form={(
                  <BathroomForm title={`Edit ${name}`} initial={bathroomValues(b)} submitLabel="Save changes" busyLabel="Saving…" busy={updating}
                    onCancel={() => setEditing(null)}
                    save={(bathroom, handlers) => update({ bathroomId: b.id, bathroom }, {
                      ...handlers, onDone: () => { setEditing(null); setMessage({ text: `Saved ${name}.`, error: false }); },
                    })} />
                )}>
                <strong>{name}</strong> · {labelOf(BATHROOM_TYPE_OPTIONS, b.bathroomType)} · {labelOf(BATHROOM_RELATION_OPTIONS, b.relation)}
                {b.washerDryerLocation ? ` · washer/dryer ${labelOf(WASHER_OPTIONS, b.washerDryerLocation).toLowerCase()}` : ''}
              </EditableItem>
            );
          })}
        </ul>
      )}
      <Outcome message={message} />
      <BathroomForm title="Add a bathroom" initial={EMPTY_BATHROOM} submitLabel="Add bathroom" busyLabel="Adding…" busy={adding}
        save={(bathroom, handlers) => add({ buildingId: home.id, bathroom }, {
          ...handlers, onDone: () => { handlers.onDone(); setMessage({ text: 'Bathroom added.', error: false }); },
        })} />
    </section>
  );
}
