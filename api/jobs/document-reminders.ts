import { outboxMailer, type OutgoingMail } from '../providers/mailer.js';
import { claimReminder, dueReminders, type DueReminder } from './document-reminders-repository.js';
import type { JobDeps } from './job-deps.js';
import { finishJobRun, startJobRun } from './job-runs-repository.js';

export const DOCUMENT_REMINDERS_JOB = 'service-provider-document-reminders';
/** How early the owner hears that a document is about to lapse. */
export const REMIND_DAYS_BEFORE = 30;

const KIND_WORDS: Record<string, string> = { insurance_certificate: 'insurance certificate', w9: 'W-9' };

function reminderMail(r: DueReminder): Pick<OutgoingMail, 'subject' | 'body'> {
  const what = KIND_WORDS[r.document_kind] ?? r.document_kind;
  const subject = r.threshold === 'expired'
    ? `${r.provider_name}: your ${what} has expired` : `${r.provider_name}: your ${what} expires on ${r.expires_on}`;
  const body = r.threshold === 'expired'
    ? `Your ${what} lapsed on ${r.expires_on}. Until you upload a current one, no new jobs are offered to ${r.provider_name} and you cannot accept any.`
    : `Your ${what} covers the days before ${r.expires_on}. Upload the new one before then so jobs keep coming.`;
  return { subject, body: (link) => `${body}\nReplace it in your company settings: ${link('/vendor/settings')}` };
}

/**
 * docs/vendors.md "Document reminders": the owner of a company whose current
 * document lapses within 30 days (or has lapsed) gets one email (outbox) per
 * document and threshold. Each reminder is claimed and mailed in one transaction,
 * so a second run, or two at once, send nothing more. Returns how many were sent.
 */
export async function remindExpiringProviderDocuments(deps: JobDeps, opts: { asOf?: Date | string; triggerSource: 'CRON' | 'HTTP' }): Promise<number> {
  const db = deps.database.db;
  const mailer = deps.mailer ?? outboxMailer(db, deps.config?.webOrigin);
  const day = new Date(opts.asOf ?? Date.now()).toISOString().slice(0, 10);
  const runId = await startJobRun(db, DOCUMENT_REMINDERS_JOB, opts.triggerSource);
  let sent = 0;
  for (const due of await dueReminders(db, day, REMIND_DAYS_BEFORE)) {
    await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, due.document_id, due.threshold)) || !due.owner_email) return;
      await mailer.send({ to: due.owner_email, kind: 'service_provider_document_reminder', ...reminderMail(due) }, tx);
      sent += 1;
    });
  }
  await finishJobRun(db, runId, { as_of: day, reminders_sent: sent });
  return sent;
}
