import { BRAND_NAME } from '../../../../../common/brand';
import { TextField } from '../../../shared/components/TextField';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { LEAVE_FEEDBACK } from '../content/forms';
import styles from '../PublicPages.module.css';
import { Honeypot, TextAreaField } from './fields';
import { given, leaveFeedbackSchema, type LeaveFeedbackValues } from './formSchemas';
import { FormAlert, Thanks } from './FormParts';
import { usePublicForm } from './usePublicForm';
import { SubmitButton } from '../../../shared/components/SubmitButton';

const RATINGS = [
  { value: '1', label: '1 · Poor' },
  { value: '2', label: '2 · Fair' },
  { value: '3', label: '3 · Good' },
  { value: '4', label: '4 · Very good' },
  { value: '5', label: '5 · Great' },
] as const;

const EMPTY: LeaveFeedbackValues = { fullName: '', email: '', rating: '' as LeaveFeedbackValues['rating'], message: '', website: '' };

/** The feedback form (form `leave_feedback`); `page` is the page the visitor came from, when on this site. */
export function LeaveFeedbackForm({ fromPage }: { fromPage: string | null }) {
  const { form: { register, formState: { errors } }, onSubmit, isInFlight, sent } = usePublicForm(leaveFeedbackSchema, EMPTY, (values) => ({
    form: 'LEAVE_FEEDBACK',
    email: values.email,
    website: values.website || null,
    leaveFeedback: { rating: Number(values.rating), message: values.message, ...given({ fullName: values.fullName }), ...(fromPage ? { page: fromPage } : {}) },
  }));
  if (sent) return <Thanks {...LEAVE_FEEDBACK.thanks} />;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Feedback" className={`card ${styles.formCard}`}>
      <h2>Your feedback</h2>
      <FormAlert message={errors.root?.server?.message} />
      <ChoiceGroup inline legend={`How would you rate ${BRAND_NAME}?`} choices={RATINGS} registration={register('rating')} error={errors.rating?.message} />
      <TextAreaField label="What should we know?" error={errors.message?.message} maxLength={2000} {...register('message')} />
      <div className={styles.formRow}>
        <TextField label="Name (optional)" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" hint="Only to answer you." error={errors.email?.message} {...register('email')} />
      </div>
      <Honeypot registration={register('website')} />
      <SubmitButton busy={isInFlight} busyLabel="Sending…">Send feedback</SubmitButton>
    </form>
  );
}
