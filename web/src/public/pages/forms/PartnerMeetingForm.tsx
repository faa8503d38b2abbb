import { TextField } from '../../../shared/components/TextField';
import { PARTNER_MEETING } from '../content/forms';
import styles from '../PublicPages.module.css';
import { Honeypot, SelectField, TextAreaField } from './fields';
import { given, PARTNER_TOPICS, partnerMeetingSchema, type PartnerMeetingValues } from './formSchemas';
import { FormAlert, Thanks } from './FormParts';
import { usePublicForm } from './usePublicForm';
import { SubmitButton } from '../../../shared/components/SubmitButton';

const EMPTY: PartnerMeetingValues = {
  fullName: '', email: '', company: '', jobTitle: '', phone: '', topic: '' as PartnerMeetingValues['topic'], message: '', preferredDate: '', website: '',
};

/** The partner meeting request (form `partner_meeting`). */
export function PartnerMeetingForm() {
  const { form: { register, formState: { errors } }, onSubmit, isInFlight, sent } = usePublicForm(partnerMeetingSchema, EMPTY, (values) => {
    const { email, website, ...answers } = values;
    const optional = given({ jobTitle: answers.jobTitle, phone: answers.phone, preferredDate: answers.preferredDate });
    return {
      form: 'PARTNER_MEETING',
      email,
      website: website || null,
      partnerMeeting: { fullName: answers.fullName, company: answers.company, topic: answers.topic, message: answers.message, ...optional },
    };
  });
  if (sent) return <Thanks {...PARTNER_MEETING.thanks} />;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Partner meeting request" className={`card ${styles.formCard}`}>
      <h2>Request a meeting</h2>
      <FormAlert message={errors.root?.server?.message} />
      <div className={styles.formRow}>
        <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField label="Work email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      </div>
      <div className={styles.formRow}>
        <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
        <TextField label="Job title (optional)" autoComplete="organization-title" error={errors.jobTitle?.message} {...register('jobTitle')} />
      </div>
      <div className={styles.formRow}>
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label="A day that suits you (optional)" type="date" error={errors.preferredDate?.message} {...register('preferredDate')} />
      </div>
      <SelectField label="What is it about?" error={errors.topic?.message} {...register('topic')}>
        <option value="">Choose a topic</option>
        {PARTNER_TOPICS.map((topic) => <option key={topic.value} value={topic.value}>{topic.label}</option>)}
      </SelectField>
      <TextAreaField label="What would you like to talk about?" hint="A few lines on your homes, your team or your product help us bring the right person."
        error={errors.message?.message} maxLength={2000} {...register('message')} />
      <Honeypot registration={register('website')} />
      <SubmitButton busy={isInFlight} busyLabel="Sending…">Send request</SubmitButton>
    </form>
  );
}
