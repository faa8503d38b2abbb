/** v20 shapes the screening module reads (docs/v20-contract.md "Screening"). */
import type { AdverseItem, IdentityDocumentType, IdentityStatus, ScreeningStep } from '../../../common/screening.js';

export interface ReportDto {
  credit: { score: number; open_accounts: number; late_payments_last_24_months: number; collections: { creditor: string; amount_cents: number }[] };
  criminal: { records: { offense: string; severity: string; year: number; disposition: string }[] };
  eviction: { records: { filed_year: number; county: string; state: string; judgment_cents: number }[] };
  adverse_items: AdverseItem[];
}

export interface ApplicationInfoDto {
  guarantor_connection_id: number | null;
  has_us_ssn: boolean | null;
  needs_screening: boolean;
  renter_info: {
    legal_first_name: string; legal_middle_name: string | null; legal_last_name: string; date_of_birth: string;
    address: { street: string; unit: string | null; city: string; state: string; zip: string };
    phone_number: string;
  } | null;
  ssn_provided: boolean;
  identity_status: IdentityStatus;
  exam: { attempt: number; attempts_allowed: number; questions: { id: string; prompt: string; choices: { id: string; label: string }[] }[] } | null;
  reports_generated_at: string | null;
  report: ReportDto | null;
  next_step: ScreeningStep;
  exam_result?: 'passed' | 'try_again' | 'failed';
}

export interface IdVerificationDto {
  id: number;
  user_id: number;
  document_type: IdentityDocumentType;
  front_file_url: string;
  back_file_url: string | null;
  status: 'submitted' | 'verified' | 'rejected';
  submitted_at: string;
  reviewed_at: string | null;
}

export interface PersonScreeningDto {
  guarantor_connection_id: number | null;
  guarantor_name: string | null;
  legal_name: string | null;
  status: string;
  identity_status: IdentityStatus;
  identity_verified_by: string | null;
  reports_generated_at: string | null;
  report: ReportDto | null;
}

export interface ScreeningReportsDto {
  applicant: PersonScreeningDto;
  guarantors: PersonScreeningDto[];
}
