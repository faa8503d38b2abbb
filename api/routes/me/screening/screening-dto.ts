import { MAX_IDENTITY_EXAM_ATTEMPTS, type IdentityStatus } from '../../../../common/screening.js';
import { nextScreeningStep } from '../../../domain/screening/next-step.js';
import { adverseItems, type ScreeningReport } from '../../../domain/screening/report.js';
import type { ExamQuestion } from '../../../providers/screening-provider.js';
import type { ScreeningRow, Subject } from './screening-repository.js';
import type { ApplicationInfo } from './screening-schemas.js';

function renterInfoOf(row: ScreeningRow): ApplicationInfo['renter_info'] {
  if (!row.renterInfoSubmittedAt) return null;
  return {
    legal_first_name: row.legalFirstName!,
    legal_middle_name: row.legalMiddleName,
    legal_last_name: row.legalLastName!,
    date_of_birth: row.dateOfBirth!,
    address: { street: row.addressStreet!, unit: row.addressUnit, city: row.addressCity!, state: row.addressState as never, zip: row.addressZip! },
    phone_number: row.phoneNumber!,
  };
}

/** A report with its adverse items named, for the person and for the manager. */
export function reportSummary(report: ScreeningReport): NonNullable<ApplicationInfo['report']> {
  return { ...report, adverse_items: adverseItems(report) };
}

/** Where the subject stands. Never the SSN: not even its last four digits leave the api. */
export function toApplicationInfo(subject: Subject, row: ScreeningRow | null): ApplicationInfo {
  const identityStatus = (row?.identityStatus ?? 'not_started') as IdentityStatus;
  const report = row?.report as ScreeningReport | null | undefined;
  return {
    guarantor_connection_id: subject.guarantorConnectionId,
    has_us_ssn: subject.hasUsSsn,
    needs_screening: subject.needsScreening,
    renter_info: row ? renterInfoOf(row) : null,
    ssn_provided: Boolean(row?.ssnHmac),
    identity_status: identityStatus,
    exam: identityStatus === 'exam_pending' && row?.examQuestions
      ? { attempt: row.examAttempts + 1, attempts_allowed: MAX_IDENTITY_EXAM_ATTEMPTS, questions: row.examQuestions as ExamQuestion[] }
      : null,
    reports_generated_at: row?.reportsGeneratedAt?.toISOString() ?? null,
    report: report ? reportSummary(report) : null,
    next_step: nextScreeningStep({
      hasUsSsn: subject.hasUsSsn,
      needsScreening: subject.needsScreening,
      renterInfoGiven: Boolean(row?.renterInfoSubmittedAt),
      identityStatus,
      reportsGenerated: Boolean(row?.reportsGeneratedAt),
    }),
  };
}
