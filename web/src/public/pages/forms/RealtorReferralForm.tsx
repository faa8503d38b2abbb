import { TextField } from '../../../shared/components/TextField';
import { CITY_PAGES } from '../../../../../common/regions';
import { REALTOR_REFERRAL } from '../content/forms';
import styles from '../PublicPages.module.css';
import { Honeypot, SelectField, TextAreaField } from './fields';
import { given, realtorReferralSchema, type RealtorReferralValues } from './formSchemas';
import { FormAlert, Thanks } from './FormParts';
import { usePublicForm } from './usePublicForm';
import { SubmitButton } from '../../../shared/components/SubmitButton';

const EMPTY: RealtorReferralValues = {
  fullName: '', email: '', brokerage: '', licenseNumber: '', phone: '', clientName: '', clientEmail: '', city: '', moveInDate: '', notes: '', website: '',
};

/** The realtor referral (form `realtor_referral`) on /for-realtors. */
export function RealtorReferralForm() {
  const { form: { register, formState: { errors } }, onSubmit, isInFlight, sent } = usePublicForm(realtorReferralSchema, EMPTY, (values) => {
    const { email, website, fullName, brokerage, clientName, ...optional } = values;
    return { form: 'REALTOR_REFERRAL', email, website: website || null, realtorReferral: { fullName, brokerage, clientName, ...given(optional) } };
  });
  if (sent) return <Thanks {...REALTOR_REFERRAL.thanks} />;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Realtor referral" className={`card ${styles.formCard}`}>
      <h2 id="referral-heading">{REALTOR_REFERRAL.heading}</h2>
      <FormAlert message={errors.root?.server?.message} />
      <div className={styles.formRow}>
        <TextField label="Your name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField label="Your email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      </div>
      <div className={styles.formRow}>
        <TextField label="Brokerage" autoComplete="organization" error={errors.brokerage?.message} {...register('brokerage')} />
        <TextField label="License number (optional)" error={errors.licenseNumber?.message} {...register('licenseNumber')} />
      </div>
      <TextField label="Your phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <div className={styles.formRow}>
        <TextField label="Client's name" error={errors.clientName?.message} {...register('clientName')} />
        <TextField label="Client's email (optional)" type="email" error={errors.clientEmail?.message} {...register('clientEmail')} />
      </div>
      <div className={styles.formRow}>
        <SelectField label="City (optional)" error={errors.city?.message} {...register('city')}>
          <option value="">Not sure yet</option>
          {CITY_PAGES.map((page) => <option key={page.key} value={page.title}>{page.title}, {page.state}</option>)}
        </SelectField>
        <TextField label="Move-in date (optional)" type="date" error={errors.moveInDate?.message} {...register('moveInDate')} />
      </div>
      <TextAreaField label="Notes (optional)" hint="Budget, lease length, pets: anything that helps us find the right room."
        error={errors.notes?.message} maxLength={2000} {...register('notes')} />
      <Honeypot registration={register('website')} />
      <SubmitButton busy={isInFlight} busyLabel="Sending…">Send referral</SubmitButton>
    </form>
  );
}
