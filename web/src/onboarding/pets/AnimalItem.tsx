import { graphql, useFragment } from 'react-relay';
import { SERVICE_ANIMAL_TYPE_LABELS, type ServiceAnimalType } from '../../../../common/enums';
import type { AnimalItem_animal$key } from '../../__generated__/AnimalItem_animal.graphql';
import styles from './Pets.module.css';

const SPECIES_LABEL: Record<string, string> = { DOG: 'Dog', CAT: 'Cat', OTHER: 'Other animal' };

interface Props {
  animal: AnimalItem_animal$key;
  onEdit(): void;
  onRemove(): void;
  busy: boolean;
}

/** One animal on record, with its photo and the buttons to change or remove it. */
export function AnimalItem({ animal, onEdit, onRemove, busy }: Props) {
  const data = useFragment(
    graphql`
      fragment AnimalItem_animal on TenantAnimal {
        name
        species
        breed
        weightLbs
        serviceAnimalType
        photoUrls
        notes
      }
    `,
    animal,
  );
  const facts = [SPECIES_LABEL[data.species] ?? 'Animal', data.breed, data.weightLbs ? `${data.weightLbs} lbs` : null].filter(Boolean).join(' · ');
  const service = data.serviceAnimalType === 'NONE' ? null : SERVICE_ANIMAL_TYPE_LABELS[data.serviceAnimalType.toLowerCase() as ServiceAnimalType];
  return (
    <li className={`card ${styles.animal}`}>
      {data.photoUrls[0] ? (
        <img className={styles.photo} src={data.photoUrls[0]} alt={`${data.name}, your ${SPECIES_LABEL[data.species]?.toLowerCase() ?? 'animal'}`} width={72} height={72} />
      ) : (
        <span className={styles.photoPlaceholder} aria-hidden="true">{data.species === 'CAT' ? '🐈' : data.species === 'DOG' ? '🐕' : '🐾'}</span>
      )}
      <div className={styles.animalText}>
        <h3 className={styles.animalName}>{data.name}</h3>
        <p className="muted">{facts}</p>
        {service && <p className={styles.badge}>{service}</p>}
        {data.notes && <p className={styles.notes}>{data.notes}</p>}
      </div>
      <div className={styles.animalActions}>
        <button type="button" className="btn btn-quiet" onClick={onEdit} aria-label={`Edit ${data.name}`} disabled={busy}>Edit</button>
        <button type="button" className="btn btn-quiet" onClick={onRemove} aria-label={`Remove ${data.name}`} disabled={busy}>Remove</button>
      </div>
    </li>
  );
}
