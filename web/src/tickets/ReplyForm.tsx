import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileUpload } from '../shared/components/FileUpload';
import { showUserErrors } from '../shared/userErrors';
import styles from '../shared/components/Board.module.css';
import { useAddTicketUpdateMutation } from './useAddTicketUpdateMutation';

interface Values {
  body: string;
}

const MAX_PHOTOS = 4;

/** A reply with optional photos. The reply shows in the timeline from the payload (and for everyone else, live). */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const id = useId();
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<Values>({ defaultValues: { body: '' } });
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  // A new key empties the upload field after a reply is sent.
  const [uploadKey, setUploadKey] = useState(0);
  const [send, sending] = useAddTicketUpdateMutation();

  const onSubmit = ({ body }: Values) => {
    if (!body.trim() && photoIds.length === 0) {
      setError('body', { message: 'Write a reply or add a photo.' }, { shouldFocus: true });
      return;
    }
    send({ ticketId, body: body.trim() || null, photoFileIds: photoIds.length ? photoIds : null }, {
      onDone: () => {
        reset();
        setPhotoIds([]);
        setUploadKey((k) => k + 1);
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['body']),
      onFailure: () => setError('root.server', { message: 'Your reply was not sent. Check your connection and try again.' }),
    });
  };

  return (
    <form className={styles.reply} noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Reply">
      <div className="field">
        <label htmlFor={`${id}-body`} className="field-label">Your reply</label>
        <textarea id={`${id}-body`} className="input" rows={3} {...register('body', { maxLength: { value: 5000, message: 'Keep it under 5,000 characters.' } })}
          aria-invalid={errors.body ? true : undefined} aria-describedby={errors.body ? `${id}-body-error` : undefined} />
        {errors.body && <p id={`${id}-body-error`} className="field-error">{errors.body.message}</p>}
      </div>
      <FileUpload key={uploadKey} label="Photos (optional)" purpose="MAINTENANCE_PHOTO" maxFiles={MAX_PHOTOS} disabled={sending}
        onUploaded={(file) => setPhotoIds((ids) => [...ids, file.fileId])}
        onRemoved={(file) => setPhotoIds((ids) => ids.filter((f) => f !== file.fileId))} />
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div>
        <button type="submit" className="btn btn-primary" disabled={sending}>{sending ? 'Sending…' : 'Send reply'}</button>
      </div>
    </form>
  );
}
