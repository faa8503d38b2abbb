import { describe, expect, it } from 'vitest';
import { toFormField } from './serverErrors';

describe('server errors on the public forms', () => {
  it('land on the form field they name, however the server spells the path', () => {
    expect(toFormField({ field: 'partnerMeeting.fullName', message: 'Fill in your name.' }).field).toBe('fullName');
    expect(toFormField({ field: 'input.realtorReferral.clientEmail', message: 'Enter a valid email address.' }).field).toBe('clientEmail');
    expect(toFormField({ field: 'email', message: 'Enter a valid email address.' }).field).toBe('email');
  });

  it('an error about the whole form (too many forms sent) stays with the form', () => {
    expect(toFormField({ field: null, message: 'Too many forms were sent from your address. Try again in 59 minutes.' }).field).toBeNull();
  });
});
