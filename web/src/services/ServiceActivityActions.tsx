import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { ServiceActivityActions_activity$key } from '../__generated__/ServiceActivityActions_activity.graphql';
import { showUserErrors, type UserErrorLike } from '../shared/userErrors';
import { AssignVendorForm, useVendorCompaniesLoader } from './internal/AssignVendorForm';
import { REMOVAL_REASON_LABELS, REMOVAL_REASON_VALUES, type RemovalReason } from './labels';
import styles from './Services.module.css';
import { useCancelServiceActivityMutation } from './useCancelServiceActivityMutation';
import { useRemoveServiceActivityVendorMutation } from './useRemoveServiceActivityVendorMutation';
import { useSetServiceActivityStatusMutation } from './useSetServiceActivityStatusMutation';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';
type Open = 'sendBack' | 'cancel' | 'remove' | 'assign' | null;

/** The actions `viewerMay` lists, each a small form; nothing else is offered. */
export function ServiceActivityActions({ activity }: { activity: ServiceActivityActions_activity$key }) {
  const job = useFragment(graphql`
    fragment ServiceActivityActions_activity on ServiceActivity { id status viewerMay }
  `, activity);
  const [open, setOpen] = useState<Open>(null);
  const [companies, loadCompanies] = useVendorCompaniesLoader();
  const may = new Set(job.viewerMay);
  const series = job.status === 'RECURRING_SERVICE_STARTED'; // canceling it stops the series and its open visit
  const offered = ['QA_APPROVE', 'QA_REJECT', 'COMPLETE', 'CANCEL', 'REMOVE_VENDOR', 'ASSIGN'].some((a) => may.has(a as never));
  if (!offered) return null;
  return (
    <section aria-label="What you can do" className={styles.actions}>
      <div className={styles.actionButtons}>
        {may.has('QA_APPROVE') && <StatusButton id={job.id} status="SUBMITTED_VENDOR_COMPLETE" label="Approve the work" primary />}
        {may.has('COMPLETE') && <StatusButton id={job.id} status="APPOINTMENT_COMPLETED" label="Complete and pay the vendor" primary />}
        {may.has('QA_REJECT') && <button type="button" className="btn" aria-expanded={open === 'sendBack'} onClick={() => setOpen('sendBack')}>Send back</button>}
        {may.has('ASSIGN') && <button type="button" className="btn" aria-expanded={open === 'assign'} onClick={() => { loadCompanies(); setOpen('assign'); }}>Give to a vendor</button>}
        {may.has('REMOVE_VENDOR') && <button type="button" className="btn" aria-expanded={open === 'remove'} onClick={() => setOpen('remove')}>Remove the vendor</button>}
        {may.has('CANCEL') && <button type="button" className="btn btn-quiet" aria-expanded={open === 'cancel'} onClick={() => setOpen('cancel')}>{series ? 'Stop the series' : 'Cancel the job'}</button>}
      </div>
      {open === 'sendBack' && <SendBackForm id={job.id} onClose={() => setOpen(null)} />}
      {open === 'remove' && <RemoveVendorForm id={job.id} onClose={() => setOpen(null)} />}
      {open === 'assign' && may.has('ASSIGN') && <AssignVendorForm queryRef={companies} activityId={job.id} onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelForm id={job.id} series={series} onClose={() => setOpen(null)} />}
    </section>
  );
}

function StatusButton({ id, status, label, primary }: { id: string; status: 'SUBMITTED_VENDOR_COMPLETE' | 'APPOINTMENT_COMPLETED'; label: string; primary?: boolean }) {
  const [run, busy] = useSetServiceActivityStatusMutation();
  const [error, setError] = useState<string | null>(null);
  const click = () => run({ serviceActivityId: id, status }, {
    onDone: () => setError(null),
    onUserErrors: (errors) => setError(errors.map((e) => e.message).join(' ')),
    onFailure: () => setError(NETWORK_TROUBLE),
  });
  return (
    <>
      <button type="button" className={`btn ${primary ? 'btn-primary' : ''}`} disabled={busy} onClick={click}>{busy ? 'Saving…' : label}</button>
      {error && <p role="alert" className="alert alert-error">{error}</p>}
    </>
  );
}

const callbacksFor = <T extends Record<string, unknown>>(setError: Parameters<typeof showUserErrors<T>>[1], fields: Parameters<typeof showUserErrors<T>>[2], onClose: () => void) => ({
  onDone: onClose,
  onUserErrors: (errors: readonly UserErrorLike[]) => showUserErrors<T>(errors, setError, fields),
  onFailure: () => setError('root.server' as never, { message: NETWORK_TROUBLE }),
});

const sendBackSchema = z.object({ note: z.string().trim().min(1, 'Say what is missing, so the vendor can finish it.').max(2000) });
type SendBackValues = z.infer<typeof sendBackSchema>;

function SendBackForm({ id, onClose }: { id: string; onClose(): void }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<SendBackValues>({ resolver: zodResolver(sendBackSchema), defaultValues: { note: '' } });
  const [run, busy] = useSetServiceActivityStatusMutation();
  const noteId = useId();
  const submit = ({ note }: SendBackValues) => run({ serviceActivityId: id, status: 'SUBMITTED_VENDOR_INCOMPLETE', note }, callbacksFor<SendBackValues>(setError, ['note'], onClose));
  return (
    <form noValidate aria-label="Send the work back" className={styles.actionForm} onSubmit={handleSubmit(submit)}>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <NoteField id={noteId} label="What is missing" error={errors.note?.message} {...register('note')} />
      <FormButtons busy={busy} label="Send back" onClose={onClose} />
    </form>
  );
}

const cancelSchema = z.object({ note: z.string().trim().max(2000) });
type CancelValues = z.infer<typeof cancelSchema>;

function CancelForm({ id, series, onClose }: { id: string; series: boolean; onClose(): void }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<CancelValues>({ resolver: zodResolver(cancelSchema), defaultValues: { note: '' } });
  const [run, busy] = useCancelServiceActivityMutation();
  const noteId = useId();
  const submit = ({ note }: CancelValues) => run({ serviceActivityId: id, note: note || null }, callbacksFor<CancelValues>(setError, ['note'], onClose));
  return (
    <form noValidate aria-label={series ? 'Stop the series' : 'Cancel the job'} className={styles.actionForm} onSubmit={handleSubmit(submit)}>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <NoteField id={noteId} label="Why (optional)" error={errors.note?.message} {...register('note')} />
      {series && <p className="muted">The visit still to be done is canceled too, and no more visits are booked.</p>}
      <FormButtons busy={busy} label={series ? 'Stop the series' : 'Cancel the job'} onClose={onClose} />
    </form>
  );
}

const removeSchema = z.object({
  reason: z.enum(REMOVAL_REASON_VALUES as [RemovalReason, ...RemovalReason[]], { message: 'Choose a reason.' }),
  note: z.string().trim().max(2000),
});
type RemoveValues = z.infer<typeof removeSchema>;

function RemoveVendorForm({ id, onClose }: { id: string; onClose(): void }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<RemoveValues>({ resolver: zodResolver(removeSchema), defaultValues: { note: '' } });
  const [run, busy] = useRemoveServiceActivityVendorMutation();
  const reasonId = useId();
  const noteId = useId();
  const submit = ({ reason, note }: RemoveValues) => run({ serviceActivityId: id, reason, note: note || null }, callbacksFor<RemoveValues>(setError, ['reason', 'note'], onClose));
  return (
    <form noValidate aria-label="Remove the vendor" className={styles.actionForm} onSubmit={handleSubmit(submit)}>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className="field">
        <label htmlFor={reasonId} className="field-label">Reason</label>
        <select id={reasonId} className="input" defaultValue="" aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${reasonId}-error` : undefined} {...register('reason')}>
          <option value="" disabled>Choose a reason</option>
          {REMOVAL_REASON_VALUES.map((r) => <option key={r} value={r}>{REMOVAL_REASON_LABELS[r]}</option>)}
        </select>
        {errors.reason && <p id={`${reasonId}-error`} className="field-error">{errors.reason.message}</p>}
      </div>
      <NoteField id={noteId} label="Note (optional)" error={errors.note?.message} {...register('note')} />
      <p className="muted">The job is offered to vendors again.</p>
      <FormButtons busy={busy} label="Remove the vendor" onClose={onClose} />
    </form>
  );
}

function NoteField({ id, label, error, ...rest }: { id: string; label: string; error?: string } & React.TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <textarea id={id} className="input" rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

function FormButtons({ busy, label, onClose }: { busy: boolean; label: string; onClose(): void }) {
  return (
    <div className={styles.actionButtons}>
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving…' : label}</button>
      <button type="button" className="btn btn-quiet" onClick={onClose}>Never mind</button>
    </div>
  );
}
