import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { FileUpload } from '../shared/components/FileUpload';
import type { UserErrorLike } from '../shared/userErrors';
import { formatDate } from '../shared/format';
import board from '../shared/components/Board.module.css';
import type { ResolutionCaseKind } from '../__generated__/caseMutationsOpenMutation.graphql';
import { useOpenCaseMutation } from './caseMutations';
import { dollarsToCents } from '../shared/format';
import { depositHint, leaseBlocked, type LeaseOption } from './caseWords';
import styles from './Resolution.module.css';

export interface CaseTypeOption { readonly kind: string; readonly name: string; readonly description: string; readonly evidenceRequired: boolean }
export type { LeaseOption };
export interface CaseCategoryOption { readonly id: string; readonly name: string; readonly types: readonly CaseTypeOption[] }
const FAILED = 'Your case was not sent. Check your connection and try again.';
const KNOWN = ['kind', 'lifecycleId', 'requestedVacateDate', 'requestedBedroomId', 'requestedMoveDate', 'disputedAmountCents', 'description', 'evidenceFileIds'];

interface OpenCaseValues {
  kind: string;
  lifecycleId: string;
  requestedVacateDate: string;
  requestedBedroomId: string;
  requestedMoveDate: string;
  /** The disputed amount as typed, in dollars (sent as cents). */
  disputedAmountCents: string;
  description: string;
  evidenceFileIds: string[];
}

/**
 * "Open a case": the type (by category), the lease (leases that cannot take the
 * type are shown disabled with the reason), the type's own fields, a description
 * and evidence files (checked before sending, uploaded with progress).
 */
export function OpenCaseForm({ categories, leases, onOpened, onCancel }: {
  categories: readonly CaseCategoryOption[];
  leases: readonly LeaseOption[];
  onOpened(databaseId: number): void;
  onCancel(): void;
}) {
  const id = useId();
  const needsOf = (kind: string) => (k: string) => kind === k || (k === 'TENANT_ELT' && kind === 'TENANT_ELT_MILITARY');
  // The checks need the case types and the leases (which lease can take which type, what is still disputable).
  const schema = useMemo(() => z.object({
    kind: z.string(),
    lifecycleId: z.string(),
    requestedVacateDate: z.string(),
    requestedBedroomId: z.string(),
    requestedMoveDate: z.string(),
    /** The disputed amount as typed, in dollars (sent as cents). */
    disputedAmountCents: z.string(),
    description: z.string(),
    evidenceFileIds: z.array(z.string()),
  }).superRefine((v, ctx) => {
    const problem = (path: FieldPath<OpenCaseValues>, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const needs = needsOf(v.kind);
    const lease = leases.find((l) => l.lifecycleId === v.lifecycleId && !leaseBlocked(l, v.kind));
    if (!categories.some((c) => c.types.some((t) => t.kind === v.kind))) problem('kind', 'Choose what the case is about.');
    if (!lease) problem('lifecycleId', 'Choose the lease.');
    if (needs('TENANT_ELT') && !v.requestedVacateDate) problem('requestedVacateDate', 'Choose the date you want to move out.');
    if (needs('TENANT_ROOM_SWITCH') && !v.requestedBedroomId) problem('requestedBedroomId', 'Choose the room you want.');
    if (needs('TENANT_ROOM_SWITCH') && !v.requestedMoveDate) problem('requestedMoveDate', 'Choose the date you want to move.');
    if (needs('TENANT_DEPOSIT_RETURN_DISPUTE')) {
      const cents = dollarsToCents(v.disputedAmountCents);
      const max = lease?.deposit?.disputable;
      if (!cents) problem('disputedAmountCents', 'Enter the amount you dispute, in dollars.');
      else if (max && cents > max.cents) problem('disputedAmountCents', `At most ${max.formatted}, what is still kept from your deposit.`);
    }
    if (!v.description.trim()) problem('description', 'Say what you ask for and why.');
  }), [categories, leases]);
  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState: { errors } } = useForm<OpenCaseValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: '', lifecycleId: leases.length === 1 ? leases[0]!.lifecycleId : '', requestedVacateDate: '', requestedBedroomId: '',
      requestedMoveDate: '', disputedAmountCents: '', description: '', evidenceFileIds: [],
    },
    // A field's message goes as soon as the field is changed (it is checked again on submit).
    reValidateMode: 'onSubmit',
  });
  const [open, opening] = useOpenCaseMutation();
  const field = (name: FieldPath<OpenCaseValues>) => register(name, { onChange: () => clearErrors(name) });
  const kind = watch('kind');
  const leaseId = watch('lifecycleId');
  const type = categories.flatMap((c) => c.types).find((t) => t.kind === kind);
  const lease = leases.find((l) => l.lifecycleId === leaseId && !leaseBlocked(l, kind));
  const needs = needsOf(kind);

  const submit = (v: OpenCaseValues) => {
    if (!lease) return;
    open({
      kind: kind as ResolutionCaseKind,
      lifecycleId: lease.lifecycleId,
      description: v.description.trim(),
      requestedVacateDate: needs('TENANT_ELT') ? v.requestedVacateDate : null,
      requestedBedroomId: needs('TENANT_ROOM_SWITCH') ? v.requestedBedroomId : null,
      requestedMoveDate: needs('TENANT_ROOM_SWITCH') ? v.requestedMoveDate : null,
      disputedAmountCents: needs('TENANT_DEPOSIT_RETURN_DISPUTE') ? dollarsToCents(v.disputedAmountCents) : null,
      evidenceFileIds: v.evidenceFileIds.length ? v.evidenceFileIds : null,
    }, {
      onDone: (databaseId) => databaseId && onOpened(databaseId),
      onUserErrors: (userErrors: readonly UserErrorLike[]) => {
        // Messages about one field join under it; the rest join in the form's alert.
        const next: Record<string, string> = {};
        for (const e of userErrors) {
          const name = e.field?.startsWith('evidenceFileIds') ? 'evidenceFileIds' : e.field ?? 'root';
          const key = KNOWN.includes(name) ? name : 'root';
          next[key] = [next[key], e.message].filter(Boolean).join(' ');
        }
        if (!userErrors.length) next.root = FAILED;
        for (const [key, message] of Object.entries(next)) setError(key === 'root' ? 'root.server' : (key as FieldPath<OpenCaseValues>), { message });
      },
      onFailure: () => setError('root.server', { message: FAILED }),
    });
  };
  const files = (next: (ids: string[]) => string[]) => {
    setValue('evidenceFileIds', next(watch('evidenceFileIds')));
    clearErrors('evidenceFileIds');
  };

  const other = errors.root?.server?.message;
  const message = (name: FieldPath<OpenCaseValues>) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const err = (name: FieldPath<OpenCaseValues>) => message(name) && <p id={`${id}-${name}-error`} className="field-error">{message(name)}</p>;
  const aria = (name: FieldPath<OpenCaseValues>) => ({ 'aria-invalid': message(name) ? true : undefined, 'aria-describedby': message(name) ? `${id}-${name}-error` : undefined });
  return (
    <form className={`card ${board.form}`} noValidate aria-labelledby={`${id}-title`} onSubmit={handleSubmit(submit)}>
      <h2 id={`${id}-title`}>Open a case</h2>
      <fieldset className={styles.kinds} {...aria('kind')}>
        <legend className="field-label">What is it about?</legend>
        {categories.map((category) => category.types.map((t) => (
          <label key={t.kind} className={styles.kind}>
            <input type="radio" value={t.kind} {...field('kind')} />
            <span>{t.name}<small>{category.name} · {t.description}{t.evidenceRequired ? ' · needs a file as evidence' : ''}</small></span>
          </label>
        )))}
        {err('kind')}
      </fieldset>
      {kind && (
        <fieldset className={styles.kinds} {...aria('lifecycleId')}>
          <legend className="field-label">Which lease?</legend>
          {leases.map((l) => {
            const blocked = leaseBlocked(l, kind);
            return (
              <label key={l.lifecycleId} className={`${styles.kind} ${blocked ? styles.kindDisabled : ''}`}>
                <input type="radio" name={`${id}-lease`} value={l.lifecycleId} disabled={blocked !== null}
                  checked={leaseId === l.lifecycleId && !blocked}
                  onChange={() => { setValue('lifecycleId', l.lifecycleId); clearErrors('lifecycleId'); }} />
                <span>{l.buildingName}{l.bedroomName ? ` · ${l.bedroomName}` : ''}
                  <small>{formatDate(l.moveInDate)} to {formatDate(l.moveOutDate)}{blocked ? ` · ${blocked}` : ''}</small></span>
              </label>
            );
          })}
          {err('lifecycleId')}
        </fieldset>
      )}
      {needs('TENANT_ELT') && (
        <div className="field">
          <label htmlFor={`${id}-vacate`} className="field-label">Date you want to move out</label>
          <input id={`${id}-vacate`} type="date" className="input" min={lease?.moveInDate} max={lease?.moveOutDate}
            {...field('requestedVacateDate')} {...aria('requestedVacateDate')} />
          {err('requestedVacateDate')}
        </div>
      )}
      {needs('TENANT_ROOM_SWITCH') && (
        <div className={board.formRow}>
          <div className="field">
            <label htmlFor={`${id}-bedroom`} className="field-label">Room you want</label>
            <select id={`${id}-bedroom`} className="input" {...field('requestedBedroomId')} {...aria('requestedBedroomId')}>
              <option value="">Choose a room</option>
              {lease?.switchableBedrooms.map((b) => <option key={b.bedroomId} value={b.bedroomId}>{b.name}</option>)}
            </select>
            {err('requestedBedroomId')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-move`} className="field-label">Date you want to move</label>
            <input id={`${id}-move`} type="date" className="input" max={lease?.moveOutDate}
              {...field('requestedMoveDate')} {...aria('requestedMoveDate')} />
            {err('requestedMoveDate')}
          </div>
        </div>
      )}
      {needs('TENANT_DEPOSIT_RETURN_DISPUTE') && (
        <div className="field">
          <label htmlFor={`${id}-amount`} className="field-label">Amount you dispute, in dollars</label>
          {lease?.deposit && <p className="field-hint">{depositHint(lease.deposit)}</p>}
          <input id={`${id}-amount`} className="input" inputMode="decimal" {...field('disputedAmountCents')} {...aria('disputedAmountCents')} />
          {err('disputedAmountCents')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-description`} className="field-label">What do you ask for, and why?</label>
        <textarea id={`${id}-description`} className="input" rows={5} {...field('description')} {...aria('description')} />
        {err('description')}
      </div>
      <FileUpload label={type?.evidenceRequired ? 'Evidence (needed before your manager can answer)' : 'Evidence (optional)'}
        purpose="CASE_EVIDENCE" maxFiles={5} error={message('evidenceFileIds')} disabled={opening}
        onUploaded={(file) => files((ids) => [...ids, file.fileId])}
        onRemoved={(file) => files((ids) => ids.filter((f) => f !== file.fileId))} />
      {other && <p role="alert" className="alert alert-error">{other}</p>}
      <div className={board.buttons}>
        <button type="submit" className="btn btn-primary" disabled={opening}>{opening ? 'Sending…' : 'Open the case'}</button>
        <button type="button" className="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
