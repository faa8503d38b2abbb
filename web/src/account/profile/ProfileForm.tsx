import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import styles from './Profile.module.css';
import { profileSchema, type ProfileFormInput, type ProfileFormOutput } from './profileSchema';
import { RoommatePreferenceField } from './RoommatePreferenceField';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'occupation', 'interests', 'roommateRelationshipPreference'] as const;

/**
 * The user's own details. `asRenter` adds the roommate profile (occupation,
 * interests, how social) that applications show; managers and vendors are not
 * asked about housemates, and saving leaves those answers as they were.
 */
export function ProfileForm({ user, asRenter }: { user: ProfileForm_user$key; asRenter: boolean }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        email
        firstName
        lastName
        phoneNumber
        profile {
          occupation
          interests
          applicantProfileRoommateRelationshipPreference
          isComplete
        }
      }
    `,
    user,
  );
  const { register, handleSubmit, setError, formState } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: data.firstName,
      lastName: data.lastName,
      phoneNumber: data.phoneNumber ?? '',
      occupation: data.profile.occupation ?? '',
      interests: data.profile.interests.join(', '),
      roommateRelationshipPreference: (data.profile.applicantProfileRoommateRelationshipPreference ?? '') as ProfileFormInput['roommateRelationshipPreference'],
    },
  });
  const [updateProfile, isSaving] = useUpdateProfileMutation();
  const [saved, setSaved] = useState(false);
  const { errors } = formState;

  const onSubmit = (values: ProfileFormOutput) => {
    setSaved(false);
    const account = { firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber || null };
    updateProfile(
      asRenter
        ? { ...account, occupation: values.occupation, interests: values.interests, roommateRelationshipPreference: values.roommateRelationshipPreference || null }
        : account,
      {
        onSaved: () => setSaved(true),
        onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS),
        onFailure: () => setError('root.server', { message: 'We could not save your profile. Check your connection and try again.' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label="Your profile">
      {asRenter && !data.profile.isComplete && (
        <p className={styles.nudge}>Add your occupation, an interest and how social you like to be: homeowners and housemates look for these when you apply.</p>
      )}
      <p className="muted">Signed in as <strong>{data.email}</strong></p>
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" hint={asRenter ? 'Only shared with homeowners once you apply.' : undefined}
        error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      {asRenter && (
        <>
          <TextField label="Occupation" autoComplete="organization-title" error={errors.occupation?.message} {...register('occupation')} />
          <TextField label="Interests" hint="Separate with commas, like: hiking, cooking, board games." error={errors.interests?.message} {...register('interests')} />
          <RoommatePreferenceField registration={register('roommateRelationshipPreference')} error={errors.roommateRelationshipPreference?.message} />
        </>
      )}
      <div role="status" aria-live="polite">
        {saved && <p className="alert alert-success">Your profile is saved.</p>}
      </div>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <button type="submit" className="btn btn-primary" disabled={isSaving}>
        {isSaving ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
