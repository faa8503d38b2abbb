import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { ROOMMATE_QUESTIONS } from '../../../../common/roommate-answers';
import type { ApplicantProfileForm_viewer$key } from '../../__generated__/ApplicantProfileForm_viewer.graphql';
import type { SaveApplicantProfileInput } from '../../__generated__/useSaveApplicantProfileMutation.graphql';
import { FileUpload } from '../../shared/components/FileUpload';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { ChoiceGroup } from '../../shared/components/ChoiceGroup';
import styles from './CreateProfile.module.css';
import { InterestChips } from './InterestChips';
import { graphQLValue, profileFormSchema, SINGLE_QUESTIONS, type ProfileFormInput, type ProfileFormOutput } from './profileFormSchema';
import { useSaveApplicantProfileMutation } from './useSaveApplicantProfileMutation';

const FIELDS = ['occupation', 'interests', 'commonAreaContributions', ...SINGLE_QUESTIONS.map(([, field]) => field)] as const;
const choicesOf = (question: keyof typeof ROOMMATE_QUESTIONS) =>
  ROOMMATE_QUESTIONS[question].options.map((o) => ({ value: graphQLValue(o.value), label: o.short, detail: o.long }));

/** The roommate profile form: who you are, twelve quick answers, and a photo. */
export function ApplicantProfileForm({ viewer, onSaved }: { viewer: ApplicantProfileForm_viewer$key; onSaved(next: string | null | undefined): void }) {
  const data = useFragment(
    graphql`
      fragment ApplicantProfileForm_viewer on Viewer {
        user { profile { occupation interests applicantProfileRoommateRelationshipPreference } }
        applicantProfile {
          occupation interests applicantProfileRoommateRelationshipPreference worksFromHome conflictStyle sharing weekdayBedtime
          smoker cooking moveReason unwindRitual plants weekendVacancy commonAreaContributions photoFileIds photoUrls
        }
      }
    `,
    viewer,
  );
  const saved = data.applicantProfile;
  const profile = data.user?.profile;
  const { register, control, handleSubmit, setError, formState: { errors } } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      ...(saved ?? {}),
      occupation: saved?.occupation ?? profile?.occupation ?? '',
      interests: [...(saved?.interests ?? profile?.interests ?? [])],
      applicantProfileRoommateRelationshipPreference: saved?.applicantProfileRoommateRelationshipPreference ?? profile?.applicantProfileRoommateRelationshipPreference ?? undefined,
      commonAreaContributions: [...(saved?.commonAreaContributions ?? [])],
    } as ProfileFormInput,
  });
  const [kept, setKept] = useState(() => (saved?.photoFileIds ?? []).map((id, i) => ({ id, url: saved!.photoUrls[i] })));
  const [added, setAdded] = useState<string[]>([]);
  const [save, saving] = useSaveApplicantProfileMutation();

  const onSubmit = (values: ProfileFormOutput) =>
    save({ ...values, photoFileIds: [...kept.map((p) => p.id), ...added] } as SaveApplicantProfileInput, {
      onSaved,
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS),
      onFailure: () => setError('root.server', { message: 'We could not save your profile. Check your connection and try again.' }),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={styles.form} aria-label="Your roommate profile">
      <section className={`card ${styles.section}`} aria-labelledby="about-heading">
        <h2 id="about-heading">About you</h2>
        <TextField label="What do you do?" hint="Your job or studies, like Nurse or Graduate student." autoComplete="organization-title"
          error={errors.occupation?.message} {...register('occupation')} />
        <Controller control={control} name="interests"
          render={({ field }) => <InterestChips value={field.value} onChange={field.onChange} error={errors.interests?.message} />} />
        {kept.length > 0 && (
          <ul className={styles.keptPhotos} aria-label="Your profile photos">
            {kept.map((photo, i) => (
              <li key={photo.id}>
                <img src={photo.url} alt={`Your profile photo ${i + 1}`} width={64} height={64} />
                <button type="button" className="btn btn-quiet" onClick={() => setKept((list) => list.filter((p) => p.id !== photo.id))}>Remove photo {i + 1}</button>
              </li>
            ))}
          </ul>
        )}
        <FileUpload label="Profile photo (optional)" purpose="APPLICANT_PROFILE_PHOTO" maxFiles={Math.max(0, 3 - kept.length)}
          hint="A friendly photo of you helps future housemates say hello. JPEG, PNG or HEIC, up to 10 MB."
          onUploaded={(file) => setAdded((ids) => [...ids, file.fileId])}
          onRemoved={(file) => setAdded((ids) => ids.filter((id) => id !== file.fileId))} />
      </section>
      <section className={`card ${styles.section}`} aria-labelledby="living-heading">
        <h2 id="living-heading">How you live</h2>
        <p className="muted">There are no right answers: we use them to show how you would fit with the people in each home.</p>
        {SINGLE_QUESTIONS.map(([question, field]) => (
          <ChoiceGroup key={field} legend={ROOMMATE_QUESTIONS[question].prompt} choices={choicesOf(question)}
            registration={register(field)} error={errors[field]?.message} />
        ))}
        <ChoiceGroup legend={ROOMMATE_QUESTIONS.common_area_contributions.prompt} hint="Tick any that apply." multiple
          choices={choicesOf('common_area_contributions')} registration={register('commonAreaContributions')} error={errors.commonAreaContributions?.message} />
      </section>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      {Object.keys(errors).some((k) => k !== 'root') && <p role="alert" className="alert alert-error">Some answers are missing: see the messages above.</p>}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={saving}>{saving ? 'Saving…' : 'Save profile and continue'}</button>
    </form>
  );
}
