import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay';
import { z } from 'zod';
import type { HandInFormMutation } from '../../__generated__/HandInFormMutation.graphql';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { showUserErrors } from '../../shared/userErrors';
import styles from '../jobs/Jobs.module.css';
import { HandInPhotos, MAX_PHOTOS, usePhotoPicks } from './HandInPhotos';

const mutation = graphql`
  mutation HandInFormMutation($input: SetServiceActivityStatusInput!) {
    setServiceActivityStatus(input: $input) { serviceActivity { ...JobCard_job } userErrors { field message } }
  }
`;

export const handInSchema = z.object({
  outcome: z.enum(['complete', 'incomplete']),
  note: z.string().max(5000, 'At most 5000 characters.'),
  checklist: z.array(z.object({ item: z.string().trim().min(1, 'Name the item.').max(200, 'At most 200 characters.'), done: z.boolean() })).max(50),
}).refine((v) => v.outcome === 'complete' || v.note.trim().length > 0, { message: 'Say what is left to do.', path: ['note'] });
type Values = z.infer<typeof handInSchema>;

/** The api's rule (docs/vendors.md): work handed in as done needs at least one photo. */
export const PHOTO_REQUIRED = 'Add at least one photo of the finished work.';
const isPhotoField = (field: string | null | undefined) => field === 'photoFileIds' || (field?.startsWith('photoFileIds.') ?? false);

/**
 * Hand in the work: complete (to be checked, with at least one photo) or incomplete
 * (with what is left; photos optional), with notes, a checklist and photos uploaded
 * through the signed upload flow (purpose SERVICE_ACTIVITY_PHOTO) before sending.
 */
export function HandInForm({ jobId, mayComplete, mayIncomplete, onDone }: { jobId: string; mayComplete: boolean; mayIncomplete: boolean; onDone(): void }) {
  const [commit, busy] = useMutation<HandInFormMutation>(mutation);
  const photos = usePhotoPicks();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, watch, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(handInSchema),
    defaultValues: { outcome: mayComplete ? 'complete' : 'incomplete', note: '', checklist: [] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'checklist' });
  const complete = watch('outcome') === 'complete';

  const submit = (v: Values) => {
    if (v.outcome === 'complete' && photos.list.length === 0) return setPhotoError(PHOTO_REQUIRED);
    setPhotoError(null);
    commit({
      variables: { input: {
        serviceActivityId: jobId,
        status: v.outcome === 'complete' ? 'SUBMITTED_PENDING_QA' : 'SUBMITTED_VENDOR_INCOMPLETE',
        note: v.note.trim() || null,
        checklist: v.checklist.map((c) => ({ item: c.item.trim(), done: c.done })),
        photoFileIds: photos.list.map((p) => p.fileId),
        idempotencyKey: newIdempotencyKey(),
      } },
      onCompleted: ({ setServiceActivityStatus: r }) => {
        if (r.userErrors.length === 0) return onDone();
        // Errors about a photo ("photoFileIds.2": used before, not found) go next to the photos.
        const aboutPhotos = r.userErrors.filter((e) => isPhotoField(e.field));
        if (aboutPhotos.length > 0) setPhotoError(aboutPhotos.map((e) => photos.describe(e.field, e.message)).join(' '));
        showUserErrors(r.userErrors.filter((e) => !isPhotoField(e.field)), setError, ['note', 'checklist'], { status: 'root.server' });
      },
      onError: () => setError('root.server', { message: 'The work could not be handed in. Try again.' }),
    });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} aria-label="Hand in the work" noValidate>
      <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field-label">How did it go?</legend>
        {mayComplete && <label className={styles.checkItem}><input type="radio" value="complete" {...register('outcome')} /> Done: the work is complete</label>}
        {mayIncomplete && <label className={styles.checkItem}><input type="radio" value="incomplete" {...register('outcome')} /> Not finished: something is left</label>}
      </fieldset>
      <HandInPhotos picks={photos} required={complete} error={photoError ?? undefined} disabled={busy}
        label={complete ? `Photos of the work (at least 1, up to ${MAX_PHOTOS})` : `Photos of the work (optional, up to ${MAX_PHOTOS})`}
        onChange={() => setPhotoError(null)} />
      <div className="field">
        <label htmlFor={`${jobId}-note`} className="field-label">Notes</label>
        <textarea id={`${jobId}-note`} className="input" rows={3} aria-invalid={errors.note ? true : undefined} {...register('note')} />
        {errors.note && <p className="field-error">{errors.note.message}</p>}
      </div>
      <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field-label">Checklist</legend>
        {fields.map((f, i) => (
          <div key={f.id} className={styles.checkItem}>
            <input type="checkbox" aria-label={`Item ${i + 1} done`} {...register(`checklist.${i}.done`)} />
            <input className="input" aria-label={`Item ${i + 1}`} {...register(`checklist.${i}.item`)} />
            <button type="button" className="btn" onClick={() => remove(i)} aria-label={`Remove item ${i + 1}`}>✕</button>
            {errors.checklist?.[i]?.item && <p className="field-error">{errors.checklist[i]?.item?.message}</p>}
          </div>
        ))}
        <button type="button" className="btn" onClick={() => append({ item: '', done: true })}>Add checklist item</button>
      </fieldset>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>Hand in</button>
        <button type="button" className="btn" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}
