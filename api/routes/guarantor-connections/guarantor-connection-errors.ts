import { HttpError } from '../../http/errors.js';

/** Expected failures of the guarantor routes, each with a stable code the web branches on. */

export const guarantorAlreadyInvited = () =>
  new HttpError(409, 'guarantor_already_invited', 'You already invited this person as a guarantor for this application.', {
    guarantor_email: 'You already invited this person for this application. Resend the invite instead.',
  });

export const guarantorIsTenant = (field = 'guarantor_email') =>
  new HttpError(422, 'guarantor_is_tenant', 'You cannot be your own guarantor.', {
    [field]: 'Enter someone else\'s email: you cannot be your own guarantor.',
  });

export const applicationNotActive = () =>
  new HttpError(422, 'application_not_active', 'This application is no longer active, so it needs no guarantor.');

export const alreadyAccepted = () =>
  new HttpError(409, 'guarantor_connection_already_accepted', 'This invitation was already accepted.');

export const resendTooSoon = (seconds: number) =>
  new HttpError(429, 'resend_too_soon', `The invite was just sent. You can resend it in ${seconds} second${seconds === 1 ? '' : 's'}.`);

/** A wrong, replaced or unknown invite: one answer for all, so a link reveals nothing. */
export const invalidInviteToken = () =>
  new HttpError(404, 'invalid_invite_token', 'This invite link is not valid any more. Ask the person who invited you to resend it.', {
    invite_token: 'This invite link is not valid any more.',
  });
