import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ParkingSpotInput } from '../../../__generated__/useAddParkingSpotMutation.graphql';
import { TextField } from '../../../shared/components/TextField';
import { showUserErrors } from '../../../shared/userErrors';
import { PARKING_ACCESS_OPTIONS, PARKING_TYPE_OPTIONS } from '../labels';
import { SelectField } from '../SelectField';
import { SOMETHING_WENT_WRONG } from '../formErrors';
import { RoomFormFrame, type RoomFormProps } from './RoomFormFrame';
import { PARKING_FIELD_OF_INPUT, parkingInput, parkingSchema, type ParkingValues } from './roomSchemas';

const FIELDS = ['parkingType', 'parkingAccess', 'fee'] as const;

/** A parking spot's type, access and monthly fee: adding one, or editing one. */
export function ParkingSpotForm({ title, initial, submitLabel, busyLabel, busy, save, onCancel }: RoomFormProps<ParkingValues, ParkingSpotInput>) {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<ParkingValues>({
    resolver: zodResolver(parkingSchema), defaultValues: initial,
  });
  const onSubmit = (values: ParkingValues) => save(parkingInput(values), {
    onDone: () => reset(onCancel ? values : initial),
    onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS, PARKING_FIELD_OF_INPUT),
    onFailure: () => setError('root.server', { message: SOMETHING_WENT_WRONG }),
  });
  return (
    <RoomFormFrame title={title} error={errors.root?.server?.message} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onSubmit={handleSubmit(onSubmit)} onCancel={onCancel}>
      <SelectField label="Parking type" options={PARKING_TYPE_OPTIONS} error={errors.parkingType?.message} registration={register('parkingType')} />
      <SelectField label="Parking access" options={PARKING_ACCESS_OPTIONS} error={errors.parkingAccess?.message} registration={register('parkingAccess')} />
      <TextField label="Monthly fee ($, optional)" inputMode="decimal" error={errors.fee?.message} {...register('fee')} />
    </RoomFormFrame>
  );
}
