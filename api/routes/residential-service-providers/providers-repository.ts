import type { SQL } from 'drizzle-orm';
import { rows, sql, type Executor } from '../../db/client.js';
import { isoOf } from '../../db/sql-helpers.js';
import { firstNameSql, personNameSql } from '../../db/person-name.js';
import type { ResidentialServiceProviderUsersRow, ResidentialServiceProvidersRow, UsersRow } from '../../db/__generated__/rows.js';
import type { BusinessHours } from '../../../common/services.js';
import { missingOnboardingSteps } from './onboarding-steps.js';

/** A provider with its hours typed (the column is jsonb) and the onboarding facts its other tables hold. */
export interface ProviderRow extends Omit<ResidentialServiceProvidersRow, 'business_hours'> {
  business_hours: BusinessHours;
  /** A current insurance certificate whose expiry date is still ahead. */
  insurance_current: boolean;
  /** A current insurance certificate at all (expired or not). */
  insurance_on_file: boolean;
  w9_on_file: boolean;
  payout_account_connected: boolean;
}

export interface ProviderUserRow extends Pick<ResidentialServiceProviderUsersRow, 'residential_service_provider_id' | 'user_id' | 'provider_role'>,
  Pick<UsersRow, 'first_name' | 'email'> {
  /** "First Last", else the fallback name. */
  name: string;
  joined_at: string;
}

/** Whether the provider's current document of a kind exists and meets `condition`. */
const currentDocument = (kind: string, condition: SQL) => sql`EXISTS (SELECT 1 FROM residential_service_provider_documents d
  WHERE d.residential_service_provider_id = p.id AND d.document_kind = ${kind} AND d.replaced_at IS NULL AND ${condition})`;

const SELECT = sql`SELECT p.id, p.name, p.service_categories, p.regions, p.business_hours, p.time_zone, p.photo_file_id,
  ${isoOf(sql`p.service_provider_onboarding_completed_at`)} AS service_provider_onboarding_completed_at, p.created_by_user_id,
  ${isoOf(sql`p.created_at`)} AS created_at, ${isoOf(sql`p.updated_at`)} AS updated_at,
  ${currentDocument('insurance_certificate', sql`d.expires_on > current_date`)} AS insurance_current,
  ${currentDocument('insurance_certificate', sql`TRUE`)} AS insurance_on_file,
  ${currentDocument('w9', sql`TRUE`)} AS w9_on_file,
  EXISTS (SELECT 1 FROM residential_service_provider_payout_accounts pa
    WHERE pa.residential_service_provider_id = p.id AND pa.connected_at IS NOT NULL) AS payout_account_connected
  FROM residential_service_providers p`;

/** The provider a user acts for in the vendor role (a user belongs to at most one). */
export async function providerOfUser(ex: Executor, userId: number): Promise<(ProviderRow & Pick<ProviderUserRow, 'provider_role'>) | null> {
  const [row] = await rows<ProviderRow & Pick<ProviderUserRow, 'provider_role'>>(ex, sql`
    SELECT q.*, pu.provider_role FROM (${SELECT}) q
    JOIN residential_service_provider_users pu ON pu.residential_service_provider_id = q.id WHERE pu.user_id = ${userId}`);
  return row ?? null;
}

export async function findProvider(ex: Executor, id: number): Promise<ProviderRow | null> {
  const [row] = await rows<ProviderRow>(ex, sql`${SELECT} WHERE p.id = ${id}`);
  return row ?? null;
}

/** Providers by id descending (staff list), keyset on id. */
export async function listProviders(ex: Executor, onlyIds: readonly number[] | null, beforeId: number | null, limit: number): Promise<ProviderRow[]> {
  const conditions: SQL[] = [sql`TRUE`];
  if (onlyIds) conditions.push(onlyIds.length ? sql`p.id IN (${sql.join(onlyIds.map((i) => sql`${i}`), sql`, `)})` : sql`FALSE`);
  if (beforeId !== null) conditions.push(sql`p.id < ${beforeId}`);
  return rows<ProviderRow>(ex, sql`${SELECT} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY p.id DESC LIMIT ${limit}`);
}

export async function usersOfProviders(ex: Executor, ids: readonly number[]): Promise<Map<number, ProviderUserRow[]>> {
  const found = ids.length === 0 ? [] : await rows<ProviderUserRow>(ex, sql`
    SELECT pu.residential_service_provider_id, pu.user_id, pu.provider_role, ${firstNameSql('u')} AS first_name,
      ${personNameSql('u')} AS name, u.email, ${isoOf(sql`pu.created_at`)} AS joined_at
    FROM residential_service_provider_users pu JOIN users u ON u.id = pu.user_id
    WHERE pu.residential_service_provider_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY pu.created_at, pu.user_id`);
  const byProvider = new Map<number, ProviderUserRow[]>();
  for (const u of found) byProvider.set(u.residential_service_provider_id, [...(byProvider.get(u.residential_service_provider_id) ?? []), u]);
  return byProvider;
}

export interface ProviderFields {
  name?: string;
  service_categories?: readonly string[];
  regions?: readonly string[];
  business_hours?: BusinessHours;
  time_zone?: string;
  /** An upload of purpose service_provider_photo (checked by the route), or null to remove the photo. */
  photo_file_id?: string | null;
}

const textArray = (values: readonly string[]): SQL =>
  (values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);

/** Creates the company with its creator as owner. */
export async function insertProvider(ex: Executor, f: Required<Omit<ProviderFields, 'photo_file_id'>>, userId: number): Promise<number> {
  const [row] = await rows<Pick<ResidentialServiceProvidersRow, 'id'>>(ex, sql`
    INSERT INTO residential_service_providers (name, service_categories, regions, business_hours, time_zone, created_by_user_id)
    VALUES (${f.name}, ${textArray(f.service_categories)}, ${textArray(f.regions)}, ${JSON.stringify(f.business_hours)}::jsonb, ${f.time_zone}, ${userId})
    RETURNING id`);
  await ex.execute(sql`INSERT INTO residential_service_provider_users (residential_service_provider_id, user_id, provider_role)
    VALUES (${row!.id}, ${userId}, 'owner')`);
  return row!.id;
}

export async function patchProvider(ex: Executor, id: number, f: ProviderFields): Promise<void> {
  const parts: SQL[] = [sql`updated_at = now()`];
  if (f.name !== undefined) parts.push(sql`name = ${f.name}`);
  if (f.service_categories !== undefined) parts.push(sql`service_categories = ${textArray(f.service_categories)}`);
  if (f.regions !== undefined) parts.push(sql`regions = ${textArray(f.regions)}`);
  if (f.business_hours !== undefined) parts.push(sql`business_hours = ${JSON.stringify(f.business_hours)}::jsonb`);
  if (f.time_zone !== undefined) parts.push(sql`time_zone = ${f.time_zone}`);
  if (f.photo_file_id !== undefined) parts.push(sql`photo_file_id = ${f.photo_file_id}`);
  await ex.execute(sql`UPDATE residential_service_providers SET ${sql.join(parts, sql`, `)} WHERE id = ${id}`);
}

/**
 * Onboarding is complete when no step is missing (`missingOnboardingSteps`: categories,
 * regions, hours, a current insurance certificate, a W-9, a connected payout account).
 * Set once it holds, cleared if it stops holding when a step is redone.
 */
export async function refreshOnboarding(ex: Executor, id: number): Promise<void> {
  const provider = await findProvider(ex, id);
  if (!provider) return;
  const complete = missingOnboardingSteps(provider).length === 0;
  await ex.execute(sql`UPDATE residential_service_providers SET service_provider_onboarding_completed_at =
    CASE WHEN ${complete} THEN coalesce(service_provider_onboarding_completed_at, now()) END
    WHERE id = ${id}`);
}
