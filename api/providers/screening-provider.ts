import type { ScreeningReport } from '../domain/screening/report.js';

/** One multiple-choice identity question ("Which of these streets have you lived on?"). */
export interface ExamQuestion {
  id: string;
  prompt: string;
  choices: { id: string; label: string }[];
}

/** Who is being screened, as they gave it in renter-info. */
export interface ScreeningPerson {
  legalFirstName: string;
  legalLastName: string;
  dateOfBirth: string;
}

/**
 * An identity and background screening provider (spec §7 "Screening"). The SSN
 * is handed to the provider once, when a case is opened, and never kept by us;
 * every later call names the case by the provider's reference. The default is the
 * local, deterministic simulator (api/providers/screening-simulator.ts); a real
 * provider is another implementation, chosen by SCREENING_PROVIDER.
 */
export interface ScreeningProvider {
  readonly name: string;
  /**
   * Opens a case. `identityVerifiable` is false when the provider has no records
   * to build identity questions from: the person then proves who they are with an
   * ID document instead.
   */
  openCase(input: { ssn: string; person: ScreeningPerson }): Promise<{ reference: string; identityVerifiable: boolean }>;
  /** The identity questions of one attempt (0-based), the same every time they are asked. */
  identityExam(reference: string, attempt: number): Promise<ExamQuestion[]>;
  /** Whether the answers (question id → choice id) of that attempt verify the person. */
  gradeIdentityExam(reference: string, attempt: number, answers: Record<string, string>): Promise<boolean>;
  /** The review of an identity document sent after a failed check. */
  reviewIdentityDocument(reference: string, document: { documentType: string; fileIds: string[] }): Promise<'verified' | 'pending' | 'rejected'>;
  generateReports(reference: string): Promise<ScreeningReport>;
}
