import type { Db, Executor } from '../db/client.js';
import { outboxMessages } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** What the mail is for, e.g. `password_reset`, `email_verification`. */
  kind: string;
}

/** Where the web app is served when PUBLIC_ORIGIN is not set: the gateway's default address. */
export const DEFAULT_WEB_ORIGIN = 'http://localhost:4000';

/**
 * Mail bodies name pages of the web app by path (`/verify-email?…`), at the start of
 * a line or after a space; a mail client needs an address, so every such path gets
 * the site's origin (PUBLIC_ORIGIN, the setting the gateway's canonical links use).
 */
export function absoluteLinks(body: string, webOrigin: string): string {
  const origin = webOrigin.replace(/\/+$/, '');
  return body.replace(/(^|\s)\/(?=[A-Za-z])/gm, `$1${origin}/`);
}

/** Email provider interface; a real one (SES, Postmark) is an adapter chosen by configuration. */
export interface Mailer {
  /** `within`: the transaction of the change the mail is about, so both land or neither. */
  send(mail: OutgoingMail, within?: Executor): Promise<void>;
}

/**
 * Local default: mail is written to the `outbox_messages` table, where staff can
 * read it (and tests can find a reset link). Nothing leaves the machine.
 */
export function outboxMailer(db: Db, webOrigin: string = DEFAULT_WEB_ORIGIN): Mailer {
  return {
    async send(mail, within = db) {
      const body = absoluteLinks(mail.body, webOrigin);
      await within.insert(outboxMessages).values({ toEmail: mail.to, subject: mail.subject, body, kind: mail.kind });
    },
  };
}
