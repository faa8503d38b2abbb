import { useState, type FormEvent } from 'react';
import { TextField } from '../../shared/components/TextField';
import styles from './ApplicationPage.module.css';
import { usePromoCodeMutations } from './usePromoCodeMutations';

interface Props {
  lifecycleId: string;
  promoCode: string | null;
  canAdd: boolean;
  canRemove: boolean;
  onChanged(): void;
}

/** The promo code on an application: add one, or take it off, while the api still allows it (before approval). */
export function PromoCodeForm({ lifecycleId, promoCode, canAdd, canRemove, onChanged }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { addPromo, removePromo, isInFlight } = usePromoCodeMutations();
  const callbacks = {
    onDone: () => { setError(null); setCode(''); onChanged(); },
    onUserErrors: (errors: readonly { message: string }[]) => setError(errors[0]?.message ?? 'We could not change the promo code.'),
    onFailure: () => setError('We could not reach Hearth. Check your connection and try again.'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) { setError('Enter the promo code you were given.'); return; }
    addPromo(lifecycleId, code.trim(), callbacks);
  };

  if (promoCode) {
    return (
      <div className={styles.promo}>
        <p className={styles.promoApplied}>Promo code <strong>{promoCode}</strong> applied</p>
        {canRemove && (
          <button type="button" className="btn btn-quiet" disabled={isInFlight} onClick={() => removePromo(lifecycleId, callbacks)}>
            {isInFlight ? 'Removing…' : 'Remove'}
          </button>
        )}
        {error && <p role="alert" className="field-error">{error}</p>}
      </div>
    );
  }
  if (!canAdd) return null;
  return (
    <form className={styles.promoForm} onSubmit={submit} noValidate aria-label="Add a promo code">
      <TextField label="Promo code" autoComplete="off" autoCapitalize="characters" value={code}
        onChange={(e) => setCode(e.target.value)} error={error ?? undefined} />
      <button type="submit" className="btn" disabled={isInFlight}>{isInFlight ? 'Adding…' : 'Add'}</button>
    </form>
  );
}
