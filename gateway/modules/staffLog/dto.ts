/** v20 shapes this module reads (api/routes/backend-requests, tally-form-submissions, digest). */
import type { DigestRole, DigestSectionKind, FormKind } from './enums.js';

export interface BackendRequestDto {
  id: number;
  occurred_at: string;
  method: string;
  route: string | null;
  path: string;
  status: number;
  duration_ms: number;
  user_id: number | null;
  user_email: string | null;
  user_role: string | null;
  impersonator_user_id: number | null;
  impersonator_email: string | null;
  token_typ: string | null;
  current_website_page: string | null;
  request_id: string;
  ip: string | null;
}

export interface FormSubmissionDto {
  id: number;
  form: FormKind;
  email: string;
  fields: Record<string, unknown>;
  submitted_at: string;
  ip: string | null;
  user_id: number | null;
  handled_at: string | null;
  handled_by: number | null;
  handled_by_email: string | null;
}

export interface DigestItemDto {
  id: number;
  title: string;
  detail: string | null;
  at: string;
  link: string;
  amount_cents: number | null;
}

export interface DigestSectionDto {
  key: DigestSectionKind;
  title: string;
  items: DigestItemDto[];
}

export interface DigestDto {
  id: number;
  user_id: number;
  user_role: DigestRole;
  period_start: string;
  period_end: string;
  sections: DigestSectionDto[];
  created_at: string;
  sent_at: string | null;
}
