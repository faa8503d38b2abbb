import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { useGoToNextOnboardingStep } from '../useGoToNextOnboardingStep';
import styles from './Consent.module.css';
import { useSubmitInformationReleaseConsentMutation } from './useSubmitInformationReleaseConsentMutation';

interface Values {
  fullNameSignature: string;
  agreed: boolean;
}

/**
 * A typed-name signature and "I agree". The api checks the name against the
 * account (loosely: case, accents and a middle name do not matter).
 */
export function ConsentForm({ accountName }: { accountName: string }) {
  const checkboxId = useId();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values>({ defaultValues: { fullNameSignature: '', agreed: false } });
  const [sign, signing] = useSubmitInformationReleaseConsentMutation();
  const goToNextStep = useGoToNextOnboardingStep();
  const onSubmit = (values: Values) =>
    sign({ fullNameSignature: values.fullNameSignature.trim(), agreed: values.agreed }, {
      onSigned: goToNextStep,
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['fullNameSignature', 'agreed']),
      onFailure: () => setError('root.server', { message: 'We could not record your signature. Check your connection and try again.' }),
    });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label="Sign the consent">
      <TextField label="Type your full name to sign" autoComplete="name"
        hint={accountName ? `As on your account: ${accountName}.` : 'Your first and last name.'}
        error={errors.fullNameSignature?.message}
        {...register('fullNameSignature', { validate: (v) => v.trim().length > 0 || 'Type your full name to sign.' })} />
      <div className={styles.agree}>
        <input id={checkboxId} type="checkbox" aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? `${checkboxId}-error` : undefined}
          {...register('agreed', { validate: (v) => v || 'Tick the box to agree to the release of your information.' })} />
        <label htmlFor={checkboxId}>I agree to the release of my information as described above.</label>
      </div>
      {errors.agreed && <p id={`${checkboxId}-error`} className="field-error">{errors.agreed.message}</p>}
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <button type="submit" className="btn btn-primary" disabled={signing}>{signing ? 'Signing…' : 'Sign and continue'}</button>
    </form>
  );
}
