import type { Db, Executor } from '../db/client.js';
import { outboxMessages } from '../db/schema.js';

/** The address of a page of the web app, from its path (`/verify-email?…`). */
export type WebLink = (path: string) => string;

/**
 * A mail's text. A mail that names pages of the web app is written as a function of
 * `link`, and calls it for each path; the rest of its text (names, addresses,
 * amounts someone typed, "rent/utilities") is left exactly as written.
 */
export type MailBody = string | ((link: WebLink) => string);

export interface OutgoingMail {
  to: string;
  subject: string;
  body: MailBody;
  /** What the mail is for, e.g. `password_reset`, `email_verification`. */
  kind: string;
}

/** Where the web app is served when PUBLIC_ORIGIN is not set: the gateway's default address. */
export const DEFAULT_WEB_ORIGIN = 'http://localhost:4000';

/**
 * A mail client needs an address, not a path: `link` puts the site's origin
 * (PUBLIC_ORIGIN, the setting the gateway's canonical links use) in front of a path.
 */
export function webLink(webOrigin: string): WebLink {
  const origin = webOrigin.replace(/\/+$/, '');
  return (path) => {
    if (!path.startsWith('/')) throw new Error(`A mail link is a path of the web app, starting with "/": ${path}`);
    return `${origin}${path}`;
  };
}

/** The text a mail client shows: links built with the site's origin, nothing else touched. */
export function mailText(body: MailBody, webOrigin: string): string {
  return typeof body === 'function' ? body(webLink(webOrigin)) : body;
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
      const body = mailText(mail.body, webOrigin);
      await within.insert(outboxMessages).values({ toEmail: mail.to, subject: mail.subject, body, kind: mail.kind });
    },
  };
}
