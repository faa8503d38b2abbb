import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BedroomInput } from '../../../__generated__/useAddBedroomMutation.graphql';
import { TextField } from '../../../shared/components/TextField';
import { showUserErrors } from '../../../shared/userErrors';
import { CheckboxGroup } from '../CheckboxGroup';
import { BEDROOM_FEATURE_OPTIONS } from '../labels';
import styles from '../ListingEditor.module.css';
import { SOMETHING_WENT_WRONG } from '../formErrors';
import { RoomFormFrame, type RoomFormProps } from './RoomFormFrame';
import { BEDROOM_FIELD_OF_INPUT, bedroomInput, bedroomSchema, type BedroomValues } from './roomSchemas';

const FIELDS = ['name', 'base', 'utilities', 'platformFee', 'availableOn', 'sizeSqFt', 'features'] as const;

/** A bedroom's name, rent by component, first free day, size and features: adding one, or editing one. */
export function BedroomForm({ title, initial, submitLabel, busyLabel, busy, save, onCancel }: RoomFormProps<BedroomValues, BedroomInput>) {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<BedroomValues>({
    resolver: zodResolver(bedroomSchema), defaultValues: initial,
  });
  const onSubmit = (values: BedroomValues) => save(bedroomInput(values), {
    onDone: () => reset(onCancel ? values : initial),
    onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS, BEDROOM_FIELD_OF_INPUT),
    onFailure: () => setError('root.server', { message: SOMETHING_WENT_WRONG }),
  });
  return (
    <RoomFormFrame title={title} error={errors.root?.server?.message} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onSubmit={handleSubmit(onSubmit)} onCancel={onCancel}>
      <TextField label="Bedroom name" hint="e.g. Bedroom 1" error={errors.name?.message} {...register('name')} />
      <div className={styles.rentRow}>
        <TextField label="Base rent ($/month)" inputMode="decimal" error={errors.base?.message} {...register('base')} />
        <TextField label="Utilities ($/month)" inputMode="decimal" error={errors.utilities?.message} {...register('utilities')} />
        <TextField label="Platform fee ($/month)" inputMode="decimal" error={errors.platformFee?.message} {...register('platformFee')} />
      </div>
      <div className={styles.rentRow}>
        <TextField label="Available from" type="date" error={errors.availableOn?.message} {...register('availableOn')} />
        <TextField label="Size (sq ft, optional)" inputMode="numeric" error={errors.sizeSqFt?.message} {...register('sizeSqFt')} />
      </div>
      <CheckboxGroup legend="Bedroom features" options={BEDROOM_FEATURE_OPTIONS} error={errors.features?.message} registration={register('features')} />
    </RoomFormFrame>
  );
}
