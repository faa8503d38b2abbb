import type {
  ApplicantScreening, IdVerification, Screening, ScreeningReport,
} from '../../__generated__/resolvers-types.js';
import { money } from '../core/money.js';
import { photoUrl } from '../listings/photos.js';
import type { ApplicationInfoDto, IdVerificationDto, PersonScreeningDto, ReportDto } from './dto.js';

/** v20's snake_case answers as this module's GraphQL objects (no mappers: the shapes are small and flat). */
export function reportOf(dto: ReportDto): ScreeningReport {
  return {
    credit: {
      score: dto.credit.score,
      openAccounts: dto.credit.open_accounts,
      latePaymentsLast24Months: dto.credit.late_payments_last_24_months,
      collections: dto.credit.collections.map((c) => ({ creditor: c.creditor, amount: money(c.amount_cents) })),
    },
    criminalRecords: dto.criminal.records,
    evictionRecords: dto.eviction.records.map((r) => ({ filedYear: r.filed_year, county: r.county, state: r.state, judgment: money(r.judgment_cents) })),
    adverseItems: dto.adverse_items,
  };
}

export function screeningOf(dto: ApplicationInfoDto): Screening {
  const info = dto.renter_info;
  return {
    guarantorConnectionId: dto.guarantor_connection_id === null ? null : String(dto.guarantor_connection_id),
    hasUsSsn: dto.has_us_ssn,
    needsScreening: dto.needs_screening,
    renterInfo: info && {
      legalFirstName: info.legal_first_name,
      legalMiddleName: info.legal_middle_name,
      legalLastName: info.legal_last_name,
      dateOfBirth: info.date_of_birth,
      address: info.address,
      phoneNumber: info.phone_number,
    },
    ssnProvided: dto.ssn_provided,
    identityStatus: dto.identity_status,
    exam: dto.exam && {
      attempt: dto.exam.attempt,
      attemptsAllowed: dto.exam.attempts_allowed,
      questions: dto.exam.questions.map((q) => ({
        questionId: q.id, prompt: q.prompt, choices: q.choices.map((c) => ({ choiceId: c.id, label: c.label })),
      })),
    },
    reportsGeneratedAt: dto.reports_generated_at,
    report: dto.report && reportOf(dto.report),
    nextStep: dto.next_step,
  };
}

const encode = (type: string, id: number) => Buffer.from(`${type}:${id}`, 'utf8').toString('base64');

export function idVerificationOf(publicUrl: string, dto: IdVerificationDto): IdVerification {
  return {
    id: encode('IdVerification', dto.id),
    databaseId: String(dto.id),
    documentType: dto.document_type,
    frontFileUrl: photoUrl(publicUrl, dto.front_file_url),
    backFileUrl: dto.back_file_url && photoUrl(publicUrl, dto.back_file_url),
    status: dto.status,
    submittedAt: dto.submitted_at,
    reviewedAt: dto.reviewed_at,
  };
}

export function applicantScreeningOf(dto: PersonScreeningDto): ApplicantScreening {
  return {
    guarantorConnectionId: dto.guarantor_connection_id === null ? null : String(dto.guarantor_connection_id),
    guarantorName: dto.guarantor_name,
    legalName: dto.legal_name,
    status: dto.status,
    identityStatus: dto.identity_status,
    identityVerifiedBy: dto.identity_verified_by,
    reportsGeneratedAt: dto.reports_generated_at,
    report: dto.report && reportOf(dto.report),
  };
}
