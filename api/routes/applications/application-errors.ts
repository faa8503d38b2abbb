import { HttpError } from '../../http/errors.js';

/** The refusals of POST /submit-application and the application writes (docs/v20-contract.md). */
export const applicationErrors = {
  notYourself: () => new HttpError(403, 'forbidden', 'You can only apply for yourself: user_id must be your own id.'),
  blocked: () => new HttpError(403, 'blocked_from_creating_lifecycles',
    'Your account cannot start new applications. Contact Hearth support.'),
  moveOutBeforeMoveIn: () => new HttpError(400, 'move_out_before_move_in', 'The move-out date must be after the move-in date.', {
    move_out_date: 'Choose a move-out date after your move-in date.',
  }),
  moveInInPast: () => new HttpError(400, 'move_in_date_in_past', 'The move-in date has passed.', {
    move_in_date: 'Choose a move-in date from today on.',
  }),
  petsNotAllowed: (refused: string[]) => new HttpError(422, 'pets_not_allowed', `This home does not allow ${refused.join(', ')}.`, {
    pets: `This home does not allow ${refused.map((p) => p.replace('_', ' ')).join(' or ')}.`,
  }),
  bedroomNotAvailable: (message: string) => new HttpError(422, 'bedroom_not_available', message, { move_in_date: message }),
  unknownPromoCode: () => new HttpError(422, 'unknown_promo_code', 'This promo code does not exist or has ended.', {
    promo_code: 'This promo code does not exist or has ended.',
  }),
  promoNeedsSixMonths: () => new HttpError(422, 'promo_code_requires_six_months', 'This promo code needs a stay of at least six months.', {
    promo_code: 'This code needs a stay of at least six months. Choose a later move-out date or another code.',
  }),
  duplicate: () => new HttpError(409, 'duplicate_active_application',
    'You already have an application for this room in progress. Find it under Applications.'),
  notActive: () => new HttpError(422, 'application_not_active', 'This application is no longer active.'),
};

/** Whether a database error (or one it wraps: drizzle puts the driver's error in `cause`) broke this constraint. */
export function violates(err: unknown, constraint: string): boolean {
  for (let e = err as { constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.constraint === constraint) return true;
  }
  return false;
}
