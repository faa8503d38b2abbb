import type { FinancialQualificationsSubmission } from '../../__generated__/resolvers-types.js';
import { money } from '../core/money.js';
import { photoUrl } from '../listings/photos.js';
import type { SubmissionDto } from './dto.js';

export function submissionOf(publicUrl: string, dto: SubmissionDto): FinancialQualificationsSubmission {
  return {
    id: Buffer.from(`FinancialQualificationsSubmission:${dto.id}`, 'utf8').toString('base64'),
    databaseId: String(dto.id),
    monthlyIncome: money(dto.monthly_income_cents),
    incomeSources: dto.income_sources,
    employerName: dto.employer_name,
    documents: dto.documents.map((d) => ({ fileId: d.file_id, fileName: d.file_name, url: photoUrl(publicUrl, d.url) })),
    submittedAt: dto.submitted_at,
  };
}
