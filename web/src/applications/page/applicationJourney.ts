// /applications/{id}: the whole path of one application, step by step with dates,
// and a sentence saying what is left. The list's short timeline
// (list/applicationTimeline.ts) and its status word stay the one rule for "where it
// stands"; this adds the steps that belong to the applicant rather than to one
// application (screening, consent) and what the homeowner did.

import { owesApplicationFee, type LifecycleDates } from '../list/applicationTimeline';

export interface JourneyFacts extends LifecycleDates {
  /** LifecycleState as the api derives it. */
  state: string;
  approvedAt: string | null | undefined;
  deniedAt: string | null | undefined;
  denialReasonLabel: string | null | undefined;
  deactivationReasonLabel: string | null | undefined;
  /** When the manager countersigned the lease. */
  leaseCountersignedAt: string | null | undefined;
  /** When the applicant's screening reports were made (one screening serves every application). */
  screeningCompletedAt: string | null | undefined;
  /** When the applicant signed the information-release consent. */
  consentAt: string | null | undefined;
  /** False when this application never needed income verification (an exempt room switch, an older application). */
  needsIncome: boolean;
}

export type JourneyTone = 'done' | 'todo' | 'ended';

export interface JourneyEntry {
  key: string;
  label: string;
  at: string | null;
  /** A word more: why it ended. */
  detail?: string | null;
  tone: JourneyTone;
}

const step = (key: string, label: string, at: string | null | undefined): JourneyEntry =>
  ({ key, label, at: at ?? null, tone: at ? 'done' : 'todo' });

/** How the application ended, when it did without a lease: denied, withdrawn, closed by the homeowner, or lost. */
function endingOf(f: JourneyFacts): JourneyEntry | null {
  if (f.deniedAt) return { key: 'denied', label: 'Denied by the homeowner', at: f.deniedAt, detail: f.denialReasonLabel, tone: 'ended' };
  if (f.applicationDeactivatedAt) {
    return f.deactivationReasonLabel
      ? { key: 'withdrawn', label: 'Withdrawn', at: f.applicationDeactivatedAt, detail: f.deactivationReasonLabel, tone: 'ended' }
      : { key: 'closed', label: 'Closed by the homeowner', at: f.applicationDeactivatedAt, tone: 'ended' };
  }
  if (f.applicationLostAt) return { key: 'lost', label: 'Closed', at: f.applicationLostAt, tone: 'ended' };
  return null;
}

/**
 * Every step in the order an application goes (spec §4 onboarding, then the
 * homeowner's decision and the lease). While it is in play, the steps still to come
 * show as "not yet"; once it ended, only what happened and how it ended.
 */
export function applicationJourney(f: JourneyFacts): JourneyEntry[] {
  const feeApplies = Boolean(f.applicationFeePaidAt) || !f.applicationCompletedAt;
  const entries: JourneyEntry[] = [
    step('submitted', 'Application submitted', f.applicationSignedAt),
    ...(feeApplies ? [step('fee', 'Application fee paid', f.applicationFeePaidAt)] : []),
    step('screening', 'Screening', f.screeningCompletedAt),
    step('references', 'References', f.lifecycleTenantReferencesStepCompletedAt),
    step('consent', 'Information-release consent', f.consentAt),
    ...(f.needsIncome || f.tenantFinancialQualificationsStepCompletedAt ? [step('income', 'Income verified', f.tenantFinancialQualificationsStepCompletedAt)] : []),
    step('sent', 'Sent to the homeowner', f.applicationCompletedAt),
    step('approved', 'Approved by the homeowner', f.approvedAt),
    step('lease-sent', 'Lease sent to you', f.approvedAt),
    step('signed', 'Lease signed', f.leaseSignedAt),
    step('countersigned', 'Lease countersigned', f.leaseCountersignedAt),
  ];
  const ending = endingOf(f);
  if (ending) return [...entries.filter((e) => e.at), ending];
  if (!f.isActive) return entries.filter((e) => e.at);
  return entries;
}

/**
 * What is left, in one sentence, once the onboarding steps are done (the progress
 * list says which of those remain). Null while onboarding steps remain.
 */
export function whatIsLeft(f: JourneyFacts & { fee: string; stepsRemaining: number; canSignLease: boolean }): string | null {
  if (f.deniedAt) return 'The homeowner decided not to go ahead with this application. Nothing is left to do here: other rooms are waiting on the listings.';
  if (f.applicationDeactivatedAt || f.applicationLostAt) return 'This application is closed, so nothing is left to do. You can apply for another room at any time.';
  if (f.leaseCountersignedAt) return 'Your lease is signed by you and the homeowner. Welcome home: rent and support are in your account.';
  if (f.leaseSignedAt) return 'You signed your lease. The homeowner countersigns it next; we will let you know when they do.';
  if (f.canSignLease) return 'The homeowner approved you. Read your lease and sign it to hold the room.';
  if (f.approvedAt) return 'The homeowner approved you; your lease is being prepared.';
  if (f.stepsRemaining > 0) return null;
  if (owesApplicationFee(f)) return `Pay the ${f.fee} application fee: your application then goes to the homeowner.`;
  if (f.applicationCompletedAt) return 'The homeowner is reviewing your application. We will let you know as soon as they decide.';
  return 'Your steps are done; your application goes to the homeowner once it is complete.';
}
