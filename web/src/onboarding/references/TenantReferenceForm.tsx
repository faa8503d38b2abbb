import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { TenantReferenceForm_reference$key } from '../../__generated__/TenantReferenceForm_reference.graphql';
import type { AddTenantRentalReferenceInput } from '../../__generated__/useSaveTenantRentalReferenceMutation_addMutation.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { sourceLabel } from './ReferenceItem';
import { EMPTY_REFERENCE, referenceSchema, SOURCE_TYPES, type ReferenceFormInput, type ReferenceFormOutput } from './referenceSchema';
import styles from './References.module.css';
import { useSaveTenantRentalReferenceMutation } from './useSaveTenantRentalReferenceMutation';

const FIELDS = ['sourceType', 'refereeName', 'refereeEmail', 'refereePhone', 'propertyAddress', 'monthlyRent', 'startDate', 'endDate'] as const;
/** v20's money field is in cents; the form asks for dollars. */
const toFormField = (field: string | null | undefined) => (field === 'monthlyRentCents' ? 'monthlyRent' : field);

interface Props {
  reference?: TenantReferenceForm_reference$key | null;
  referenceId?: string;
  onDone(): void;
  onCancel?(): void;
}

/** Adds a reference or changes one that has not answered yet. */
export function TenantReferenceForm({ reference = null, referenceId, onDone, onCancel }: Props) {
  const current = useFragment(
    graphql`
      fragment TenantReferenceForm_reference on TenantRentalReference {
        sourceType refereeName refereeEmail refereePhone propertyAddress monthlyRent { cents } startDate endDate status
      }
    `,
    reference,
  );
  const selectId = useId();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ReferenceFormInput, unknown, ReferenceFormOutput>({
    resolver: zodResolver(referenceSchema),
    defaultValues: current ? {
      sourceType: current.sourceType, refereeName: current.refereeName, refereeEmail: current.refereeEmail, refereePhone: current.refereePhone ?? '',
      propertyAddress: current.propertyAddress ?? '', monthlyRent: current.monthlyRent ? String(current.monthlyRent.cents / 100) : '',
      startDate: current.startDate ?? '', endDate: current.endDate ?? '',
    } : EMPTY_REFERENCE,
  });
  const [save, saving] = useSaveTenantRentalReferenceMutation();
  const onSubmit = ({ monthlyRent, ...values }: ReferenceFormOutput) =>
    save(referenceId, { ...values, monthlyRentCents: monthlyRent } as AddTenantRentalReferenceInput, {
      onSaved: onDone,
      onUserErrors: (userErrors) => showUserErrors(userErrors.map((e) => ({ ...e, field: toFormField(e.field) })), setError, FIELDS),
      onFailure: () => setError('root.server', { message: 'We could not save this reference. Check your connection and try again.' }),
    });
  const title = current ? `Edit ${current.refereeName}` : 'Add a reference';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label={title}>
      <h3>{title}</h3>
      {current?.status === 'REQUESTED' && <p className="field-hint">Changing the email withdraws the request already sent; send the requests again afterwards.</p>}
      <div className="field">
        <label htmlFor={selectId} className="field-label">Who is this reference?</label>
        <select id={selectId} className="input" {...register('sourceType')} aria-invalid={errors.sourceType ? true : undefined}
          aria-describedby={errors.sourceType ? `${selectId}-error` : undefined}>
          <option value="">Choose…</option>
          {SOURCE_TYPES.map((t) => <option key={t} value={t}>{sourceLabel(t)}</option>)}
        </select>
        {errors.sourceType && <p id={`${selectId}-error`} className="field-error">{errors.sourceType.message}</p>}
      </div>
      <TextField label="Reference's name" autoComplete="off" error={errors.refereeName?.message} {...register('refereeName')} />
      <div className={styles.row}>
        <TextField label="Reference's email" type="email" autoComplete="off" hint="We email them a short form." error={errors.refereeEmail?.message} {...register('refereeEmail')} />
        <TextField label="Reference's phone (optional)" type="tel" autoComplete="off" error={errors.refereePhone?.message} {...register('refereePhone')} />
      </div>
      <TextField label="Address of the home you rented (optional)" error={errors.propertyAddress?.message} {...register('propertyAddress')} />
      <div className={styles.row3}>
        <TextField label="Monthly rent in $ (optional)" inputMode="decimal" error={errors.monthlyRent?.message} {...register('monthlyRent')} />
        <TextField label="From (optional)" type="date" error={errors.startDate?.message} {...register('startDate')} />
        <TextField label="To (optional)" type="date" hint="Leave empty if you live there now." error={errors.endDate?.message} {...register('endDate')} />
      </div>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving…' : current ? 'Save changes' : 'Save reference'}</button>
        {onCancel && <button type="button" className="btn" onClick={onCancel}>Cancel</button>}
      </div>
    </form>
  );
}
