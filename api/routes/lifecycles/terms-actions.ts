import { z } from 'zod';
import { formatDate } from '../../../common/dates.js';
import { addMonths } from '../../domain/applications/stay.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import { CalendarDate, MAX_DB_ID } from '../../http/fields.js';
import type { LifecycleActionSpec } from './action-route.js';
import type { LeaseNegotiationParameters } from './lifecycles-repository.js';
import {
  setLeaseNegotiationParameters, setOccupantAddendumUris, setProposedTerms,
} from './lifecycle-actions-repository.js';

const IsoDate = CalendarDate('Use a date as YYYY-MM-DD.');
const Months = z.number().int().min(1).max(36);
const RentCents = z.number().int().positive().max(2_000_000);

const ParametersBody = z.object({
  earliest_move_in_date: IsoDate, latest_move_in_date: IsoDate,
  min_lease_months: Months, max_lease_months: Months, min_rent_cents: RentCents,
}).strict()
  .refine((p) => p.latest_move_in_date >= p.earliest_move_in_date, { path: ['latest_move_in_date'], error: 'Choose a date on or after the earliest move-in date.' })
  .refine((p) => p.max_lease_months >= p.min_lease_months, { path: ['max_lease_months'], error: 'Must be at least the minimum lease length.' });

export const leaseNegotiationParameters: LifecycleActionSpec<typeof ParametersBody> = {
  action: 'lease-negotiation-parameters',
  summary: 'The manager sets the bounds a tenant may propose terms within',
  description: 'Sets lease_negotiation_parameters (move-in window, lease length in months, lowest monthly rent).',
  body: ParametersBody,
  async run(tx, { row, body }) {
    await setLeaseNegotiationParameters(tx, row.id, body);
    return body;
  },
};

const ProposalBody = z.object({ move_in_date: IsoDate, lease_months: Months, rent_cents: RentCents }).strict();
type Proposal = z.infer<typeof ProposalBody>;

/** Per field, what is outside the manager's bounds. */
function outOfBounds(p: Proposal, b: LeaseNegotiationParameters): Record<string, string> {
  const fields: Record<string, string> = {};
  if (p.move_in_date < b.earliest_move_in_date || p.move_in_date > b.latest_move_in_date) {
    fields.move_in_date = `Choose a move-in date from ${formatDate(b.earliest_move_in_date)} to ${formatDate(b.latest_move_in_date)}.`;
  }
  if (p.lease_months < b.min_lease_months || p.lease_months > b.max_lease_months) {
    fields.lease_months = `Choose ${b.min_lease_months} to ${b.max_lease_months} months.`;
  }
  if (p.rent_cents < b.min_rent_cents) fields.rent_cents = `The rent can go as low as $${(b.min_rent_cents / 100).toFixed(2)} a month.`;
  return fields;
}

export const leaseNegotiation: LifecycleActionSpec<typeof ProposalBody> = {
  action: 'lease-negotiation',
  summary: 'The tenant proposes move-in, lease length and rent within the manager\'s bounds',
  description: 'Moves the dates to the proposal and keeps it as lease_negotiation. 422 no_lease_negotiation_parameters; '
    + '422 lease_negotiation_out_of_bounds naming each field outside the bounds.',
  body: ProposalBody,
  async run(tx, { row, body }) {
    const bounds = row.lease_negotiation_parameters;
    if (!bounds) throw new HttpError(422, 'no_lease_negotiation_parameters', 'The manager has not opened these terms to proposals.');
    const fields = outOfBounds(body, bounds);
    if (Object.keys(fields).length > 0) {
      throw new HttpError(422, 'lease_negotiation_out_of_bounds', 'Some terms are outside what the manager allows.', fields);
    }
    const proposal = { ...body, proposed_at: new Date().toISOString() };
    await setProposedTerms(tx, row.id, { moveInDate: body.move_in_date, moveOutDate: addMonths(body.move_in_date, body.lease_months), proposal });
    return body;
  },
};

const UrisBody = z.object({
  uris: z.array(z.url({ protocol: /^https?$/, error: 'Use a web address (https://…).' }).max(2000)).max(10, { error: 'Attach at most 10 documents.' }),
}).strict();
export const occupantAddendumAttachmentUris: LifecycleActionSpec<typeof UrisBody> = {
  action: 'occupant-addendum-attachment-uris',
  summary: 'Set the documents attached to the occupant addendum',
  description: 'Replaces occupant_addendum_attachment_uris (at most 10 http(s) addresses).',
  body: UrisBody,
  async run(tx, { row, body }) {
    await setOccupantAddendumUris(tx, row.id, body.uris);
    return { count: body.uris.length };
  },
};
