// Checks of the legal details form, before anything is sent; the api checks again.
import { z } from 'zod';
import { ageOn, MINIMUM_SCREENING_AGE, US_STATES } from '../../../../../common/screening';

const required = (message: string) => z.string().trim().min(1, { error: message }).max(100, { error: 'Use at most 100 characters.' });
const today = () => new Date().toISOString().slice(0, 10);

export const renterInfoSchema = z.object({
  legalFirstName: required('Enter your legal first name.'),
  legalMiddleName: z.string().trim().max(100, { error: 'Use at most 100 characters.' }),
  legalLastName: required('Enter your legal last name.'),
  dateOfBirth: z.string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter your date of birth.' })
    .refine((d) => ageOn(d, today()) >= MINIMUM_SCREENING_AGE, { error: `You must be ${MINIMUM_SCREENING_AGE} or older to be screened.` }),
  street: required('Enter your street address.'),
  unit: z.string().trim().max(50, { error: 'Use at most 50 characters.' }),
  city: required('Enter your city.'),
  state: z.enum(US_STATES, { error: 'Choose your state.' }),
  zip: z.string().trim().regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code.' }),
  phoneNumber: z.string().trim().refine((v) => v.replace(/\D/g, '').length >= 10, { error: 'Enter a phone number with its area code.' }),
});

export type RenterInfoForm = z.input<typeof renterInfoSchema>;
export const RENTER_INFO_FIELDS = Object.keys(renterInfoSchema.shape) as (keyof RenterInfoForm)[];
