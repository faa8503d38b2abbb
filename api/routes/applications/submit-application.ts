import { referralErrors } from '../../money/referrals.js';
import { isReferralCode } from '../../money/referrals-repository.js';
import { formatDate } from '../../../common/dates.js';
import { personName } from '../../../common/person-name.js';
import { bedroomAvailableFrom, bedroomHeldDuring } from '../../db/availability.js';
import type { Executor } from '../../db/client.js';
import { hasCompletedReferencesStep } from '../tenant-rental-references/references-repository.js';
import type { Mailer } from '../../providers/mailer.js';
import { renterConfirmationQuestions } from '../../domain/applications/renter-confirmation-questions.js';
import { isMoveInInPast, staysAtLeastMonths } from '../../domain/applications/stay.js';
import { invalidInput, notFound, unauthenticated } from '../../http/errors.js';
import { inviteGuarantor } from '../guarantor-connections/invite.js';
import { toLifecycleDto, type LifecycleDto } from '../lifecycles/lifecycle-dto.js';
import { lifecycleRowsById, markReferencesStepDone } from '../lifecycles/lifecycle-actions-repository.js';
import { applicationErrors as refuse, violates } from './application-errors.js';
import {
  findActivePromoCode, findApplicant, findListedBedroom, hasActiveApplicationFor,
  insertApplication, insertLifecycleQuestions, reopenRenterConfirmation, type Applicant, type ListedBedroom,
} from './applications-repository.js';
import type { SubmitApplication } from './application-schemas.js';
import { bedroomHasOverlappingLease } from '../leases/leases-repository.js';

/** Checks that need no database: the dates and the guarantor pair. */
function checkForm(body: SubmitApplication, now: Date): void {
  if (body.move_out_date <= body.move_in_date) throw refuse.moveOutBeforeMoveIn();
  if (isMoveInInPast(body.move_in_date, now)) throw refuse.moveInInPast();
  const hasName = body.guarantor_name != null;
  const hasEmail = body.guarantor_email != null;
  if (hasName !== hasEmail) {
    throw invalidInput(hasName
      ? { guarantor_email: 'Give your guarantor\'s email too, or leave both guarantor fields empty.' }
      : { guarantor_name: 'Give your guarantor\'s name too, or leave both guarantor fields empty.' });
  }
}

async function checkBedroom(tx: Executor, body: SubmitApplication): Promise<ListedBedroom> {
  const bedroom = await findListedBedroom(tx, body.bedroom_listing_id);
  if (!bedroom) throw notFound('bedroom');
  const refused = body.pets.filter((pet) => !bedroom.pet_options.includes(pet));
  if (refused.length > 0) throw refuse.petsNotAllowed(refused);
  if (bedroom.available_on > body.move_in_date) {
    throw refuse.bedroomNotAvailable(`This room is free from ${formatDate(bedroom.available_on)}. Choose that day or later.`);
  }
  // What the listing shows holds here too (api/db/availability.ts): signed leases and approved applications.
  if (await bedroomHeldDuring(tx, bedroom.id, body.move_in_date, body.move_out_date)
    || await bedroomHasOverlappingLease(tx, bedroom.id, body.move_in_date, body.move_out_date)) {
    const freeFrom = await bedroomAvailableFrom(tx, bedroom.id, body.move_in_date);
    throw refuse.bedroomNotAvailable(`This room is leased or promised for some of those dates. It is free from ${formatDate(freeFrom)}.`);
  }
  return bedroom;
}

async function checkPromoCode(tx: Executor, body: SubmitApplication): Promise<string | null> {
  if (body.promo_code == null) return null;
  const promo = await findActivePromoCode(tx, body.promo_code);
  if (!promo) throw refuse.unknownPromoCode();
  if (!staysAtLeastMonths(body.move_in_date, body.move_out_date, promo.min_lease_months)) throw refuse.promoNeedsSixMonths();
  if (await isReferralCode(tx, promo.code) === body.user_id) throw referralErrors.ownCode();
  return promo.code;
}

async function checkApplicant(tx: Executor, callerId: number, body: SubmitApplication): Promise<Applicant> {
  if (body.user_id !== callerId) throw refuse.notYourself();
  const applicant = await findApplicant(tx, callerId);
  if (!applicant) throw unauthenticated();
  if (applicant.blocked) throw refuse.blocked();
  if (body.guarantor_email && body.guarantor_email === applicant.email.toLowerCase()) {
    throw invalidInput({ guarantor_email: 'Your guarantor must be someone else.' });
  }
  return applicant;
}

/**
 * POST /submit-application inside one transaction: checks the applicant, the form,
 * the room and the promo code; creates the application, its renter confirmation
 * questions and the guarantor invite. Two submissions for the same room that race
 * are settled by the unique index `lifecycles_one_active_per_bedroom`.
 */
export async function submitApplication(
  tx: Executor, mailer: Mailer, callerId: number, body: SubmitApplication, now = new Date(),
): Promise<LifecycleDto> {
  const applicant = await checkApplicant(tx, callerId, body);
  checkForm(body, now);
  const bedroom = await checkBedroom(tx, body);
  const promoCode = await checkPromoCode(tx, body);
  if (await hasActiveApplicationFor(tx, callerId, bedroom.id)) throw refuse.duplicate();
  let lifecycleId: number;
  try {
    lifecycleId = await insertApplication(tx, {
      tenantUserId: callerId, buildingId: bedroom.building_id, bedroomId: bedroom.id,
      moveInDate: body.move_in_date, moveOutDate: body.move_out_date, pets: body.pets,
      guarantorName: body.guarantor_name ?? null, guarantorEmail: body.guarantor_email ?? null, promoCode,
    });
  } catch (err) {
    if (violates(err, 'lifecycles_one_active_per_bedroom')) throw refuse.duplicate();
    throw err;
  }
  await insertLifecycleQuestions(tx, lifecycleId, renterConfirmationQuestions({
    homeTitle: bedroom.home_title, bedroomName: bedroom.name, moveInDate: body.move_in_date, moveOutDate: body.move_out_date,
    rent: {
      BASE: bedroom.rent_base_cents, UTILITIES: bedroom.rent_utilities_cents,
      PLATFORM_FEE: bedroom.rent_platform_fee_cents, TOTAL_RENT: bedroom.rent_total_cents,
    },
  }));
  await reopenRenterConfirmation(tx, callerId);
  // References describe the renter, not the room: once sent (or skipped), a later
  // application does not ask for them again.
  if (await hasCompletedReferencesStep(tx, callerId)) {
    await markReferencesStepDone(tx, lifecycleId);
  }
  if (body.guarantor_name && body.guarantor_email) {
    await inviteGuarantor(tx, mailer, {
      lifecycleId, tenantUserId: callerId, tenantName: personName(applicant.first_name, applicant.last_name, applicant.email),
      guarantorName: body.guarantor_name, guarantorEmail: body.guarantor_email,
    });
  }
  const [row] = await lifecycleRowsById(tx, lifecycleId);
  return toLifecycleDto(row);
}
