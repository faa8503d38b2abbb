import type { UserErrorLike } from '../../shared/userErrors';

/** userErrors by field (`homeAmenities.0` counts for `homeAmenities`); the rest under `_form`. */
export function errorsByField(errors: readonly UserErrorLike[], fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = fields.find((f) => e.field === f || e.field?.startsWith(`${f}.`)) ?? '_form';
    out[field] = out[field] ? `${out[field]} ${e.message}` : e.message;
  }
  return out;
}

export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Try again in a moment.';
