// The words of the home page that are not testimonials (testimonials.ts) or homes (FeaturedHomes).
import { BRAND_NAME } from '../../../../common/brand';
import { UTILITIES } from '../../../../common/enums';

export const UTILITY_LABELS: Record<(typeof UTILITIES)[number], string> = {
  internet: 'Internet',
  electricity: 'Electricity',
  water: 'Water',
  gas: 'Gas',
  heating: 'Heating',
  air_conditioning: 'Air conditioning',
  trash_collection: 'Trash collection',
};

/** How renting a room works: the three ideas the product is built on. */
export const HOW_IT_WORKS = [
  {
    title: 'Your own room, your own lease',
    text: 'You rent one bedroom on a lease that is yours alone. If a housemate leaves, your rent and your term stay exactly as they were.',
  },
  {
    title: 'The rest of the home is shared',
    text: 'Kitchen, living room, laundry and outdoor space are shared with the other people who live there. Each listing says which bathroom is yours.',
  },
  {
    title: 'One monthly price',
    text: 'The room price shows base rent, the utilities share and the platform fee up front, and you pay it all on one invoice each month.',
  },
] as const;

/** Beyond the utilities: what renting through Hearth gives every renter. */
export const ALSO_INCLUDED = [
  ['Furnished common areas', 'Living room, kitchen and dining space are set up to be lived in from day one; bring your own bedroom furniture.'],
  ['Laundry', 'Where a home has a washer and dryer, in the home or on the premises, the listing says which and whether it is free.'],
  ['Repairs on request', 'Report a problem with photos at Renter Support and follow it until it is fixed.'],
  ['Online rent', 'Pay by bank or card, or turn on autopay. Every invoice and receipt stays in your account.'],
] as const;

/** The four steps to move in. */
export const MOVE_IN_STEPS = [
  ['Browse', 'Compare rooms by city, price, move-in date and bathroom, with photos of every room.'],
  ['Apply', 'Choose a room and apply in a few minutes. Tell the manager a little about yourself and your housemate preferences.'],
  ['Screening', 'Confirm your identity, then credit and background checks; add income or a guarantor if you need one.'],
  ['Sign & move in', `Sign your lease online, pay the deposit, and collect your keys. ${BRAND_NAME} keeps your lease and payments in one place.`],
] as const;
