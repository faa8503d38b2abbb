import type { ReferenceRow } from './references-repository.js';
import type { ReferenceDto } from './references-schemas.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function referenceStatus(row: ReferenceRow, now: Date): ReferenceDto['status'] {
  if (row.answeredAt) return 'answered';
  if (!row.requestSentAt) return 'draft';
  return row.formTokenExpiresAt && row.formTokenExpiresAt <= now ? 'expired' : 'requested';
}

/** The applicant's view of a reference: contact details and where it stands, never the referee's answers. */
export function toReferenceDto(row: ReferenceRow, now = new Date()): ReferenceDto {
  return {
    id: row.id,
    user_id: row.userId,
    source_type: row.sourceType as ReferenceDto['source_type'],
    referee_name: row.refereeName,
    referee_email: row.refereeEmail,
    referee_phone: row.refereePhone,
    property_address: row.propertyAddress,
    monthly_rent_cents: row.monthlyRentCents,
    start_date: row.startDate,
    end_date: row.endDate,
    status: referenceStatus(row, now),
    request_sent_at: iso(row.requestSentAt),
    answered_at: iso(row.answeredAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
