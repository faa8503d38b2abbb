import { HttpError } from '../../http/errors.js';
import type { ProviderRow } from './providers-repository.js';

/**
 * The onboarding steps of a vendor company (docs/vendors.md), each named by the
 * field a form shows it in, with what to do. Order: the order of /vendor/onboard.
 */
export const ONBOARDING_STEPS = [
  'service_categories', 'regions', 'business_hours', 'insurance_certificate', 'w9', 'payout_account',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

type Facts = Pick<ProviderRow, 'service_categories' | 'regions' | 'business_hours' | 'insurance_current' | 'insurance_on_file'
  | 'w9_on_file' | 'payout_account_connected'>;

/** What is left to do, with the message for each step (empty: onboarding is complete). */
export function missingOnboardingSteps(p: Facts): Array<{ step: OnboardingStep; message: string }> {
  const missing: Array<{ step: OnboardingStep; message: string }> = [];
  if (p.service_categories.length === 0) missing.push({ step: 'service_categories', message: 'Choose the services you offer.' });
  if (p.regions.length === 0) missing.push({ step: 'regions', message: 'Choose the regions you serve.' });
  if (Object.keys(p.business_hours).length === 0) missing.push({ step: 'business_hours', message: 'Give your opening hours.' });
  if (!p.insurance_current) {
    missing.push({ step: 'insurance_certificate', message: p.insurance_on_file
      ? 'Your insurance certificate has expired: upload a current one.' : 'Upload your insurance certificate.' });
  }
  if (!p.w9_on_file) missing.push({ step: 'w9', message: 'Upload your W-9.' });
  if (!p.payout_account_connected) missing.push({ step: 'payout_account', message: 'Connect the account your payouts go to.' });
  return missing;
}

/**
 * A company takes new jobs only while its insurance is current: a certificate that
 * lapsed after onboarding is caught here (422 naming insurance_certificate).
 */
export function requireCurrentInsurance(p: Pick<ProviderRow, 'name' | 'insurance_current' | 'insurance_on_file'>): void {
  if (p.insurance_current) return;
  const message = p.insurance_on_file
    ? `${p.name}'s insurance certificate has expired: upload a current one to take new jobs.`
    : `${p.name} has no insurance certificate: upload one to take new jobs.`;
  throw new HttpError(422, 'insurance_not_current', message, { insurance_certificate: message });
}
