import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { US_STATES } from '../../../../../common/screening';
import type { mutationsSaveRenterInfoMutation } from '../../../__generated__/mutationsSaveRenterInfoMutation.graphql';
import type { RenterInfoStep_screening$key } from '../../../__generated__/RenterInfoStep_screening.graphql';
import { normalizePhone } from '../../../account/profile/profileSchema';
import { TextField } from '../../../shared/components/TextField';
import { showUserErrors } from '../../../shared/userErrors';
import { saveRenterInfoMutation } from '../mutations';
import styles from '../Screening.module.css';
import { showMutationFailure, usePromiseMutation } from '../usePromiseMutation';
import { RENTER_INFO_FIELDS, renterInfoSchema, type RenterInfoForm } from './renterInfoSchema';
import type { StepProps } from './stepProps';

/** Legal name, date of birth, current address and phone: what the screening runs on. */
export function RenterInfoStep({ screening, guarantorConnectionId, advance }: StepProps & { screening: RenterInfoStep_screening$key }) {
  const { renterInfo: saved } = useFragment(
    graphql`
      fragment RenterInfoStep_screening on Screening {
        renterInfo { legalFirstName legalMiddleName legalLastName dateOfBirth address { street unit city state zip } phoneNumber }
      }
    `,
    screening,
  );
  const { register, handleSubmit, setError, formState: { errors } } = useForm<RenterInfoForm>({
    resolver: zodResolver(renterInfoSchema),
    defaultValues: {
      legalFirstName: saved?.legalFirstName ?? '', legalMiddleName: saved?.legalMiddleName ?? '', legalLastName: saved?.legalLastName ?? '',
      dateOfBirth: saved?.dateOfBirth ?? '', street: saved?.address.street ?? '', unit: saved?.address.unit ?? '',
      city: saved?.address.city ?? '', state: (saved?.address.state ?? '') as RenterInfoForm['state'], zip: saved?.address.zip ?? '',
      phoneNumber: saved?.phoneNumber ?? '',
    },
  });
  const [save, saving] = usePromiseMutation<mutationsSaveRenterInfoMutation>(saveRenterInfoMutation);

  const onSubmit = async (values: RenterInfoForm) => {
    try {
      const { saveRenterInfo: payload } = await save({
        input: {
          ...values, legalMiddleName: values.legalMiddleName || null, unit: values.unit || null,
          phoneNumber: normalizePhone(values.phoneNumber), guarantorConnectionId,
        },
      });
      if (payload.screening) advance(payload.screening);
      else showUserErrors(payload.userErrors, setError, RENTER_INFO_FIELDS);
    } catch (error) {
      showMutationFailure(error, setError, RENTER_INFO_FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id="screening-step-heading">Your legal details</h2>
      <p className="muted">As they appear on your government ID. We use them only for your screening.</p>
      <div className={styles.row}>
        <TextField label="Legal first name" autoComplete="given-name" error={errors.legalFirstName?.message} {...register('legalFirstName')} />
        <TextField label="Middle name (optional)" autoComplete="additional-name" error={errors.legalMiddleName?.message} {...register('legalMiddleName')} />
      </div>
      <TextField label="Legal last name" autoComplete="family-name" error={errors.legalLastName?.message} {...register('legalLastName')} />
      <TextField label="Date of birth" type="date" autoComplete="bday" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
      <TextField label="Street address" autoComplete="address-line1" error={errors.street?.message} {...register('street')} />
      <TextField label="Apartment or unit (optional)" autoComplete="address-line2" error={errors.unit?.message} {...register('unit')} />
      <div className={`${styles.row} ${styles.row3}`}>
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <div className="field">
          <label htmlFor="screening-state" className="field-label">State</label>
          <select id="screening-state" className={`input ${styles.select}`} autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined} aria-describedby={errors.state ? 'screening-state-error' : undefined} {...register('state')}>
            <option value="">Choose…</option>
            {US_STATES.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
          {errors.state && <p id="screening-state-error" className="field-error">{errors.state.message}</p>}
        </div>
        <TextField label="ZIP code" inputMode="numeric" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
      </div>
      <TextField label="Phone number" type="tel" autoComplete="tel" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving…' : 'Continue'}</button>
      </div>
    </form>
  );
}
