import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../../db/client.js';
import { firstNameSql } from '../../../db/person-name.js';
import type { ReferenceAnswersInput } from './reference-form-schemas.js';
import type { TenantRentalReferencesRow, UsersRow } from '../../../db/__generated__/rows.js';

export interface ReferenceRequestRow extends Pick<TenantRentalReferencesRow,
  'id' | 'user_id' | 'referee_name' | 'property_address' | 'start_date' | 'end_date' | 'answered_at' | 'form_token_expires_at'> {
  tenant_first_name: UsersRow['first_name'];
  tenant_email: UsersRow['email'];
}

/** The request a link's token hash belongs to (with the applicant's first name), or null. */
export async function findRequestByTokenHash(ex: Executor, hash: string): Promise<ReferenceRequestRow | null> {
  const [row] = await rows<ReferenceRequestRow>(ex, sql`
    SELECT r.id, r.user_id, ${firstNameSql('u', 'The applicant')} AS tenant_first_name, u.email AS tenant_email, r.referee_name,
      r.property_address, to_char(r.start_date, 'YYYY-MM-DD') AS start_date, to_char(r.end_date, 'YYYY-MM-DD') AS end_date,
      r.answered_at, r.form_token_expires_at
    FROM tenant_rental_references r JOIN users u ON u.id = r.user_id
    WHERE r.form_token_hash = ${hash}`);
  return row ?? null;
}

/**
 * Records the answers if the link is still open. One statement decides, so two
 * submissions of the same link cannot both succeed. Returns when it was answered,
 * or null when the link was already used or has expired.
 */
export async function recordAnswers(ex: Executor, hash: string, answers: ReferenceAnswersInput): Promise<Date | null> {
  const [row] = await rows<{ answered_at: NonNullable<TenantRentalReferencesRow['answered_at']> }>(ex, sql`
    UPDATE tenant_rental_references SET answered_at = now(), updated_at = now(),
      answer_relationship_confirmed = ${answers.relationship_confirmed}, answer_paid_on_time = ${answers.paid_on_time},
      answer_lease_violations = ${answers.lease_violations}, answer_would_rent_again = ${answers.would_rent_again},
      answer_comments = ${answers.comments ?? null}
    WHERE form_token_hash = ${hash} AND answered_at IS NULL AND form_token_expires_at > now()
    RETURNING answered_at`);
  return row ? new Date(row.answered_at) : null;
}
