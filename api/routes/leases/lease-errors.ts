import { HttpError } from '../../http/errors.js';

/** The refusals of lease preparation and signing, each with its stable code. */
export const leaseErrors = {
  overlapsSignedLease: () => new HttpError(409, 'lease_overlaps_signed_lease',
    'Another signed lease already holds this room for some of these dates.'),
  tenantMustSignFirst: () => new HttpError(422, 'tenant_must_sign_first',
    'The tenant has not signed this lease yet. You can countersign once they have.'),
  alreadySigned: () => new HttpError(409, 'lease_already_signed', 'This lease is already signed.'),
  voided: () => new HttpError(422, 'lease_voided', 'This lease was voided and can no longer be signed.'),
  applicationNotActive: () => new HttpError(422, 'application_not_active',
    'This application is no longer active, so its lease cannot be signed.'),
  noBedroom: () => new HttpError(422, 'lifecycle_has_no_bedroom', 'This application has no bedroom assigned, so there is nothing to lease.'),
  textChanged: () => new HttpError(409, 'lease_text_changed', 'The lease changed since you opened it. Open it again and read the new text.'),
  invalidToken: (reason: 'invalid' | 'expired') => reason === 'expired'
    ? new HttpError(400, 'signing_token_expired', 'Your signing session has expired.', { signing_token: 'Open the lease again to sign it.' })
    : new HttpError(400, 'invalid_signing_token', 'This signing link is not valid.', { signing_token: 'Open the lease again to sign it.' }),
  nameRequired: () => new HttpError(422, 'profile_name_required', 'Add your first and last name to your profile first: the lease names you and you sign by typing that name.',
    { first_name: 'Enter your first name.', last_name: 'Enter your last name.' }),
  landlordNameRequired: () => new HttpError(422, 'landlord_name_required',
    "The home's owner has no first and last name on their profile yet, and every lease names the landlord. They add it on their profile (Profile), then approve again."),
  nameMismatch: (expected: string) => new HttpError(400, 'typed_name_mismatch', 'Type your full name as it appears on your profile.',
    { typed_name: `Type your full name exactly: ${expected}.` }),
};
