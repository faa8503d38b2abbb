// The forms of a home's bedrooms, bathrooms and parking spots (zod): the same
// checks when adding and editing, and the GraphQL input each form sends. The api
// checks again; its userErrors land on the same fields (FIELD_OF_INPUT).
import { z } from 'zod';
import type { BathroomInput } from '../../../__generated__/useAddBathroomMutation.graphql';
import type { BedroomInput } from '../../../__generated__/useAddBedroomMutation.graphql';
import type { ParkingSpotInput } from '../../../__generated__/useAddParkingSpotMutation.graphql';
import { dollarsToCents } from '../../../shared/format';

const cents = (text: string) => (/^[$\s]*0*(\.0{1,2})?\s*$/.test(text) ? 0 : dollarsToCents(text));

/** An amount in dollars as typed ("1,250", "$40.50"); empty counts as zero when `optional`. */
const amount = (message: string, { optional = false, zero = true } = {}) =>
  z.string().trim().superRefine((text, ctx) => {
    if (text === '' && optional) return;
    const value = cents(text);
    if (value === null || (value === 0 && !zero)) ctx.addIssue({ code: 'custom', message });
  });

const toCents = (text: string) => (text.trim() === '' ? 0 : cents(text)!);

export const bedroomSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name the bedroom, e.g. Bedroom 1.' }).max(80, { error: 'Use at most 80 characters.' }),
  base: amount('Enter the base rent in dollars, e.g. 850.', { zero: false }),
  utilities: amount('Enter utilities in dollars, or 0.', { optional: true }),
  platformFee: amount('Enter the platform fee in dollars, or 0.', { optional: true }),
  availableOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose the first day it can be moved into.' }),
  sizeSqFt: z.string().trim().regex(/^(\d{1,4})?$/, { error: 'Enter the size in whole square feet, or leave it empty.' }),
  features: z.array(z.string()),
});
export type BedroomValues = z.infer<typeof bedroomSchema>;

export const bathroomSchema = z.object({
  bathroomType: z.string().min(1, { error: 'Choose the bathroom type.' }),
  relation: z.string().min(1, { error: 'Choose how it connects to the bedrooms.' }),
  washer: z.string(),
  washerCost: z.string(),
});
export type BathroomValues = z.infer<typeof bathroomSchema>;

export const parkingSchema = z.object({
  parkingType: z.string().min(1, { error: 'Choose the parking type.' }),
  parkingAccess: z.string().min(1, { error: 'Choose how it is reached.' }),
  fee: amount('Enter the monthly fee in dollars, or leave it empty.', { optional: true }),
});
export type ParkingValues = z.infer<typeof parkingSchema>;

export const EMPTY_BEDROOM: BedroomValues = { name: '', base: '', utilities: '0', platformFee: '0', availableOn: '', sizeSqFt: '', features: [] };
export const EMPTY_BATHROOM: BathroomValues = { bathroomType: 'FULL', relation: 'NON_ATTACHED', washer: '', washerCost: '' };
export const EMPTY_PARKING: ParkingValues = { parkingType: 'OUTDOOR', parkingAccess: 'NONE_REQUIRED', fee: '' };

/** Dollars back into the form as the manager would type them ("850", "849.50"). */
const dollars = (value: number) => (value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2));

export function bedroomValues(b: {
  name: string; availableOn: string; sizeSqFt: number | null | undefined; features: readonly string[];
  rent: { base: { cents: number }; utilities: { cents: number }; platformFee: { cents: number } };
}): BedroomValues {
  return {
    name: b.name, base: dollars(b.rent.base.cents), utilities: dollars(b.rent.utilities.cents), platformFee: dollars(b.rent.platformFee.cents),
    availableOn: b.availableOn, sizeSqFt: b.sizeSqFt ? String(b.sizeSqFt) : '', features: [...b.features],
  };
}

export function bathroomValues(b: { bathroomType: string; relation: string; washerDryerLocation?: string | null; washerDryerCost?: string | null }): BathroomValues {
  return { bathroomType: b.bathroomType, relation: b.relation, washer: b.washerDryerLocation ?? '', washerCost: b.washerDryerCost ?? '' };
}

export function parkingValues(p: { parkingType: string; parkingAccess: string; monthlyFee?: { cents: number } | null }): ParkingValues {
  return { parkingType: p.parkingType, parkingAccess: p.parkingAccess, fee: p.monthlyFee ? dollars(p.monthlyFee.cents) : '' };
}

export function bedroomInput(v: BedroomValues): BedroomInput {
  return {
    name: v.name.trim(), rentBaseCents: toCents(v.base), rentUtilitiesCents: toCents(v.utilities), rentPlatformFeeCents: toCents(v.platformFee),
    availableOn: v.availableOn, sizeSqFt: v.sizeSqFt ? Number(v.sizeSqFt) : null, features: v.features as BedroomInput['features'],
  };
}

/** Without a washer/dryer there is no cost to say; null clears what was there. */
export function bathroomInput(v: BathroomValues): BathroomInput {
  return {
    bathroomType: v.bathroomType as BathroomInput['bathroomType'], relation: v.relation as BathroomInput['relation'],
    washerDryerLocation: (v.washer || null) as BathroomInput['washerDryerLocation'],
    washerDryerCost: (v.washer && v.washerCost ? v.washerCost : null) as BathroomInput['washerDryerCost'],
  };
}

export function parkingInput(v: ParkingValues): ParkingSpotInput {
  return {
    parkingType: v.parkingType as ParkingSpotInput['parkingType'], parkingAccess: v.parkingAccess as ParkingSpotInput['parkingAccess'],
    monthlyFeeCents: v.fee.trim() === '' ? null : toCents(v.fee),
  };
}

/** The api's names for the bedroom form's fields (userErrors), by form field. */
export const BEDROOM_FIELD_OF_INPUT: Record<string, keyof BedroomValues> = {
  name: 'name', rentBaseCents: 'base', rentUtilitiesCents: 'utilities', rentPlatformFeeCents: 'platformFee',
  availableOn: 'availableOn', sizeSqFt: 'sizeSqFt', features: 'features',
};
export const BATHROOM_FIELD_OF_INPUT: Record<string, keyof BathroomValues> = {
  bathroomType: 'bathroomType', relation: 'relation', washerDryerLocation: 'washer', washerDryerCost: 'washerCost',
};
export const PARKING_FIELD_OF_INPUT: Record<string, keyof ParkingValues> = {
  parkingType: 'parkingType', parkingAccess: 'parkingAccess', monthlyFeeCents: 'fee',
};
