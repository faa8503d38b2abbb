import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import styles from './ManagerTenants.module.css';

/** Dollars as typed ("1,250" or "1250.50") in cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}

const renewalSchema = z.object({
  rent: z.string().transform((text, ctx) => {
    const cents = dollarsToCents(text);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter the monthly rent in dollars, for example 1250.' });
      return z.NEVER;
    }
    return cents;
  }),
});

/** The monthly rent a manager offers for a renewal term. */
export function RenewalOfferForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit(cents: number): void; onCancel(): void }) {
  const id = useId();
  const { register, handleSubmit, formState: { errors } } = useForm<z.input<typeof renewalSchema>, unknown, z.output<typeof renewalSchema>>({
    resolver: zodResolver(renewalSchema),
    defaultValues: { rent: '' },
  });
  const invalid = errors.rent?.message;
  return (
    <form className={styles.reasonForm} noValidate onSubmit={handleSubmit(({ rent }) => onSubmit(rent))}>
      <label htmlFor={id}>Monthly rent for the renewal ($)</label>
      <input id={id} inputMode="decimal" aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined} {...register('rent')} />
      {invalid && <p id={`${id}-error`} className="field-error">{invalid}</p>}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Sending…' : 'Send renewal offer'}</button>
        <button type="button" className="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
