import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BathroomInput } from '../../../__generated__/useAddBathroomMutation.graphql';
import { showUserErrors } from '../../../shared/userErrors';
import { BATHROOM_RELATION_OPTIONS, BATHROOM_TYPE_OPTIONS, WASHER_COST_OPTIONS, WASHER_OPTIONS } from '../labels';
import { SelectField } from '../SelectField';
import { SOMETHING_WENT_WRONG } from '../formErrors';
import { RoomFormFrame, type RoomFormProps } from './RoomFormFrame';
import { BATHROOM_FIELD_OF_INPUT, bathroomInput, bathroomSchema, type BathroomValues } from './roomSchemas';

const FIELDS = ['bathroomType', 'relation', 'washer', 'washerCost'] as const;

/** A bathroom's type, who uses it and its washer/dryer: adding one, or editing one. */
export function BathroomForm({ title, initial, submitLabel, busyLabel, busy, save, onCancel }: RoomFormProps<BathroomValues, BathroomInput>) {
  const { register, handleSubmit, setError, reset, watch, formState: { errors } } = useForm<BathroomValues>({
    resolver: zodResolver(bathroomSchema), defaultValues: initial,
  });
  const onSubmit = (values: BathroomValues) => save(bathroomInput(values), {
    onDone: () => reset(onCancel ? values : initial),
    onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS, BATHROOM_FIELD_OF_INPUT),
    onFailure: () => setError('root.server', { message: SOMETHING_WENT_WRONG }),
  });
  return (
    <RoomFormFrame title={title} error={errors.root?.server?.message} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onSubmit={handleSubmit(onSubmit)} onCancel={onCancel}>
      <SelectField label="Bathroom type" options={BATHROOM_TYPE_OPTIONS} error={errors.bathroomType?.message} registration={register('bathroomType')} />
      <SelectField label="Bathroom relation" options={BATHROOM_RELATION_OPTIONS} error={errors.relation?.message} registration={register('relation')} />
      <SelectField label="Washer/dryer" options={WASHER_OPTIONS} placeholder="None" error={errors.washer?.message} registration={register('washer')} />
      {watch('washer') && (
        <SelectField label="Washer/dryer cost" options={WASHER_COST_OPTIONS} placeholder="Not said" error={errors.washerCost?.message} registration={register('washerCost')} />
      )}
    </RoomFormFrame>
  );
}
