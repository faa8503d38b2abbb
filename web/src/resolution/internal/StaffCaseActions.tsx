import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showUserErrors } from '../../shared/userErrors';
import styles from '../../app/internal/Internal.module.css';
import { ESCALATION_REASON_OPTIONS, escalationReasonLabel, type EscalationReasonValue } from './caseWords';
import { SelectField, TextAreaField } from './fields';
import { useAddCaseComment, useCloseCase, useEscalateCase, useMarkPendingFinalization, useResolveCase, useSetCaseBan, useStartCaseChat, type CaseActionCallbacks } from './staffCaseMutations';

const NO_ANSWER = 'No answer from the server. Try again.';

interface Props {
  caseId: string;
  viewerMay: readonly string[];
  escalated: boolean;
  escalationReason: string | null;
  banned: boolean;
  hasThread: boolean;
}

/** Only the actions the case allows staff right now (viewerMay), each its own small form. */
export function StaffCaseActions({ caseId, viewerMay, escalated, escalationReason, banned, hasThread }: Props) {
  const may = (action: string) => viewerMay.includes(action);
  // Success is said here, not in the form: resolving or closing removes the form that did it.
  const [done, setDone] = useState<string | null>(null);
  const a = { caseId, announce: setDone };
  const any = ['ESCALATE', 'BAN', 'RESOLVE', 'CLOSE', 'PENDING_FINALIZATION', 'COMMENT', 'START_CHAT'].some(may);
  return (
    <section aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="visually-hidden">Staff actions</h2>
      <div aria-live="polite">{done && <p className="alert alert-success" role="status">{done}</p>}</div>
      {!any && <p className={`card ${styles.panel} muted`}>Nothing to do on this case now.</p>}
      {may('COMMENT') && hasThread && <MessageForm {...a} />}
      {may('START_CHAT') && !hasThread && <StartChatForm {...a} />}
      {may('ESCALATE') && (escalated
        ? <DeEscalateForm {...a} reason={escalationReason} />
        : <EscalateForm {...a} />)}
      {may('PENDING_FINALIZATION') && <PendingFinalizationForm {...a} />}
      {may('RESOLVE') && <ResolveForm {...a} />}
      {may('CLOSE') && <CloseForm {...a} />}
      {may('BAN') && <BanControl {...a} banned={banned} />}
    </section>
  );
}

/** The callbacks every form shares: a success line, userErrors next to their fields, or the form's alert. */
type Announce = (message: string | null) => void;
interface FormProps { caseId: string; announce: Announce }

function useOutcome<T extends Record<string, unknown>>(announce: Announce, setError: Parameters<typeof showUserErrors<T>>[1], fields: Parameters<typeof showUserErrors<T>>[2]) {
  const outcome = (success: string, after?: () => void): CaseActionCallbacks => ({
    onDone: () => { announce(success); after?.(); },
    onUserErrors: (errors) => showUserErrors(errors, setError, fields),
    onFailure: () => setError('root.server' as never, { message: NO_ANSWER }),
  });
  return { setDone: announce, outcome };
}

function FormAlert({ server }: { server?: string }) {
  return server ? <p className="alert alert-error" role="alert">{server}</p> : null;
}

function EscalateForm({ caseId, announce }: FormProps) {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<{ reason: EscalationReasonValue | ''; note: string }>({ defaultValues: { reason: '', note: '' } });
  const { setDone, outcome } = useOutcome(announce, setError, ['reason', 'note']);
  const [escalate, busy] = useEscalateCase();
  const submit = handleSubmit((v) => {
    setDone(null);
    escalate({ caseId, escalation: 'ESCALATED', reason: v.reason as EscalationReasonValue, note: v.note.trim() || null }, outcome('Case escalated: the product team acts next.', () => reset()));
  });
  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={submit} aria-labelledby="escalate-heading">
      <h3 id="escalate-heading">Escalate</h3>
      <FormAlert server={errors.root?.server?.message} />
      <SelectField label="Reason" error={errors.reason?.message} {...register('reason', { validate: (v) => v !== '' || 'Choose why the case is escalated.' })}>
        <option value="">Choose a reason</option>
        {ESCALATION_REASON_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </SelectField>
      <TextAreaField label="Note (optional)" error={errors.note?.message} {...register('note')} />
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Escalating…' : 'Escalate case'}</button>
    </form>
  );
}

function DeEscalateForm({ caseId, announce, reason }: FormProps & { reason: string | null }) {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const { setDone, outcome } = useOutcome(announce, setError, ['note']);
  const [escalate, busy] = useEscalateCase();
  const submit = handleSubmit((v) => {
    setDone(null);
    escalate({ caseId, escalation: 'NOT_ESCALATED', reason: null, note: v.note.trim() || null }, outcome('Escalation lifted: the parties act again.', () => reset()));
  });
  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={submit} aria-labelledby="deescalate-heading">
      <h3 id="deescalate-heading">De-escalate</h3>
      {reason && <p className="muted">Escalated for: {escalationReasonLabel(reason)}.</p>}
      <FormAlert server={errors.root?.server?.message} />
      <TextAreaField label="Note (optional)" error={errors.note?.message} {...register('note')} />
      <button type="submit" className="btn" disabled={busy}>{busy ? 'Saving…' : 'De-escalate case'}</button>
    </form>
  );
}

function ResolveForm({ caseId, announce }: FormProps) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ resolutionNote: string }>({ defaultValues: { resolutionNote: '' } });
  const { setDone, outcome } = useOutcome(announce, setError, ['resolutionNote']);
  const [resolve, busy] = useResolveCase();
  const submit = handleSubmit((v) => {
    setDone(null);
    resolve({ caseId, resolutionNote: v.resolutionNote.trim() }, outcome('Case resolved.'));
  });
  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={submit} aria-labelledby="resolve-heading">
      <h3 id="resolve-heading">Resolve</h3>
      <p className="muted">Ends the case; both parties see the note.</p>
      <FormAlert server={errors.root?.server?.message} />
      {/* Required here so every resolved case says how it ended. */}
      <TextAreaField label="Resolution note" error={errors.resolutionNote?.message}
        {...register('resolutionNote', { validate: (v) => v.trim() !== '' || 'Say how the case was resolved.' })} />
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Resolving…' : 'Resolve case'}</button>
    </form>
  );
}

function CloseForm({ caseId, announce }: FormProps) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { setDone, outcome } = useOutcome(announce, setError, ['reason']);
  const [close, busy] = useCloseCase();
  const submit = handleSubmit((v) => {
    setDone(null);
    close({ caseId, reason: v.reason.trim() }, outcome('Case closed.'));
  });
  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={submit} aria-labelledby="close-heading">
      <h3 id="close-heading">Close without resolving</h3>
      <FormAlert server={errors.root?.server?.message} />
      <TextAreaField label="Reason" error={errors.reason?.message}
        {...register('reason', { validate: (v) => v.trim() !== '' || 'Say why the case is closed.' })} />
      <button type="submit" className="btn" disabled={busy}>{busy ? 'Closing…' : 'Close case'}</button>
    </form>
  );
}

function PendingFinalizationForm({ caseId, announce }: FormProps) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const { setDone, outcome } = useOutcome(announce, setError, ['note']);
  const [mark, busy] = useMarkPendingFinalization();
  const submit = handleSubmit((v) => {
    setDone(null);
    mark({ caseId, note: v.note.trim() || null }, outcome('Marked pending finalization.'));
  });
  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={submit} aria-labelledby="pending-heading">
      <h3 id="pending-heading">Pending finalization</h3>
      <p className="muted">The accepted terms are under way; the case waits for us to resolve it.</p>
      <FormAlert server={errors.root?.server?.message} />
      <TextAreaField label="Note (optional)" error={errors.note?.message} {...register('note')} />
      <button type="submit" className="btn" disabled={busy}>{busy ? 'Saving…' : 'Mark pending finalization'}</button>
    </form>
  );
}

function MessageForm({ caseId, announce }: FormProps) {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const { setDone, outcome } = useOutcome(announce, setError, ['body']);
  const [send, busy] = useAddCaseComment();
  const submit = handleSubmit((v) => {
    setDone(null);
    send({ caseId, body: v.body.trim() }, outcome('Message sent to both parties.', () => reset()));
  });
  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={submit} aria-labelledby="message-heading">
      <h3 id="message-heading">Message the parties</h3>
      <FormAlert server={errors.root?.server?.message} />
      <TextAreaField label="Message" error={errors.body?.message}
        {...register('body', { validate: (v) => v.trim() !== '' || 'Write a message.' })} />
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Sending…' : 'Send message'}</button>
    </form>
  );
}

function StartChatForm({ caseId, announce }: FormProps) {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const { setDone, outcome } = useOutcome(announce, setError, ['message']);
  const [start, busy] = useStartCaseChat();
  const submit = handleSubmit((v) => {
    setDone(null);
    start({ caseId, message: v.message.trim() || null }, outcome('Conversation started with both parties.', () => reset()));
  });
  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={submit} aria-labelledby="chat-heading">
      <h3 id="chat-heading">Start a conversation</h3>
      <p className="muted">Opens a thread with the tenant and the manager.</p>
      <FormAlert server={errors.root?.server?.message} />
      <TextAreaField label="First message (optional)" error={errors.message?.message} {...register('message')} />
      <button type="submit" className="btn" disabled={busy}>{busy ? 'Starting…' : 'Start conversation'}</button>
    </form>
  );
}

/** Ban or lift it, after an explicit confirmation (a ban keeps the tenant out of the resolution center). */
function BanControl({ caseId, announce, banned }: FormProps & { banned: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [setBan, busy] = useSetCaseBan();
  const confirm = () => setBan({ caseId, ban: banned ? 'NOT_BANNED' : 'BANNED' }, {
    onDone: () => { setConfirming(false); announce(banned ? 'Ban lifted.' : 'Tenant banned from the resolution center.'); },
    onUserErrors: (errors) => setError(errors.map((e) => e.message).join(' ')),
    onFailure: () => setError(NO_ANSWER),
  });
  return (
    <div className={`card ${styles.panel}`} aria-labelledby="ban-heading" role="group">
      <h3 id="ban-heading">{banned ? 'Banned' : 'Ban'}</h3>
      <p className="muted">{banned ? 'The tenant cannot open new resolution cases.' : 'A ban stops the tenant opening new resolution cases.'}</p>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      {confirming ? (
        <div className={styles.buttons}>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>{banned ? 'Yes, lift the ban' : 'Yes, ban the tenant'}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(false)}>Cancel</button>
        </div>
      ) : (
        <button type="button" className="btn" onClick={() => { setError(null); announce(null); setConfirming(true); }}>{banned ? 'Lift the ban…' : 'Ban the tenant…'}</button>
      )}
    </div>
  );
}
