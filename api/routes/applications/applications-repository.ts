import { rows, sql, type Executor } from '../../db/client.js';
import type { LifecycleQuestionDraft } from '../../domain/applications/renter-confirmation-questions.js';
import type { LifecycleDto } from '../lifecycles/lifecycle-dto.js';
import { IS_ACTIVE } from '../../db/application-activity.js';
import type { BedroomsRow, BuildingsRow, LifecyclesRow, PromoCodesRow, UsersRow } from '../../db/__generated__/rows.js';

export interface Applicant extends Pick<UsersRow, 'id' | 'email' | 'first_name' | 'last_name'> {
  blocked: boolean;
}

export async function findApplicant(ex: Executor, userId: number): Promise<Applicant | null> {
  const [row] = await rows<Applicant>(ex, sql`
    SELECT id, email, first_name, last_name, blocked_from_creating_lifecycles_at IS NOT NULL AS blocked
    FROM users WHERE id = ${userId}`);
  return row ?? null;
}

export interface ListedBedroom extends Pick<BedroomsRow, 'id' | 'building_id' | 'name' | 'available_on' | 'rent_base_cents' | 'rent_utilities_cents'
  | 'rent_platform_fee_cents'>, Pick<BuildingsRow, 'pet_options'> {
  home_title: BuildingsRow['title'];
  rent_total_cents: NonNullable<BedroomsRow['rent_total_cents']>;
}

/** A bedroom of a listed home; unlisted homes cannot be applied for, whoever asks. */
export async function findListedBedroom(ex: Executor, bedroomId: number): Promise<ListedBedroom | null> {
  const [row] = await rows<ListedBedroom>(ex, sql`
    SELECT r.id, r.building_id, r.name, r.available_on::text AS available_on, b.title AS home_title, b.pet_options,
      r.rent_base_cents, r.rent_utilities_cents, r.rent_platform_fee_cents, r.rent_total_cents
    FROM bedrooms r JOIN buildings b ON b.id = r.building_id
    WHERE r.id = ${bedroomId} AND b.listed_at IS NOT NULL`);
  return row ?? null;
}

export type PromoCode = Pick<PromoCodesRow, 'code' | 'min_lease_months'>;

export async function findActivePromoCode(ex: Executor, code: string): Promise<PromoCode | null> {
  const [row] = await rows<PromoCode>(ex, sql`SELECT code, min_lease_months FROM promo_codes WHERE code = ${code} AND active`);
  return row ?? null;
}

export async function hasActiveApplicationFor(ex: Executor, userId: number, bedroomId: number): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(ex, sql`
    SELECT EXISTS (SELECT 1 FROM lifecycles l WHERE l.tenant_user_id = ${userId} AND l.assigned_bedroom_id = ${bedroomId} AND ${IS_ACTIVE}) AS found`);
  return row.found;
}

export interface NewApplication {
  tenantUserId: number;
  buildingId: number;
  bedroomId: number;
  moveInDate: string;
  moveOutDate: string;
  pets: LifecycleDto['pets'];
  guarantorName: string | null;
  guarantorEmail: string | null;
  promoCode: string | null;
}

/** A new-tenant application, signed now. */
export async function insertApplication(ex: Executor, a: NewApplication): Promise<number> {
  const [row] = await rows<Pick<LifecyclesRow, 'id'>>(ex, sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, assigned_bedroom_id, application_type, move_in_date, move_out_date,
      pets, guarantor_name, guarantor_email, promo_code, application_signed_at)
    VALUES (${a.tenantUserId}, ${a.buildingId}, ${a.bedroomId}, 'new_tenant', ${a.moveInDate}, ${a.moveOutDate},
      ${`{${a.pets.join(',')}}`}::text[], ${a.guarantorName}, ${a.guarantorEmail}, ${a.promoCode}, now())
    RETURNING id`);
  return row.id;
}

export async function insertLifecycleQuestions(ex: Executor, lifecycleId: number, drafts: LifecycleQuestionDraft[]): Promise<void> {
  await ex.execute(sql`
    INSERT INTO lifecycle_questions (lifecycle_id, kind, response_type, prompt, position)
    VALUES ${sql.join(drafts.map((d) => sql`(${lifecycleId}, ${d.kind}, ${d.responseType}, ${d.prompt}, ${d.position})`), sql`, `)}`);
}

/** New questions are unanswered, so the applicant's renter confirmation is open again. */
export async function reopenRenterConfirmation(ex: Executor, userId: number): Promise<void> {
  await ex.execute(sql`UPDATE users SET renter_confirmation_questions_completed_at = NULL, updated_at = now() WHERE id = ${userId}`);
}

export async function withdrawApplication(ex: Executor, lifecycleId: number, reason: string): Promise<void> {
  await ex.execute(sql`UPDATE lifecycles SET application_deactivated_at = now(), deactivation_reason = ${reason}, updated_at = now()
    WHERE id = ${lifecycleId}`);
}
