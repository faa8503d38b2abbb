import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../db/client.js';
import { homesManagedIn } from '../db/managed-homes.js';

/** One thing that happened, as a digest shows it: what, when, and where to see it. */
export interface DigestItem {
  id: number;
  title: string;
  detail: string | null;
  /** When it happened (or, for an invoice, when it is due), ISO. */
  at: string;
  /** A path of the web app where the item is. */
  link: string;
  amount_cents: number | null;
}

export interface DigestSection {
  key: DigestSectionKey;
  title: string;
  items: DigestItem[];
}

export const MANAGER_SECTIONS = ['new_applications', 'leases_signed', 'payments_received', 'tickets_opened', 'tickets_closed'] as const;
export const TENANT_SECTIONS = ['application_updates', 'information_requests', 'invoices_due'] as const;
export type DigestSectionKey = (typeof MANAGER_SECTIONS)[number] | (typeof TENANT_SECTIONS)[number];

export const SECTION_TITLES: Record<DigestSectionKey, string> = {
  new_applications: 'New applications',
  leases_signed: 'Leases signed',
  payments_received: 'Payments received',
  tickets_opened: 'Tickets opened',
  tickets_closed: 'Tickets closed',
  application_updates: 'Your applications',
  information_requests: 'Information requested from you',
  invoices_due: 'Invoices due',
};

export interface Period {
  start: string;
  end: string;
}

/** A section never lists more than this; the page links to the full list. */
const MAX_ITEMS = 50;
const ISO = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const within = (column: SQL, p: Period) => sql`${column} >= ${p.start}::timestamptz AND ${column} < ${p.end}::timestamptz`;
const personName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

type Fact = Omit<DigestItem, 'amount_cents'> & { amount_cents: number | string | null };
const items = async (ex: Executor, query: SQL): Promise<DigestItem[]> =>
  (await rows<Fact>(ex, sql`${query} LIMIT ${MAX_ITEMS}`)).map((r) => ({ ...r, amount_cents: r.amount_cents === null ? null : Number(r.amount_cents) }));

/** What happened on the homes `userId` runs (each fact in the permission area it belongs to). */
export async function managerFacts(ex: Executor, userId: number, p: Period): Promise<Record<string, DigestItem[]>> {
  const leasing = homesManagedIn(userId, 'leasing');
  const payments = homesManagedIn(userId, 'payments');
  const support = homesManagedIn(userId, 'support_service');
  return {
    new_applications: await items(ex, sql`SELECT l.id, coalesce(${personName('u')}, 'An applicant') || ' applied to ' || b.title AS title,
        'Moving in ' || l.move_in_date::text AS detail, ${ISO(sql`l.sent_to_manager_at`)} AS at, '/manager/tenants' AS link, NULL AS amount_cents
      FROM lifecycles l JOIN buildings b ON b.id = l.building_id JOIN users u ON u.id = l.tenant_user_id
      WHERE l.building_id IN (${leasing}) AND ${within(sql`l.sent_to_manager_at`, p)} ORDER BY l.sent_to_manager_at, l.id`),
    leases_signed: await items(ex, sql`SELECT le.id, coalesce(${personName('u')}, 'A tenant') || ' signed a lease at ' || b.title AS title,
        CASE WHEN le.status = 'countersigned' THEN 'Countersigned' ELSE 'Waiting for your countersignature' END AS detail,
        ${ISO(sql`le.tenant_signed_at`)} AS at, '/manager/tenants' AS link, le.rent_total_cents AS amount_cents
      FROM leases le JOIN lifecycles l ON l.id = le.lifecycle_id JOIN buildings b ON b.id = l.building_id JOIN users u ON u.id = le.tenant_user_id
      WHERE l.building_id IN (${leasing}) AND ${within(sql`le.tenant_signed_at`, p)} ORDER BY le.tenant_signed_at, le.id`),
    payments_received: await items(ex, sql`SELECT i.id, i.description || coalesce(' from ' || ${personName('u')}, '') AS title,
        b.title AS detail, ${ISO(sql`i.paid_at`)} AS at, '/manager/ledger' AS link, i.amount_cents
      FROM invoices i JOIN buildings b ON b.id = i.building_id JOIN users u ON u.id = i.tenant_user_id
      WHERE i.building_id IN (${payments}) AND i.payment_status = 'SUCCESSFUL' AND ${within(sql`i.paid_at`, p)} ORDER BY i.paid_at, i.id`),
    tickets_opened: await items(ex, sql`SELECT t.id, t.title, b.title AS detail, ${ISO(sql`t.created_at`)} AS at,
        '/manager/service?ticket=' || t.id AS link, NULL AS amount_cents
      FROM maintenance_tickets t JOIN buildings b ON b.id = t.building_id
      WHERE t.building_id IN (${support}) AND ${within(sql`t.created_at`, p)} ORDER BY t.created_at, t.id`),
    tickets_closed: await items(ex, sql`SELECT t.id, t.title, b.title AS detail, ${ISO(sql`t.completed_at`)} AS at,
        '/manager/service?ticket=' || t.id AS link, NULL AS amount_cents
      FROM maintenance_tickets t JOIN buildings b ON b.id = t.building_id
      WHERE t.building_id IN (${support}) AND ${within(sql`t.completed_at`, p)} ORDER BY t.completed_at, t.id`),
  };
}

/** What happened on `userId`'s own applications, and what they owe soon (due before a week after the period). */
export async function tenantFacts(ex: Executor, userId: number, p: Period): Promise<Record<string, DigestItem[]>> {
  const steps = sql`(VALUES ('sent_to_manager', 'Sent to the manager'), ('approved', 'Approved'), ('denied', 'Not approved'),
    ('lease_signed', 'Lease signed'), ('deactivated', 'Closed'))`;
  return {
    application_updates: await items(ex, sql`SELECT l.id, b.title || ': ' || s.label AS title, NULL AS detail,
        ${ISO(sql`s.at`)} AS at, '/applications' AS link, NULL AS amount_cents
      FROM lifecycles l JOIN buildings b ON b.id = l.building_id
      CROSS JOIN LATERAL (SELECT v.label, CASE v.step WHEN 'sent_to_manager' THEN l.sent_to_manager_at WHEN 'approved' THEN l.approved_at
          WHEN 'denied' THEN l.denied_at WHEN 'lease_signed' THEN l.lease_signed_at ELSE l.application_deactivated_at END AS at
        FROM ${steps} AS v(step, label)) s
      WHERE l.tenant_user_id = ${userId} AND ${within(sql`s.at`, p)} ORDER BY s.at, l.id`),
    information_requests: await items(ex, sql`SELECT r.id, 'Your manager asks: ' || replace(replace(r.kind, '_request', ''), '_', ' ') AS title,
        left(r.message, 300) AS detail, ${ISO(sql`r.created_at`)} AS at, '/applications' AS link, NULL AS amount_cents
      FROM information_requests r JOIN lifecycles l ON l.id = r.lifecycle_id
      WHERE l.tenant_user_id = ${userId} AND r.status = 'AWAITING_RESPONSE' AND ${within(sql`r.created_at`, p)} ORDER BY r.created_at, r.id`),
    invoices_due: await items(ex, sql`SELECT i.id, i.description AS title, 'Due ' || i.due_date::text AS detail,
        ${ISO(sql`i.due_date::timestamp`)} AS at, '/billing' AS link, i.amount_cents
      FROM invoices i
      WHERE i.tenant_user_id = ${userId} AND i.paid_at IS NULL AND i.canceled_at IS NULL
        AND i.payment_status NOT IN ('SUCCESSFUL', 'PAYMENT_CANCELED', 'MARKED_UNCOLLECTIBLE')
        AND i.due_date < (${p.end}::timestamptz + interval '7 days')::date ORDER BY i.due_date, i.id`),
  };
}
