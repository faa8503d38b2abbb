import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { SERVICE_ANIMAL_TYPE_LABELS, type ServiceAnimalType } from '../../../../common/enums';
import type { AnimalForm_animal$key } from '../../__generated__/AnimalForm_animal.graphql';
import { FileUpload } from '../../shared/components/FileUpload';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { ChoiceGroup } from '../../shared/components/ChoiceGroup';
import { animalSchema, EMPTY_ANIMAL, SERVICE_TYPES, type AnimalFormInput, type AnimalFormOutput } from './animalSchema';
import styles from './Pets.module.css';
import { useSaveTenantAnimalMutation } from './useSaveTenantAnimalMutation';

const FIELDS = ['name', 'species', 'breed', 'weightLbs', 'serviceAnimalType', 'notes'] as const;
const SPECIES_CHOICES = [{ value: 'DOG', label: 'Dog' }, { value: 'CAT', label: 'Cat' }, { value: 'OTHER', label: 'Other' }];
const SERVICE_CHOICES = SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_ANIMAL_TYPE_LABELS[t.toLowerCase() as ServiceAnimalType] }));

interface Props {
  /** The animal to change; a new one when absent. */
  animal?: AnimalForm_animal$key | null;
  animalId?: string;
  onDone(): void;
  onCancel?(): void;
}

/** Adds an animal or changes one: name, species, breed, weight, service animal type, photos, notes. */
export function AnimalForm({ animal = null, animalId, onDone, onCancel }: Props) {
  const current = useFragment(
    graphql`
      fragment AnimalForm_animal on TenantAnimal {
        name
        species
        breed
        weightLbs
        serviceAnimalType
        photoFileIds
        photoUrls
        notes
      }
    `,
    animal,
  );
  const { register, handleSubmit, setError, formState: { errors } } = useForm<AnimalFormInput, unknown, AnimalFormOutput>({
    resolver: zodResolver(animalSchema),
    defaultValues: current
      ? { name: current.name, species: current.species as AnimalFormInput['species'], breed: current.breed ?? '', weightLbs: current.weightLbs?.toString() ?? '',
          serviceAnimalType: current.serviceAnimalType as AnimalFormInput['serviceAnimalType'], notes: current.notes ?? '' }
      : EMPTY_ANIMAL,
  });
  const [kept, setKept] = useState(() => (current?.photoFileIds ?? []).map((id, i) => ({ id, url: current!.photoUrls[i] })));
  const [added, setAdded] = useState<string[]>([]);
  const [save, saving] = useSaveTenantAnimalMutation();

  const onSubmit = (values: AnimalFormOutput) =>
    save({ ...values, tenantAnimalId: animalId, photoFileIds: [...kept.map((p) => p.id), ...added] }, {
      onSaved: onDone,
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS),
      onFailure: () => setError('root.server', { message: 'We could not save your animal. Check your connection and try again.' }),
    });

  const title = current ? `Edit ${current.name}` : 'Add an animal';
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label={title}>
      <h3>{title}</h3>
      <TextField label="Animal's name" error={errors.name?.message} {...register('name')} />
      <ChoiceGroup legend="Species" inline choices={SPECIES_CHOICES} registration={register('species')} error={errors.species?.message} />
      <div className={styles.row}>
        <TextField label="Breed (optional)" error={errors.breed?.message} {...register('breed')} />
        <TextField label="Weight in lbs (optional)" inputMode="decimal" error={errors.weightLbs?.message} {...register('weightLbs')} />
      </div>
      <ChoiceGroup legend="Is this a service or support animal?" choices={SERVICE_CHOICES} registration={register('serviceAnimalType')}
        hint="Homes must accept service animals; an emotional support animal may need a letter from a provider." error={errors.serviceAnimalType?.message} />
      {kept.length > 0 && (
        <ul className={styles.keptPhotos} aria-label="Photos on record">
          {kept.map((photo, i) => (
            <li key={photo.id}>
              <img src={photo.url} alt={`Photo ${i + 1} of ${current?.name}`} width={64} height={64} />
              <button type="button" className="btn btn-quiet" onClick={() => setKept((list) => list.filter((p) => p.id !== photo.id))}>Remove photo {i + 1}</button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload label="Photos of your animal (optional)" purpose="ANIMAL_PHOTO" maxFiles={Math.max(0, 6 - kept.length)}
        onUploaded={(file) => setAdded((ids) => [...ids, file.fileId])}
        onRemoved={(file) => setAdded((ids) => ids.filter((id) => id !== file.fileId))} />
      <div className="field">
        <label htmlFor={`notes-${animalId ?? 'new'}`} className="field-label">Notes for the homeowner (optional)</label>
        <textarea id={`notes-${animalId ?? 'new'}`} className="input" rows={3} {...register('notes')} aria-invalid={errors.notes ? true : undefined} />
        {errors.notes && <p className="field-error">{errors.notes.message}</p>}
      </div>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving…' : current ? 'Save changes' : 'Save animal'}</button>
        {onCancel && <button type="button" className="btn" onClick={onCancel}>Cancel</button>}
      </div>
    </form>
  );
}
