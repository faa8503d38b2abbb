import { BRAND_NAME } from '../../../common/brand.js';
import type { OutgoingMail } from '../../providers/mailer.js';

/*
 * The links are paths of the web app: the api does not know the public address the
 * web is served from (the gateway serves it), so the mail names the page to open.
 */

export function emailVerificationMail(to: string, userId: number, token: string): OutgoingMail {
  const link = `/verify-email?user_id=${userId}&email_verification_token=${encodeURIComponent(token)}`;
  return {
    to,
    kind: 'email_verification',
    subject: `Confirm your email for ${BRAND_NAME}`,
    body: `Welcome to ${BRAND_NAME}!\n\nConfirm that this is your email address by opening:\n${link}\n\n` +
      `If you did not create an account, ignore this message.`,
  };
}

export function passwordResetMail(to: string, token: string): OutgoingMail {
  const link = `/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    kind: 'password_reset',
    subject: `Reset your ${BRAND_NAME} password`,
    body: `Someone asked to reset the password of your ${BRAND_NAME} account.\n\n` +
      `To choose a new password, open this link within an hour:\n${link}\n\n` +
      `If it was not you, ignore this message: your password stays as it is.`,
  };
}
