import { restIdFrom } from '../guarantors/ids.js';

/**
 * The v20 `guarantor_connection_id` of an input (a GuarantorConnection global id
 * or its REST id, as /guarantor-complete has it): undefined for the viewer's own
 * screening, null when the value is no connection id at all.
 */
export function connectionIdOf(value: string | null | undefined): number | undefined | null {
  if (value === null || value === undefined || value === '') return undefined;
  const restId = restIdFrom(value, 'GuarantorConnection');
  return restId === null ? null : Number(restId);
}
