/**
 * Where a guarantor connection stands, derived from its timestamps in this one
 * place (api lists, GET /me/ and the gateway all read the answer, never recompute it):
 *
 *   invited ─accept─► accepted ─screening─► screening_completed ─financials─► completed
 *
 * Financials sent before screening do not skip it: the guarantor is only done when
 * both are.
 */
export const GUARANTOR_CONNECTION_STATUSES = ['invited', 'accepted', 'screening_completed', 'completed'] as const;
export type GuarantorConnectionStatus = (typeof GUARANTOR_CONNECTION_STATUSES)[number];

export interface GuarantorProgress {
  acceptedAt: Date | null;
  screeningCompletedAt: Date | null;
  financialQualificationsCompletedAt: Date | null;
}

export function guarantorConnectionStatus(c: GuarantorProgress): GuarantorConnectionStatus {
  if (!c.acceptedAt) return 'invited';
  if (!c.screeningCompletedAt) return 'accepted';
  if (!c.financialQualificationsCompletedAt) return 'screening_completed';
  return 'completed';
}

/** Spec §2: a resent invite may go out at most once a minute (429 resend_too_soon). */
export const RESEND_INVITE_INTERVAL_SECONDS = 60;

/** When the tenant may resend the invite; null once it is accepted (nothing to resend). */
export function resendAvailableAt(lastInviteSentAt: Date, acceptedAt: Date | null): Date | null {
  if (acceptedAt) return null;
  return new Date(lastInviteSentAt.getTime() + RESEND_INVITE_INTERVAL_SECONDS * 1000);
}
