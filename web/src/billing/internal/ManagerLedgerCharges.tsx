import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LEDGER_ITEM_TYPES } from '../../../../common/money';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { enumLabel } from '../../shared/format';
import { LEDGER_ITEM_TYPE_VALUES, type LedgerItemTypeValue } from '../manager/ledgerData';
import styles from '../../app/internal/Internal.module.css';
import { dollarsToCents } from '../../shared/format';
import { useAddManagerLedgerChargeMutation } from './useAddManagerLedgerChargeMutation';
import { useSetManagerPayoutsPausedMutation } from './useSetManagerPayoutsPausedMutation';
import { UserLookup, type LookedUpUser } from '../../app/internal/UserLookup';

/** /internal/manager-ledger-charges: charge a manager's ledger; pause or resume their payouts. */
export function ManagerLedgerCharges() {
  useDocumentTitle('Manager ledger · Staff');
  return (
    <div className={styles.page}>
      <h1>Manager ledger</h1>
      <div className={styles.columns}>
        <ChargeForm />
        <PauseForm />
      </div>
    </div>
  );
}

interface ChargeValues { managerUserId: string; amount: string; ledgerItemType: LedgerItemTypeValue | ''; description: string }
const CHARGE_FIELDS = ['managerUserId', 'amount', 'ledgerItemType', 'description'] as const;

function ChargeForm() {
  const { register, handleSubmit, setError, clearErrors, setValue, reset, formState: { errors } } = useForm<ChargeValues>({
    defaultValues: { managerUserId: '', amount: '', ledgerItemType: '', description: '' },
  });
  // The manager is picked by name or email (a lookup), never typed as a raw id.
  const [manager, setManager] = useState<LookedUpUser | null>(null);
  const pick = (user: LookedUpUser | null) => {
    setManager(user);
    setValue('managerUserId', user?.databaseId ?? '');
    if (user) clearErrors('managerUserId');
  };
  const [charge, charging] = useAddManagerLedgerChargeMutation();
  const [done, setDone] = useState<string | null>(null);
  // One key per charge: a retry after a lost answer reuses it, so the manager is never charged twice.
  const pendingKey = useRef<string | null>(null);

  const onSubmit = (values: ChargeValues) => {
    setDone(null);
    const idempotencyKey = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = idempotencyKey;
    const amountCents = dollarsToCents(values.amount)!;
    charge({
      managerUserId: values.managerUserId.trim(),
      amountCents,
      ledgerItemType: values.ledgerItemType as LedgerItemTypeValue,
      description: values.description.trim(),
      idempotencyKey,
    }, {
      onDone: () => {
        pendingKey.current = null;
        setDone(`Charged $${(amountCents / 100).toFixed(2)} to ${manager?.name ?? manager?.email ?? `manager ${values.managerUserId.trim()}`}.`);
        reset();
        setManager(null);
      },
      onUserErrors: (userErrors) => {
        pendingKey.current = null;
        showUserErrors(userErrors.map((e) => (e.field === 'amountCents' ? { ...e, field: 'amount' } : e)), setError, CHARGE_FIELDS);
      },
      onFailure: () => setError('root.server', { message: 'No answer from the server. Submit again: the charge will not be made twice.' }),
    });
  };

  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="charge-heading">
      <h2 id="charge-heading">Add a charge</h2>
      <p className="muted">Takes the amount from what Hearth owes the manager.</p>
      {errors.root?.server && <p className="alert alert-error" role="alert">{errors.root.server.message}</p>}
      {done && <p className="alert alert-success" role="status">{done}</p>}
      <input type="hidden" {...register('managerUserId', { validate: (v) => v.trim() !== '' || 'Find and pick the manager.' })} />
      <UserLookup label="Manager" hint="Type part of their name or email, then pick them." error={errors.managerUserId?.message}
        picked={manager} onPick={pick} />
      <TextField label="Amount (USD)" inputMode="decimal" placeholder="0.00" error={errors.amount?.message}
        {...register('amount', { validate: (v) => dollarsToCents(v) !== null || 'Enter an amount above zero, e.g. 45.00.' })} />
      <div className="field">
        <label className="field-label" htmlFor="charge-type">Ledger item type</label>
        <select id="charge-type" className="input" aria-invalid={errors.ledgerItemType ? true : undefined}
          aria-describedby={errors.ledgerItemType ? 'charge-type-error' : undefined}
          {...register('ledgerItemType', { validate: (v) => v !== '' || 'Choose a type.' })}>
          <option value="">Choose a type</option>
          {LEDGER_ITEM_TYPE_VALUES.map((t) => <option key={t} value={t}>{enumLabel(t, LEDGER_ITEM_TYPES)}</option>)}
        </select>
        {errors.ledgerItemType && <p id="charge-type-error" className="field-error">{errors.ledgerItemType.message}</p>}
      </div>
      <TextField label="Description" hint="The manager sees this in their ledger." error={errors.description?.message}
        {...register('description', { validate: (v) => v.trim() !== '' || 'Say what the charge is for.' })} />
      <button type="submit" className="btn btn-primary" disabled={charging}>{charging ? 'Charging…' : 'Add charge'}</button>
    </form>
  );
}

interface PauseValues { managerUserId: string; reason: string }

function PauseForm() {
  const { register, handleSubmit, setError, clearErrors, setValue, formState: { errors } } = useForm<PauseValues>({ defaultValues: { managerUserId: '', reason: '' } });
  const [manager, setManager] = useState<LookedUpUser | null>(null);
  const pick = (user: LookedUpUser | null) => {
    setManager(user);
    setValue('managerUserId', user?.databaseId ?? '');
    if (user) clearErrors('managerUserId');
  };
  const who = manager?.name ?? manager?.email ?? 'the manager';
  const [setPaused, saving] = useSetManagerPayoutsPausedMutation();
  const [done, setDone] = useState<string | null>(null);

  const submit = (paused: boolean) => handleSubmit((values) => {
    setDone(null);
    // A reason is required to pause only; resuming clears it.
    if (paused && !values.reason.trim()) {
      setError('reason', { message: 'Say why payouts are paused (the manager is told to contact support).' }, { shouldFocus: true });
      return;
    }
    clearErrors();
    const managerUserId = values.managerUserId.trim();
    setPaused({ managerUserId, paused, reason: paused ? values.reason.trim() : null }, {
      onDone: () => setDone(paused ? `Payouts paused for ${who}.` : `Payouts resumed for ${who}.`),
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['managerUserId', 'reason']),
      onFailure: () => setError('root.server', { message: 'No answer from the server. Try again.' }),
    });
  });

  return (
    <form className={`card ${styles.panel}`} noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="pause-heading">
      <h2 id="pause-heading">Pause or resume payouts</h2>
      <p className="muted">While paused, collected rent stays in the manager’s balance.</p>
      {errors.root?.server && <p className="alert alert-error" role="alert">{errors.root.server.message}</p>}
      {done && <p className="alert alert-success" role="status">{done}</p>}
      <input type="hidden" {...register('managerUserId', { validate: (v) => v.trim() !== '' || 'Find and pick the manager.' })} />
      <UserLookup label="Manager" hint="Type part of their name or email, then pick them." error={errors.managerUserId?.message}
        picked={manager} onPick={pick} />
      <TextField label="Reason (to pause)" error={errors.reason?.message} {...register('reason')} />
      <div className={styles.buttons}>
        <button type="button" className="btn btn-primary" disabled={saving} onClick={submit(true)}>Pause payouts</button>
        <button type="button" className="btn" disabled={saving} onClick={submit(false)}>Resume payouts</button>
      </div>
    </form>
  );
}
