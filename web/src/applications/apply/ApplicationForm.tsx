import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { ApplicationForm_building$key } from '../../__generated__/ApplicationForm_building.graphql';
import type { PetOption } from '../../__generated__/useSubmitApplicationMutation.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { availabilityLabel, todayIso } from '../../shared/format';
import { useGoToNextOnboardingStep } from '../../onboarding/useGoToNextOnboardingStep';
import styles from '../Applications.module.css';
import { useIdempotencyKey } from '../../shared/idempotencyKey';
import { applicationSchema, earliestMoveIn, type ApplicationFormInput, type ApplicationFormOutput } from './applicationSchema';
import { PetsField } from './PetsField';
import { PriceBreakdown } from './PriceBreakdown';
import { useSubmitApplicationMutation } from './useSubmitApplicationMutation';

const FIELDS = ['bedroomId', 'moveInDate', 'moveOutDate', 'pets', 'guarantorName', 'guarantorEmail', 'promoCode'] as const;

/** The application for one home: room, dates, pets, guarantor and promo code, with the chosen room's price. */
export function ApplicationForm({ building, preselectedBedroom, presetPromoCode = null }: {
  building: ApplicationForm_building$key;
  preselectedBedroom: string | null;
  /** A code from an invite link (`?promo_code=`). */
  presetPromoCode?: string | null;
}) {
  const home = useFragment(
    graphql`
      fragment ApplicationForm_building on Building {
        petOptions
        bedrooms {
          id
          databaseId
          name
          availableFrom
          applicationFee { formatted }
          rent {
            base { formatted }
            utilities { formatted }
            platformFee { formatted }
            totalRent { formatted }
          }
        }
      }
    `,
    building,
  );
  const today = todayIso();
  const schema = useMemo(() => applicationSchema(home.bedrooms, today), [home.bedrooms, today]);
  const preselected = home.bedrooms.find((r) => r.databaseId === preselectedBedroom) ?? (home.bedrooms.length === 1 ? home.bedrooms[0] : undefined);
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<ApplicationFormInput, unknown, ApplicationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      bedroomId: preselected?.id ?? '', moveInDate: '', moveOutDate: '', pets: [], guarantorName: '', guarantorEmail: '', promoCode: presetPromoCode ?? '',
    },
  });
  const idempotencyKey = useIdempotencyKey();
  const [submitApplication, isSubmitting] = useSubmitApplicationMutation();
  const goToNextStep = useGoToNextOnboardingStep();
  const room = home.bedrooms.find((r) => r.id === watch('bedroomId'));

  const onSubmit = (form: ApplicationFormOutput) =>
    submitApplication(
      {
        ...form,
        pets: form.pets as PetOption[],
        guarantorName: form.guarantorName || null,
        guarantorEmail: form.guarantorEmail || null,
        promoCode: form.promoCode || null,
        idempotencyKey,
      },
      {
        onSubmitted: goToNextStep,
        onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS),
        onFailure: () => setError('root.server', { message: 'We could not send your application. Check your connection and try again: you will not apply twice.' }),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={styles.applyLayout} aria-label="Application">
      <div className={`card ${styles.form}`}>
        <fieldset className={styles.choices} aria-describedby={errors.bedroomId ? 'bedroom-error' : undefined}>
          <legend className="field-label">Room</legend>
          {home.bedrooms.map((r) => (
            <label key={r.id} className={styles.choice}>
              <input type="radio" value={r.id} {...register('bedroomId')} />
              <span>
                <strong>{r.name}</strong>
                <span className="muted"> · {r.rent.totalRent.formatted}/mo · {availabilityLabel(r.availableFrom)}</span>
              </span>
            </label>
          ))}
          {errors.bedroomId && <p id="bedroom-error" className="field-error">{errors.bedroomId.message}</p>}
        </fieldset>
        <div className={styles.row}>
          <TextField label="Move-in date" type="date" min={earliestMoveIn(room, today)} error={errors.moveInDate?.message} {...register('moveInDate')} />
          <TextField label="Move-out date" type="date" min={earliestMoveIn(room, today)} error={errors.moveOutDate?.message} {...register('moveOutDate')} />
        </div>
        <PetsField allowed={home.petOptions} registration={register('pets')} error={errors.pets?.message} />
        <fieldset className={styles.group}>
          <legend className="field-label">Guarantor (optional)</legend>
          <p className="field-hint">Someone who agrees to cover the rent if you cannot. We email them an invitation.</p>
          <div className={styles.row}>
            <TextField label="Guarantor's name" autoComplete="off" error={errors.guarantorName?.message} {...register('guarantorName')} />
            <TextField label="Guarantor's email" type="email" autoComplete="off" error={errors.guarantorEmail?.message} {...register('guarantorEmail')} />
          </div>
        </fieldset>
        <TextField label="Promo code (optional)" autoCapitalize="characters" error={errors.promoCode?.message} {...register('promoCode')} />
        {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit application'}
        </button>
      </div>
      {room ? (
        <PriceBreakdown roomName={room.name} rent={room.rent} applicationFee={room.applicationFee} />
      ) : (
        <p className={`card ${styles.price} muted`}>Choose a room to see its monthly rent and the application fee.</p>
      )}
    </form>
  );
}
