/** The api's rule for an ETA (POST /service-activities/{id}/on-my-way eta_minutes): whole minutes, 1 to 240. */
export const MAX_ETA_MINUTES = 240;

/** "" (no ETA) or a whole number of minutes 1..240; else the message to show next to the field. */
export function etaProblem(value: string): string | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_ETA_MINUTES ? null : `Give 1 to ${MAX_ETA_MINUTES} minutes, or leave it empty.`;
}
