import { BRAND_NAME } from '../../../common/brand.js';
import type { OutgoingMail } from '../../providers/mailer.js';

/*
 * Each body is a function of `link`, which puts the site's address (PUBLIC_ORIGIN) in
 * front of a path of the web app (providers/mailer.ts); the rest of the text is sent as written.
 */

/** The confirmation mail of a new account, or (`resent`) the new link someone asked for (POST /verify-email/resend). */
export function emailVerificationMail(to: string, userId: number, token: string, opts: { resent?: boolean } = {}): OutgoingMail {
  const path = `/verify-email?user_id=${userId}&email_verification_token=${encodeURIComponent(token)}`;
  const opening = opts.resent
    ? `Here is a new link to confirm your email address for ${BRAND_NAME}. Links we sent before it no longer work.`
    : `Welcome to ${BRAND_NAME}!`;
  return {
    to,
    kind: 'email_verification',
    subject: `Confirm your email for ${BRAND_NAME}`,
    body: (link) => `${opening}\n\nConfirm that this is your email address by opening:\n${link(path)}\n\n` +
      `If you did not create an account, ignore this message.`,
  };
}

export function passwordResetMail(to: string, token: string): OutgoingMail {
  const path = `/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    kind: 'password_reset',
    subject: `Reset your ${BRAND_NAME} password`,
    body: (link) => `Someone asked to reset the password of your ${BRAND_NAME} account.\n\n` +
      `To choose a new password, open this link within an hour:\n${link(path)}\n\n` +
      `If it was not you, ignore this message: your password stays as it is.`,
  };
}

/** A single-use sign-in link (POST /magic-link-login/send); `query` carries the role and page to return to. */
export function magicLinkMail(to: string, token: string, extra: { userRole?: string; desiredPage?: string }): OutgoingMail {
  const params = new URLSearchParams({ magic_link_id: token });
  if (extra.userRole) params.set('user_role', extra.userRole);
  if (extra.desiredPage) params.set('desired_page', extra.desiredPage);
  return {
    to,
    kind: 'magic_link',
    subject: `Your ${BRAND_NAME} sign-in link`,
    body: (link) => `Someone asked to sign in to ${BRAND_NAME} with this email address.\n\n` +
      `To sign in, open this link within 15 minutes. It works once:\n${link(`/magic-link?${params}`)}\n\n` +
      `If there is no ${BRAND_NAME} account for this address yet, the link creates one.\n` +
      `If it was not you, ignore this message: nobody can sign in without the link.`,
  };
}

/** A six-digit sign-in code (POST /verification-codes/send). */
export function verificationCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    kind: 'verification_code',
    subject: `${code} is your ${BRAND_NAME} sign-in code`,
    body: `Your ${BRAND_NAME} sign-in code is:\n\n${code}\n\nIt works once, for 10 minutes. ` +
      `Never share it: ${BRAND_NAME} staff will never ask you for it.\n\n` +
      `If it was not you, ignore this message.`,
  };
}
