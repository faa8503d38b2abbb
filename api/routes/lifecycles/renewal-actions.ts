import { z } from 'zod';
import { formatDate } from '../../../common/dates.js';
import { invalidInput } from '../../http/errors.js';
import { CalendarDate } from '../../http/fields.js';
import type { LifecycleActionSpec } from './action-route.js';
import { NoBody } from './review-actions.js';
import {
  markNonRenewal, markRelocationRequested, markRenewalOfferDeclined, markRenewalRequested, markRenewalStarted, setEarlyTerminationVacateDate,
} from './lifecycle-actions-repository.js';

const today = () => new Date().toISOString().slice(0, 10);
const IsoDate = CalendarDate('Use a date as YYYY-MM-DD.');

export const requestRenewal: LifecycleActionSpec<typeof NoBody> = {
  action: 'request-renewal',
  summary: 'The tenant asks to renew their lease',
  description: 'Sets renewal_requested_at.',
  body: NoBody,
  async run(tx, { row }) {
    await markRenewalRequested(tx, row.id);
    return {};
  },
};

export const nonRenewal: LifecycleActionSpec<typeof NoBody> = {
  action: 'non-renewal',
  summary: 'Either party says the lease will not be renewed',
  description: 'Sets non_renewal_at: the lease ends on its move-out date.',
  body: NoBody,
  async run(tx, { row }) {
    await markNonRenewal(tx, row.id);
    return {};
  },
};

const StartRenewalBody = z.object({
  renewal_rent_cents: z.number().int().positive().max(2_000_000, { error: 'Enter a monthly rent under $20,000.' }),
}).strict();
export const startRenewal: LifecycleActionSpec<typeof StartRenewalBody> = {
  action: 'start-renewal',
  summary: 'The manager offers a renewal at a monthly rent',
  description: 'Sets renewal_started_at and renewal_rent_cents (see calculate-renewal-rent for a suggestion).',
  body: StartRenewalBody,
  async run(tx, { row, body }) {
    await markRenewalStarted(tx, row.id, body.renewal_rent_cents);
    return { renewal_rent_cents: body.renewal_rent_cents };
  },
};

export const declineRenewalOffer: LifecycleActionSpec<typeof NoBody> = {
  action: 'decline-renewal-offer',
  summary: 'The tenant declines the renewal offer',
  description: 'Sets renewal_offer_declined_at and non_renewal_at.',
  body: NoBody,
  async run(tx, { row }) {
    await markRenewalOfferDeclined(tx, row.id);
    return {};
  },
};

const RelocationBody = z.object({ reason: z.string().trim().min(3, { error: 'Say in a few words why you want to move.' }).max(1000) }).strict();
export const requestRelocation: LifecycleActionSpec<typeof RelocationBody> = {
  action: 'request-relocation',
  summary: 'The tenant asks to move to another room or home',
  description: 'Sets relocation_requested_at and relocation_reason.',
  body: RelocationBody,
  async run(tx, { row, body }) {
    await markRelocationRequested(tx, row.id, body.reason);
    return { reason: body.reason };
  },
};

const VacateBody = z.object({ vacate_date: IsoDate }).strict();
export const earlyLeaseTerminationVacateDate: LifecycleActionSpec<typeof VacateBody> = {
  action: 'early-lease-termination-vacate-date',
  summary: 'Record the day a tenant leaves before the lease ends',
  description: 'Sets early_lease_termination_vacate_date: from today, before the move-out date (else 400 naming vacate_date).',
  body: VacateBody,
  async run(tx, { row, body }) {
    if (body.vacate_date < today()) throw invalidInput({ vacate_date: 'Choose a date from today on.' });
    if (body.vacate_date >= row.move_out_date) throw invalidInput({ vacate_date: `Choose a date before the lease ends on ${formatDate(row.move_out_date)}.` });
    await setEarlyTerminationVacateDate(tx, row.id, body.vacate_date);
    return { vacate_date: body.vacate_date };
  },
};
