import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { showUserErrors } from '../../../shared/userErrors';
import { toFormField } from './serverErrors';
import { useSubmitFormMutation, type SubmitFormInput } from './useSubmitFormMutation';

export const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';

/**
 * A public form's state: zod checks, the server's per-field errors next to their
 * fields (`partnerMeeting.fullName` → `fullName`), a form-wide alert for the rest
 * (including "too many forms sent", 429), and `sent` for the thank-you state.
 */
export function usePublicForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  toInput: (values: T) => SubmitFormInput,
) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  const [submit, isInFlight] = useSubmitFormMutation();
  const [sent, setSent] = useState(false);
  const fields = Object.keys(defaultValues) as Array<Path<T>>;
  const onSubmit = form.handleSubmit((values) =>
    submit(toInput(values), {
      onReceived: () => setSent(true),
      onUserErrors: (errors) => showUserErrors(errors.map(toFormField), form.setError, fields),
      onFailure: () => form.setError('root.server' as Path<T>, { message: NETWORK_TROUBLE }),
    }),
  );
  return { form, onSubmit, isInFlight, sent };
}
