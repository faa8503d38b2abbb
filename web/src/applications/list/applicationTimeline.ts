// What an applicant reads about one application: where it stands, and the steps
// done so far with their dates (a status timeline, ARCHITECTURE "pictures").

export interface LifecycleDates {
  isActive: boolean;
  applicationSignedAt: string | null | undefined;
  applicationFeePaidAt: string | null | undefined;
  lifecycleTenantReferencesStepCompletedAt: string | null | undefined;
  tenantFinancialQualificationsStepCompletedAt: string | null | undefined;
  applicationCompletedAt: string | null | undefined;
  applicationDeactivatedAt: string | null | undefined;
  applicationLostAt: string | null | undefined;
  leaseSignedAt: string | null | undefined;
}

export interface TimelineEntry {
  label: string;
  at: string | null;
}

export type ApplicationStatus = 'In progress' | 'Complete' | 'Withdrawn' | 'Closed' | 'Lease signed';

/** Spec §4 activity: withdrawn (deactivated), closed (lost), leased, else complete or in progress. */
export function applicationStatus(l: LifecycleDates): ApplicationStatus {
  if (l.leaseSignedAt) return 'Lease signed';
  if (l.applicationDeactivatedAt) return 'Withdrawn';
  if (l.applicationLostAt) return 'Closed';
  return l.applicationCompletedAt ? 'Complete' : 'In progress';
}

/**
 * Whether the applicant still has the application fee to pay. An application that
 * completed without one was agreed in a resolution case (a room switch goes
 * straight to the manager) and owes none.
 */
export function owesApplicationFee(l: LifecycleDates): boolean {
  return l.isActive && !l.applicationFeePaidAt && !l.applicationCompletedAt;
}

/** The steps of this application in order; `at` is null for those not done yet (shown only while it is active). */
export function applicationTimeline(l: LifecycleDates): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { label: 'Applied', at: l.applicationSignedAt ?? null },
    ...(l.applicationFeePaidAt || !l.applicationCompletedAt ? [{ label: 'Application fee paid', at: l.applicationFeePaidAt ?? null }] : []),
    { label: 'References', at: l.lifecycleTenantReferencesStepCompletedAt ?? null },
    { label: 'Income verified', at: l.tenantFinancialQualificationsStepCompletedAt ?? null },
    { label: 'Application complete', at: l.applicationCompletedAt ?? null },
    { label: 'Lease signed', at: l.leaseSignedAt ?? null },
  ];
  const ending = l.applicationDeactivatedAt ? { label: 'Withdrawn', at: l.applicationDeactivatedAt }
    : l.applicationLostAt ? { label: 'Closed', at: l.applicationLostAt } : null;
  // An application that ended keeps only what happened, then how it ended.
  if (ending) return [...entries.filter((e) => e.at), ending];
  return l.isActive ? entries : entries.filter((e) => e.at);
}

/**
 * One sentence under an active application's card: what is still to do before it
 * goes to the homeowner, or that it is complete. "Complete" only when it is
 * (applicationCompletedAt), never merely because the fee is unpaid.
 */
export function applicationStandingNote(l: LifecycleDates, fee: string): string | null {
  if (!l.isActive || l.leaseSignedAt) return null;
  if (l.applicationCompletedAt) return 'Your application is complete and is with the homeowner.';
  const left = [
    !l.applicationSignedAt && 'sign the application',
    !l.applicationFeePaidAt && `pay the ${fee} application fee`,
    !l.lifecycleTenantReferencesStepCompletedAt && 'add your references',
    !l.tenantFinancialQualificationsStepCompletedAt && 'verify your income',
  ].filter((s): s is string => Boolean(s));
  if (left.length === 0) return 'Your steps are done; your application goes to the homeowner once it is complete.';
  if (left.length === 1 && !l.applicationFeePaidAt) return `Your steps are done; your application goes to the homeowner once the ${fee} application fee is paid.`;
  const list = left.length === 1 ? left[0] : `${left.slice(0, -1).join(', ')} and ${left[left.length - 1]}`;
  return `Not complete yet. Still to do before it goes to the homeowner: ${list}.`;
}
