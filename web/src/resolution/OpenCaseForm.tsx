import { useId, useState } from 'react';
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
type Errors = Record<string, string>;
const FAILED = 'Your case was not sent. Check your connection and try again.';

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
  const [kind, setKind] = useState('');
  const [leaseId, setLeaseId] = useState(leases.length === 1 ? leases[0]!.lifecycleId : '');
  const [vacateDate, setVacateDate] = useState('');
  const [bedroomId, setBedroomId] = useState('');
  const [moveDate, setMoveDate] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [open, opening] = useOpenCaseMutation();
  // A field's message goes as soon as the field is changed (it is checked again on submit).
  const edited = <T,>(name: string, set: (value: T) => void) => (value: T) => {
    set(value);
    setErrors((e) => { if (!(name in e)) return e; const { [name]: _gone, ...rest } = e; return rest; });
  };
  const type = categories.flatMap((c) => c.types).find((t) => t.kind === kind);
  const lease = leases.find((l) => l.lifecycleId === leaseId && !leaseBlocked(l, kind));
  const needs = (k: string) => kind === k || (k === 'TENANT_ELT' && kind === 'TENANT_ELT_MILITARY');

  const check = (): Errors => {
    const e: Errors = {};
    if (!type) e.kind = 'Choose what the case is about.';
    if (!lease) e.lifecycleId = 'Choose the lease.';
    if (needs('TENANT_ELT') && !vacateDate) e.requestedVacateDate = 'Choose the date you want to move out.';
    if (needs('TENANT_ROOM_SWITCH') && !bedroomId) e.requestedBedroomId = 'Choose the room you want.';
    if (needs('TENANT_ROOM_SWITCH') && !moveDate) e.requestedMoveDate = 'Choose the date you want to move.';
    if (needs('TENANT_DEPOSIT_RETURN_DISPUTE')) {
      const cents = dollarsToCents(amount);
      const max = lease?.deposit?.disputable;
      if (!cents) e.disputedAmountCents = 'Enter the amount you dispute, in dollars.';
      else if (max && cents > max.cents) e.disputedAmountCents = `At most ${max.formatted}, what is still kept from your deposit.`;
    }
    if (!description.trim()) e.description = 'Say what you ask for and why.';
    return e;
  };

  const submit = () => {
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length || !lease) return;
    open({
      kind: kind as ResolutionCaseKind,
      lifecycleId: lease.lifecycleId,
      description: description.trim(),
      requestedVacateDate: needs('TENANT_ELT') ? vacateDate : null,
      requestedBedroomId: needs('TENANT_ROOM_SWITCH') ? bedroomId : null,
      requestedMoveDate: needs('TENANT_ROOM_SWITCH') ? moveDate : null,
      disputedAmountCents: needs('TENANT_DEPOSIT_RETURN_DISPUTE') ? dollarsToCents(amount) : null,
      evidenceFileIds: fileIds.length ? fileIds : null,
    }, {
      onDone: (databaseId) => databaseId && onOpened(databaseId),
      onUserErrors: (userErrors: readonly UserErrorLike[]) => {
        const next: Errors = {};
        for (const e of userErrors) {
          const field = e.field?.startsWith('evidenceFileIds') ? 'evidenceFileIds' : e.field ?? 'root';
          next[field] = [next[field], e.message].filter(Boolean).join(' ');
        }
        setErrors(userErrors.length ? next : { root: FAILED });
      },
      onFailure: () => setErrors({ root: FAILED }),
    });
  };

  const KNOWN = ['kind', 'lifecycleId', 'requestedVacateDate', 'requestedBedroomId', 'requestedMoveDate', 'disputedAmountCents', 'description', 'evidenceFileIds'];
  const other = Object.entries(errors).filter(([k]) => !KNOWN.includes(k)).map(([, v]) => v).join(' ');
  const err = (name: string) => errors[name] && <p id={`${id}-${name}-error`} className="field-error">{errors[name]}</p>;
  const aria = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });
  return (
    <form className={`card ${board.form}`} noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <h2 id={`${id}-title`}>Open a case</h2>
      <fieldset className={styles.kinds} {...aria('kind')}>
        <legend className="field-label">What is it about?</legend>
        {categories.map((category) => category.types.map((t) => (
          <label key={t.kind} className={styles.kind}>
            <input type="radio" name={`${id}-kind`} value={t.kind} checked={kind === t.kind} onChange={() => edited('kind', setKind)(t.kind)} />
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
                  checked={leaseId === l.lifecycleId && !blocked} onChange={() => edited('lifecycleId', setLeaseId)(l.lifecycleId)} />
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
          <input id={`${id}-vacate`} type="date" className="input" value={vacateDate} min={lease?.moveInDate} max={lease?.moveOutDate}
            onChange={(e) => edited('requestedVacateDate', setVacateDate)(e.target.value)} {...aria('requestedVacateDate')} />
          {err('requestedVacateDate')}
        </div>
      )}
      {needs('TENANT_ROOM_SWITCH') && (
        <div className={board.formRow}>
          <div className="field">
            <label htmlFor={`${id}-bedroom`} className="field-label">Room you want</label>
            <select id={`${id}-bedroom`} className="input" value={bedroomId} onChange={(e) => edited('requestedBedroomId', setBedroomId)(e.target.value)} {...aria('requestedBedroomId')}>
              <option value="">Choose a room</option>
              {lease?.switchableBedrooms.map((b) => <option key={b.bedroomId} value={b.bedroomId}>{b.name}</option>)}
            </select>
            {err('requestedBedroomId')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-move`} className="field-label">Date you want to move</label>
            <input id={`${id}-move`} type="date" className="input" value={moveDate} max={lease?.moveOutDate}
              onChange={(e) => edited('requestedMoveDate', setMoveDate)(e.target.value)} {...aria('requestedMoveDate')} />
            {err('requestedMoveDate')}
          </div>
        </div>
      )}
      {needs('TENANT_DEPOSIT_RETURN_DISPUTE') && (
        <div className="field">
          <label htmlFor={`${id}-amount`} className="field-label">Amount you dispute, in dollars</label>
          {lease?.deposit && <p className="field-hint">{depositHint(lease.deposit)}</p>}
          <input id={`${id}-amount`} className="input" inputMode="decimal" value={amount} onChange={(e) => edited('disputedAmountCents', setAmount)(e.target.value)} {...aria('disputedAmountCents')} />
          {err('disputedAmountCents')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-description`} className="field-label">What do you ask for, and why?</label>
        <textarea id={`${id}-description`} className="input" rows={5} value={description} onChange={(e) => edited('description', setDescription)(e.target.value)} {...aria('description')} />
        {err('description')}
      </div>
      <FileUpload label={type?.evidenceRequired ? 'Evidence (needed before your manager can answer)' : 'Evidence (optional)'}
        purpose="CASE_EVIDENCE" maxFiles={5} error={errors.evidenceFileIds} disabled={opening}
        onUploaded={(file) => setFileIds((ids) => [...ids, file.fileId])}
        onRemoved={(file) => setFileIds((ids) => ids.filter((f) => f !== file.fileId))} />
      {other && <p role="alert" className="alert alert-error">{other}</p>}
      <div className={board.buttons}>
        <button type="submit" className="btn btn-primary" disabled={opening}>{opening ? 'Sending…' : 'Open the case'}</button>
        <button type="button" className="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
