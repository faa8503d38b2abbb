import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../shared/components/TextField';
import type { UserErrorLike } from '../shared/userErrors';
import styles from './Billing.module.css';
import { cardDigits, parseExpiry } from './billingWords';
import { useAddPaymentSourceMutation } from './useAddPaymentSourceMutation';
import { useCreateTestCardTokenMutation } from './useCreateTestCardTokenMutation';

export interface TestMethod {
  readonly label: string;
  readonly value: string;
  readonly kind: string;
  readonly outcome: string;
}

interface CardValues { number: string; expiry: string; cvc: string; makeAutopay: boolean }
type CardField = 'number' | 'expiry' | 'cvc';

/** Server field names (token, then source) → the field of this form the tenant can fix. */
const FIELD_OF: Record<string, CardField> = { number: 'number', cardToken: 'number', expMonth: 'expiry', expYear: 'expiry', cvc: 'cvc' };

/** The local sandbox accepts any public token with this prefix; a real provider's bank link replaces this form. */
const SANDBOX_PUBLIC_TOKEN = 'public-sandbox-hearth-web';

/**
 * Saves a card or a bank account. Card: number, expiry and CVC become a token
 * (createTestCardToken stands in for the processor's form), then a saved source.
 */
export function AddSourceForm({ testMethods, onAdded }: { testMethods: readonly TestMethod[]; onAdded(sourceId: string): void }) {
  const [kind, setKind] = useState<'CARD' | 'BANK_ACCOUNT'>('CARD');
  const name = useId();
  const banks = testMethods.filter((m) => m.kind === 'BANK_ACCOUNT');
  return (
    <div className={styles.addSource}>
      <fieldset className={styles.kindChoice}>
        <legend className="field-label">New payment method</legend>
        <label><input type="radio" name={name} checked={kind === 'CARD'} onChange={() => setKind('CARD')} /> Card</label>
        <label><input type="radio" name={name} checked={kind === 'BANK_ACCOUNT'} onChange={() => setKind('BANK_ACCOUNT')} /> Bank account</label>
      </fieldset>
      {kind === 'CARD'
        ? <CardForm testCards={testMethods.filter((m) => m.kind === 'CARD')} onAdded={onAdded} />
        : <BankForm banks={banks} onAdded={onAdded} />}
    </div>
  );
}

function CardForm({ testCards, onAdded }: { testCards: readonly TestMethod[]; onAdded(sourceId: string): void }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<CardValues>({
    defaultValues: { number: '', expiry: '', cvc: '', makeAutopay: false },
  });
  const [tokenize, tokenizing] = useCreateTestCardTokenMutation();
  const [add, adding] = useAddPaymentSourceMutation();
  // Saved, while the page refetches: a second click must not save the card twice.
  const [saved, setSaved] = useState(false);
  const busy = tokenizing || adding || saved;

  const showErrors = (userErrors: readonly UserErrorLike[]) => {
    for (const e of userErrors) {
      const field = e.field ? FIELD_OF[e.field] : undefined;
      setError(field ?? 'root.server', { type: 'server', message: e.message });
    }
  };
  const failed = () => setError('root.server', { message: 'Your card was not saved. Check your connection and try again.' });

  const onSubmit = (values: CardValues) => {
    const expiry = parseExpiry(values.expiry)!;
    tokenize({ number: cardDigits(values.number), cvc: values.cvc.trim(), ...expiry }, {
      onDone: (cardToken) => add({ cardToken, makeAutopay: values.makeAutopay }, {
        onDone: (id) => { setSaved(true); onAdded(id); },
        onUserErrors: showErrors,
        onFailure: failed,
      }),
      onUserErrors: showErrors,
      onFailure: failed,
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Add a card">
      {errors.root?.server && <p className="alert alert-error" role="alert">{errors.root.server.message}</p>}
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" error={errors.number?.message}
        {...register('number', { validate: (v) => /^\d{12,19}$/.test(cardDigits(v)) || 'Enter the card number (12 to 19 digits).' })} />
      <div className={styles.twoFields}>
        <TextField label="Expiry (MM/YY)" placeholder="MM/YY" autoComplete="cc-exp" error={errors.expiry?.message}
          {...register('expiry', { validate: (v) => parseExpiry(v) !== null || 'Enter the expiry as MM/YY.' })} />
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" error={errors.cvc?.message}
          {...register('cvc', { validate: (v) => /^\d{3,4}$/.test(v.trim()) || 'Enter the 3 or 4 digits on the back.' })} />
      </div>
      <label className={styles.checkbox}><input type="checkbox" {...register('makeAutopay')} /> Use for autopay</label>
      {testCards.length > 0 && (
        <details className={styles.hint}>
          <summary>Test cards (nothing is charged)</summary>
          <ul>{testCards.map((c) => <li key={c.value}><code>{c.value}</code> — {c.label}: {c.outcome}</li>)}</ul>
          <p className="muted">Any future expiry and any 3-digit CVC.</p>
        </details>
      )}
      <button type="submit" className="btn" disabled={busy}>{saved ? 'Card saved' : busy ? 'Saving card…' : 'Save card'}</button>
    </form>
  );
}

function BankForm({ banks, onAdded }: { banks: readonly TestMethod[]; onAdded(sourceId: string): void }) {
  const id = useId();
  const [account, setAccount] = useState(banks[0]?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useAddPaymentSourceMutation();
  const [saved, setSaved] = useState(false);
  if (banks.length === 0) {
    return <p className="muted">Connecting a bank account is not available yet. Add a card instead.</p>;
  }
  return (
    <form noValidate aria-label="Add a bank account" onSubmit={(e) => {
      e.preventDefault();
      setError(null);
      add({ bankAccountId: account, bankPublicToken: SANDBOX_PUBLIC_TOKEN }, {
        onDone: (id) => { setSaved(true); onAdded(id); },
        onUserErrors: (errors) => setError(errors.map((x) => x.message).join(' ')),
        onFailure: () => setError('Your bank account was not saved. Check your connection and try again.'),
      });
    }}>
      <div className="field">
        <label className="field-label" htmlFor={id}>Sandbox bank account</label>
        <select id={id} className="input" value={account} onChange={(e) => setAccount(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          {banks.map((b) => <option key={b.value} value={b.value}>{b.label} — {b.outcome}</option>)}
        </select>
        {error && <p id={`${id}-error`} className="field-error">{error}</p>}
      </div>
      <button type="submit" className="btn" disabled={adding || saved}>{saved ? 'Bank account connected' : adding ? 'Connecting…' : 'Connect bank account'}</button>
    </form>
  );
}
