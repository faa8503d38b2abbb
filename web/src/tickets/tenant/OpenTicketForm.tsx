import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { FileUpload } from '../../shared/components/FileUpload';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { ChoiceGroup } from '../../shared/components/ChoiceGroup';
import { ACCESS_REQUIREMENT_OPTIONS, areaOptions, type GraphQLAccessRequirement, type GraphQLTicketArea } from '../labels';
import styles from '../../shared/components/Board.module.css';
import { emptyTicket, ticketSchema, type TicketFormInput, type TicketFormOutput } from './ticketSchema';
import { useOpenMaintenanceTicketMutation } from './useOpenMaintenanceTicketMutation';

export interface SupportHome {
  id: string;
  title: string;
  numBedrooms: number;
}

const FIELDS = ['buildingId', 'supportCategoryId', 'area', 'accessRequirement', 'title', 'description'] as const;
const MAX_PHOTOS = 6;

/**
 * Opens a support ticket about a home the tenant lives in: which home (when
 * several), what it is about, where, who must be there, a title, a description
 * and photos (checked before they are sent, uploaded with progress).
 */
export function OpenTicketForm({ homes, categories, onOpened, onCancel }: {
  homes: readonly SupportHome[];
  categories: ReadonlyArray<{ id: string; name: string }>;
  onOpened(databaseId: number): void;
  onCancel?(): void;
}) {
  const id = useId();
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<TicketFormInput, unknown, TicketFormOutput>({
    resolver: zodResolver(ticketSchema),
    defaultValues: emptyTicket(homes.length === 1 ? homes[0]!.id : ''),
  });
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [open, opening] = useOpenMaintenanceTicketMutation();
  const home = homes.find((h) => h.id === watch('buildingId'));

  const onSubmit = (values: TicketFormOutput) => {
    setPhotoError(undefined);
    open({
      ...values,
      area: values.area as GraphQLTicketArea,
      accessRequirement: values.accessRequirement as GraphQLAccessRequirement,
      photoFileIds: photoIds.length ? photoIds : null,
    }, {
      onOpened,
      onUserErrors: (userErrors) => {
        const aboutPhotos = userErrors.filter((e) => e.field?.startsWith('photoFileIds'));
        if (aboutPhotos.length) setPhotoError(aboutPhotos.map((e) => e.message).join(' '));
        showUserErrors(userErrors.filter((e) => !aboutPhotos.includes(e)), setError, FIELDS);
      },
      onFailure: () => setError('root.server', { message: 'Your ticket was not sent. Check your connection and try again.' }),
    });
  };

  return (
    <form className={`card ${styles.form}`} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Open a support ticket</h2>
      {homes.length > 1 ? (
        <Select id={`${id}-home`} label="Home" error={errors.buildingId?.message} registration={register('buildingId')}
          options={homes.map((h) => ({ value: h.id, label: h.title }))} placeholder="Choose the home" />
      ) : (
        <p className="muted">About <strong>{homes[0]?.title}</strong></p>
      )}
      <div className={styles.formRow}>
        {categories.length > 0 && (
          <Select id={`${id}-category`} label="What is it about? (optional)" error={errors.supportCategoryId?.message} registration={register('supportCategoryId')}
            options={categories.map((c) => ({ value: c.id, label: c.name }))} placeholder="Something else" />
        )}
        <Select id={`${id}-area`} label="Where in the home" error={errors.area?.message} registration={register('area')}
          options={areaOptions(home?.numBedrooms ?? 10)} placeholder="Choose where" />
      </div>
      <ChoiceGroup legend="Who needs to be there to let someone in?" choices={ACCESS_REQUIREMENT_OPTIONS} registration={register('accessRequirement')}
        error={errors.accessRequirement?.message} />
      <TextField label="Title" hint="A few words, like “Radiator in bedroom 2 is cold”." maxLength={120} error={errors.title?.message} {...register('title')} />
      <div className="field">
        <label htmlFor={`${id}-description`} className="field-label">Describe the problem</label>
        <textarea id={`${id}-description`} className="input" rows={5} {...register('description')}
          aria-invalid={errors.description ? true : undefined} aria-describedby={errors.description ? `${id}-description-error` : undefined} />
        {errors.description && <p id={`${id}-description-error`} className="field-error">{errors.description.message}</p>}
      </div>
      <FileUpload label="Photos (optional)" purpose="MAINTENANCE_PHOTO" maxFiles={MAX_PHOTOS} error={photoError} disabled={opening}
        onUploaded={(file) => setPhotoIds((ids) => [...ids, file.fileId])}
        onRemoved={(file) => setPhotoIds((ids) => ids.filter((f) => f !== file.fileId))} />
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={opening}>{opening ? 'Sending…' : 'Send ticket'}</button>
        {onCancel && <button type="button" className="btn" onClick={onCancel}>Cancel</button>}
      </div>
    </form>
  );
}

function Select({ id, label, options, registration, error, placeholder }: {
  id: string; label: string; options: ReadonlyArray<{ value: string; label: string }>;
  registration: UseFormRegisterReturn;
  error?: string; placeholder: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <select id={id} className="input" {...registration} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}
