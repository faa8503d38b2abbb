import { rows, sql, type Executor } from '../db/client.js';

export type ReminderThreshold = 'expires_within_30_days' | 'expired';

export interface DueReminder {
  document_id: number;
  provider_name: string;
  document_kind: string;
  expires_on: string;
  threshold: ReminderThreshold;
  /** The owner's email; null when the company has nobody left. */
  owner_email: string | null;
}

/**
 * Current documents with an expiry date within `days` of `day` (or past it) whose
 * reminder for that threshold was not sent yet. A document found already expired
 * gets only the "expired" reminder.
 */
export async function dueReminders(ex: Executor, day: string, days: number): Promise<DueReminder[]> {
  return rows<DueReminder>(ex, sql`
    SELECT q.* FROM (
      SELECT d.id AS document_id, p.name AS provider_name, d.document_kind, d.expires_on::text AS expires_on,
        CASE WHEN d.expires_on <= ${day}::date THEN 'expired' ELSE 'expires_within_30_days' END AS threshold,
        (SELECT u.email FROM residential_service_provider_users pu JOIN users u ON u.id = pu.user_id
          WHERE pu.residential_service_provider_id = p.id AND pu.provider_role = 'owner' LIMIT 1) AS owner_email
      FROM residential_service_provider_documents d JOIN residential_service_providers p ON p.id = d.residential_service_provider_id
      WHERE d.replaced_at IS NULL AND d.expires_on IS NOT NULL AND d.expires_on <= ${day}::date + ${days}::int
    ) q
    WHERE NOT EXISTS (SELECT 1 FROM residential_service_provider_document_reminders r
      WHERE r.document_id = q.document_id AND r.threshold = q.threshold)
    ORDER BY q.document_id`);
}

/** Claims the reminder; false when another run already did (the primary key decides). */
export async function claimReminder(ex: Executor, documentId: number, threshold: ReminderThreshold): Promise<boolean> {
  const claimed = await rows(ex, sql`INSERT INTO residential_service_provider_document_reminders (document_id, threshold)
    VALUES (${documentId}, ${threshold}) ON CONFLICT DO NOTHING RETURNING 1`);
  return claimed.length > 0;
}
