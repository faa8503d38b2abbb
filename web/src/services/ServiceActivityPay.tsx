import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { ServiceActivityPay_activity$key } from '../__generated__/ServiceActivityPay_activity.graphql';
import { TextField } from '../shared/components/TextField';
import { dollarsToCents } from '../shared/format';
import { showUserErrors } from '../shared/userErrors';
import { formatCents } from './labels';
import styles from './Services.module.css';
import { useSetServiceActivityAutomaticPricingTypeMutation, useSetServiceActivityPriceMutation } from './useServiceActivityPayMutations';

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';
const paySchema = z.object({ price: z.string().trim().refine((v) => dollarsToCents(v) !== null, 'Enter the pay in dollars, e.g. 90 or 89.50.') });
type PayValues = z.infer<typeof paySchema>;

/**
 * What a job pays and where that comes from; the pay can be changed only while
 * `viewerMay` has SET_PRICE (a manager: until a vendor holds the job).
 */
export function ServiceActivityPay({ activity, heading }: { activity: ServiceActivityPay_activity$key; heading?: string }) {
  const job = useFragment(graphql`
    fragment ServiceActivityPay_activity on ServiceActivity {
      id priceCents automaticPricingType viewerMay holder { __typename } serviceType { defaultPriceCents }
    }
  `, activity);
  const [editing, setEditing] = useState(false);
  const mayChange = job.viewerMay.includes('SET_PRICE');
  const source = job.automaticPricingType === 'SERVICE_TYPE_DEFAULT' ? "the service's standard price" : 'set by hand';
  return (
    <section aria-label={heading ?? 'Pay'} className={styles.pay}>
      <p className={styles.payLine}>
        {heading && <span>{heading}:</span>}
        <strong>{formatCents(job.priceCents) ?? '—'}</strong> <span className="muted">({source})</span>
        {mayChange && !editing && <button type="button" className="btn btn-quiet" onClick={() => setEditing(true)}>Change the pay</button>}
      </p>
      {!mayChange && job.holder && <p className="muted">The vendor took the job at this pay; ask Hearth to change it.</p>}
      {mayChange && editing && (
        <PayForm id={job.id} cents={job.priceCents ?? 0} standardCents={job.serviceType.defaultPriceCents}
          standard={job.automaticPricingType === 'SERVICE_TYPE_DEFAULT'} onClose={() => setEditing(false)} />
      )}
    </section>
  );
}

function PayForm({ id, cents, standardCents, standard, onClose }: { id: string; cents: number; standardCents: number; standard: boolean; onClose(): void }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<PayValues>({
    resolver: zodResolver(paySchema), defaultValues: { price: (cents / 100).toFixed(2) },
  });
  const [setPrice, pricing] = useSetServiceActivityPriceMutation();
  const [setType, typing] = useSetServiceActivityAutomaticPricingTypeMutation();
  const callbacks = {
    onDone: onClose,
    onUserErrors: (userErrors: Parameters<typeof showUserErrors<PayValues>>[0]) => showUserErrors<PayValues>(userErrors, setError, ['price'], { priceCents: 'price' }),
    onFailure: () => setError('root.server' as never, { message: NETWORK_TROUBLE }),
  };
  const save = ({ price }: PayValues) => setPrice({ serviceActivityId: id, priceCents: dollarsToCents(price)! }, callbacks);
  const useStandard = () => setType({ serviceActivityId: id, automaticPricingType: 'SERVICE_TYPE_DEFAULT' }, callbacks);
  const busy = pricing || typing;
  return (
    <form noValidate aria-label="Change the pay" className={styles.actionForm} onSubmit={handleSubmit(save)}>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <TextField label="Pay (USD)" inputMode="decimal" hint="What the vendor is paid for this visit; later visits of a series keep it."
        error={errors.price?.message} {...register('price')} />
      <div className={styles.actionButtons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{pricing ? 'Saving…' : 'Save the pay'}</button>
        {!standard && (
          <button type="button" className="btn" disabled={busy} onClick={useStandard}>
            {typing ? 'Saving…' : `Use the standard price (${formatCents(standardCents)})`}
          </button>
        )}
        <button type="button" className="btn btn-quiet" onClick={onClose}>Keep it</button>
      </div>
    </form>
  );
}
