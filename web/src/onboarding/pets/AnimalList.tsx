import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnimalList_viewer$key } from '../../__generated__/AnimalList_viewer.graphql';
import { AnimalForm } from './AnimalForm';
import { AnimalItem } from './AnimalItem';
import styles from './Pets.module.css';
import { useRemoveTenantAnimalMutation } from './useRemoveTenantAnimalMutation';

/**
 * The renter's animals with Edit and Remove, and the form to add one. The form is
 * open while there are none, so the first animal is one step away.
 */
export function AnimalList({ viewer }: { viewer: AnimalList_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AnimalList_viewer on Viewer {
        tenantAnimals {
          id
          name
          ...AnimalItem_animal
          ...AnimalForm_animal
        }
      }
    `,
    viewer,
  );
  const animals = data.tenantAnimals;
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, removing] = useRemoveTenantAnimalMutation();
  const showAddForm = adding || animals.length === 0;

  return (
    <section aria-labelledby="animals-heading" className={styles.animals}>
      <h2 id="animals-heading">Your animals</h2>
      {animals.length > 0 && (
        <ul className={styles.animalList}>
          {animals.map((animal) =>
            editing === animal.id ? (
              <li key={animal.id}>
                <AnimalForm animal={animal} animalId={animal.id} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <AnimalItem key={animal.id} animal={animal} busy={removing} onEdit={() => setEditing(animal.id)}
                onRemove={() => window.confirm(`Remove ${animal.name}?`) && remove(animal.id, setProblem)} />
            ),
          )}
        </ul>
      )}
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      {showAddForm ? (
        <AnimalForm onDone={() => setAdding(false)} onCancel={animals.length > 0 ? () => setAdding(false) : undefined} />
      ) : (
        <button type="button" className="btn" onClick={() => setAdding(true)}>Add another animal</button>
      )}
    </section>
  );
}
