import type { Db } from '../db/client.js';
import type { Mailer, OutgoingMail } from '../providers/mailer.js';
import {
  managerFacts, MANAGER_SECTIONS, SECTION_TITLES, tenantFacts, TENANT_SECTIONS, type DigestSection, type Period,
} from './digest-facts.js';
import { digestRecipient, findDigestFor, insertDigest, markDigestSent, type DigestRole, type DigestRow } from './digests-repository.js';

export const DEFAULT_PERIOD_DAYS = 7;

/** The sections of one user's digest in `role`, every section present (an empty one says "nothing"). */
export async function digestSections(db: Db, userId: number, role: DigestRole, period: Period): Promise<DigestSection[]> {
  const facts = role === 'manager' ? await managerFacts(db, userId, period) : await tenantFacts(db, userId, period);
  const keys = role === 'manager' ? MANAGER_SECTIONS : TENANT_SECTIONS;
  return keys.map((key) => ({ key, title: SECTION_TITLES[key], items: facts[key] ?? [] }));
}

const isEmpty = (sections: DigestSection[]) => sections.every((s) => s.items.length === 0);

function digestMail(to: string, firstName: string, digest: DigestRow): OutgoingMail {
  const day = (iso: string) => iso.slice(0, 10);
  const lines = digest.sections.filter((s) => s.items.length > 0).map((s) => `- ${s.title}: ${s.items.length}`);
  return {
    to,
    kind: 'digest',
    subject: `Your Hearth digest, ${day(digest.period_start)} to ${day(digest.period_end)}`,
    body: (link) => [
      `Hi ${firstName || 'there'},`,
      '',
      lines.length ? 'Here is what happened:' : 'Nothing new happened in this period.',
      ...lines,
      '',
      `See every item: ${link(`/digest/${digest.id}`)}`,
    ].join('\n'),
  };
}

export interface BuildDigestOptions {
  userId: number;
  role: DigestRole;
  period: Period;
  /** Weekly runs keep no digest of a quiet week; staff asking for one get it anyway. */
  skipEmpty: boolean;
}

/**
 * Builds, stores and mails (outbox) one digest. The same user, role and period give the
 * same digest: a second call returns the stored one (`created: false`) and mails nothing.
 * Null when the user does not exist or (with skipEmpty) nothing happened.
 */
export async function buildDigest(db: Db, mailer: Mailer, o: BuildDigestOptions): Promise<{ digest: DigestRow; created: boolean } | null> {
  const user = await digestRecipient(db, o.userId);
  if (!user) return null;
  const existing = await findDigestFor(db, o.userId, o.role, o.period.start, o.period.end);
  if (existing) return { digest: existing, created: false };
  const sections = await digestSections(db, o.userId, o.role, o.period);
  if (o.skipEmpty && isEmpty(sections)) return null;
  return db.transaction(async (tx) => {
    const digest = await insertDigest(tx, { userId: o.userId, role: o.role, start: o.period.start, end: o.period.end, sections });
    // Lost a race with another run: that one mails.
    if (!digest) return { digest: (await findDigestFor(tx, o.userId, o.role, o.period.start, o.period.end))!, created: false };
    await mailer.send(digestMail(user.email, user.first_name, digest), tx);
    return { digest: { ...digest, sent_at: await markDigestSent(tx, digest.id) }, created: true };
  });
}

/** The default period: the `days` days up to `end` (now). */
export function periodEndingAt(end: Date, days = DEFAULT_PERIOD_DAYS): Period {
  return { start: new Date(end.getTime() - days * 86_400_000).toISOString(), end: end.toISOString() };
}

/** The last whole week (Monday 00:00 UTC to Monday 00:00 UTC) before `asOf`. */
export function lastWeek(asOf: Date): Period {
  const day = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const end = new Date(day.getTime() - sinceMonday * 86_400_000);
  return { start: new Date(end.getTime() - 7 * 86_400_000).toISOString(), end: end.toISOString() };
}
