import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface UserErrorLike {
  readonly field: string | null | undefined;
  readonly message: string;
}

/**
 * Puts a mutation's userErrors next to the fields they name; anything about a
 * field the form does not show, or about the whole form, goes to the form's alert.
 */
export function showUserErrors<T extends FieldValues>(errors: readonly UserErrorLike[], setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>): void {
  let focused = false;
  for (const error of errors) {
    const field = fields.find((f) => f === error.field);
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      setError('root.server' as Path<T>, { type: 'server', message: error.message });
    }
  }
}
