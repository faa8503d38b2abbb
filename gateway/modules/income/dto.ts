/** v20 shapes of income verification (docs/v20-contract.md "Income verification"). */
import type { IncomeSource } from '../../../common/screening.js';

export interface SubmissionDto {
  id: number;
  lifecycle_id: number;
  guarantor_connection_id: number | null;
  monthly_income_cents: number;
  income_sources: IncomeSource[];
  employer_name: string | null;
  documents: { file_id: string; file_name: string; url: string }[];
  submitted_at: string;
}

export interface DeferralDto {
  lifecycle_id: number;
  reason: string;
  deferred_at: string;
}

export interface SubmissionsDto {
  results: SubmissionDto[];
  next_cursor: null;
  deferral: DeferralDto | null;
}
