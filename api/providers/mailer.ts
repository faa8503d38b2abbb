import type { Db, Executor } from '../db/client.js';
import { outboxMessages } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** What the mail is for, e.g. `password_reset`, `email_verification`. */
  kind: string;
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
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail, within = db) {
      await within.insert(outboxMessages).values({ toEmail: mail.to, subject: mail.subject, body: mail.body, kind: mail.kind });
    },
  };
}
