import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface UserErrorLike {
  readonly field: string | null | undefined;
  readonly message: string;
}

/**
 * Puts a mutation's userErrors next to the fields they name; anything about a
 * field the form does not show, or about the whole form, goes to the form's alert.
 * `formFieldOf` names the form's field for an input field it calls otherwise
 * (`rentBaseCents` → `base`); an error on a list item (`features.0`) goes to the list.
 */
export function showUserErrors<T extends FieldValues>(
  errors: readonly UserErrorLike[], setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>,
  formFieldOf: Readonly<Record<string, string>> = {},
): void {
  let focused = false;
  for (const error of errors) {
    const named = error.field?.replace(/\.\d+$/, '') ?? null;
    const field = fields.find((f) => f === error.field || (named !== null && f === (formFieldOf[named] ?? named)));
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      setError('root.server' as Path<T>, { type: 'server', message: error.message });
    }
  }
}
