import { BRAND_NAME } from '../../../../../common/brand';
import { CITY_PAGES } from '../../../../../common/regions';
import type { ContentPageInfo } from './types';

const CITY_LIST = CITY_PAGES.map((page) => page.title).join(', ');

/** The press boilerplate, one paragraph a journalist can paste as it is. */
export const BOILERPLATE = `${BRAND_NAME} rents shared homes room by room. Homeowners list a house; ${BRAND_NAME} leases each bedroom on its own lease, screens every applicant, collects rent and deposits, and handles repairs through vetted local vendors. Renters get a private room on their own lease, housemates they can learn about before they apply, one monthly payment and a support team that answers. ${BRAND_NAME} operates in ${CITY_LIST}.`;

export const PRESS_EMAIL = `press@${BRAND_NAME.toLowerCase()}.com`;

export const ABOUT: ContentPageInfo = {
  path: '/about',
  title: `Why ${BRAND_NAME}`,
  description: `${BRAND_NAME} rents shared homes one room at a time: a private bedroom on its own lease for renters, a fully let house without the day-to-day work for homeowners.`,
  eyebrow: `Why ${BRAND_NAME}`,
  heading: 'A room of your own in a home that is run well',
  lead: `Many houses have more bedrooms than one household needs. ${BRAND_NAME} turns a house into a shared home where every bedroom is rented on its own lease, so renters pay for the room they need and homeowners are not waiting for one family to take the whole house.`,
  actions: [
    { label: 'Browse rooms', path: '/listings', primary: true },
    { label: 'List your home', path: '/homeowners' },
  ],
  sections: [
    {
      kind: 'cards',
      heading: 'What makes a shared home work',
      items: [
        { icon: 'lock', title: 'Your own lease', text: 'Each tenant signs a lease for their room. If a housemate leaves early, nobody else is on the hook for their rent.' },
        { icon: 'user', title: 'Housemates who fit', text: 'Applicants answer a short roommate profile. The listing shows how well they would fit with the people who already live there.' },
        { icon: 'check', title: 'Everyone is screened', text: 'Identity, credit, criminal and eviction checks, references from previous landlords and proof of income, the same for every applicant.' },
        { icon: 'tools', title: 'Repairs that get done', text: 'Tenants report a problem with photos from their phone. The homeowner sees it at once and can book a vetted local vendor from the same ticket.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Why we built it',
      paragraphs: [
        'Renting a whole apartment alone is out of reach for many people starting a job, a residency or a degree, and splitting a lease with friends means everyone answers for everyone. A room with its own lease is the honest middle: your rent, your deposit, your responsibility.',
        `Homeowners, on their side, told us the hard part of renting by the room is not finding renters but everything after: screening, chasing rent from five people, keeping the peace and keeping the house in shape. ${BRAND_NAME} does that work in one place, and shows the owner every dollar on a ledger they can export.`,
      ],
    },
    {
      kind: 'checklist',
      heading: 'What we promise renters',
      items: [
        'The price on the listing is the rent on your lease; promotions are written into the rent schedule.',
        'Pay by bank account at no extra cost, or by card with the card fee shown before you pay.',
        'Your security deposit is held until the lease ends and returned with any deductions listed.',
        'If something goes wrong (ending a lease early, moving to another room, a deposit you disagree with) the resolution center puts your case in writing with clear options.',
      ],
    },
    {
      kind: 'links',
      heading: 'Where we are',
      intro: `${BRAND_NAME} homes are in eight metro areas across Georgia, North Carolina and Texas.`,
      links: CITY_PAGES.map((page) => ({ label: `${page.title}, ${page.state}`, path: `/listings/${page.slug}` })),
    },
  ],
  closing: {
    heading: 'Tell us how we are doing',
    text: 'We read every message. If something on the site or in your home could work better, say so.',
    actions: [{ label: 'Leave feedback', path: '/leave-feedback', primary: true }, { label: 'Press', path: '/press' }],
  },
};

export const PRESS: ContentPageInfo = {
  path: '/press',
  title: 'Press',
  description: `The ${BRAND_NAME} press kit: a short description of the company, how to use the name and logo, and whom to contact for interviews.`,
  eyebrow: 'Press',
  heading: 'Press kit',
  lead: `Writing about shared housing, rent or ${BRAND_NAME}? Here is what you need, and a person who answers.`,
  actions: [{ label: `Email ${PRESS_EMAIL}`, path: `mailto:${PRESS_EMAIL}`, primary: true }],
  sections: [
    { kind: 'prose', heading: `About ${BRAND_NAME}`, paragraphs: [BOILERPLATE] },
    {
      kind: 'cards',
      heading: 'Name and logo',
      items: [
        { title: 'The name', text: `Write "${BRAND_NAME}" with a capital H and nothing after it: not "${BRAND_NAME} Inc." in running text, not all capitals.` },
        { title: 'The logo', text: 'The flame mark is at /favicon.svg (SVG, any size). Set it beside the name on a light background, with clear space around it at least as wide as the mark. Do not stretch it, recolour it or add effects.' },
        { title: 'Photos', text: `Photos of ${BRAND_NAME} homes on our listings belong to their owners. Ask us before using one and we will find you an image you may print.` },
      ],
    },
    {
      kind: 'checklist',
      heading: 'What we can talk about',
      items: [
        'How room-by-room leasing works, and what it changes for renters and owners',
        'Tenant screening: what we check, and why every applicant gets the same checks',
        'Co-living for travel nurses, students and people new to a city',
        `The markets we serve: ${CITY_LIST}`,
      ],
    },
    {
      kind: 'prose',
      heading: 'Contact',
      paragraphs: [
        `Email ${PRESS_EMAIL} with your outlet, your deadline and what you are working on. We answer press questions on working days, usually the same day.`,
        'We do not share tenant or homeowner details. If you would like to speak with a renter or an owner, we will ask them and introduce you only if they agree.',
      ],
    },
  ],
};

export const CASE_STUDIES: ContentPageInfo = {
  path: '/case-studies',
  title: 'Case studies',
  description: `Illustrative examples of how homeowners use ${BRAND_NAME}: a house near a hospital, a duplex near a campus and an inherited family home, with the steps they took.`,
  eyebrow: 'Case studies',
  heading: `How homeowners use ${BRAND_NAME}`,
  lead: 'These stories are illustrative examples. They describe situations we see often and the steps an owner takes in the product; the names are invented and the figures are examples, not results we promise.',
  actions: [
    { label: 'Estimate your home', path: '/coliving-estimate', primary: true },
    { label: 'How it works', path: '/homeowners/setup' },
  ],
  sections: [
    {
      kind: 'story',
      heading: 'A four-bedroom house near a hospital in Durham',
      label: 'Illustrative example',
      facts: [['Home', '4 bedrooms, 2 baths'], ['Renters', 'Nurses and medical residents'], ['Leases', 'Mostly 3 to 13 months']],
      paragraphs: [
        'Dana (an example owner) had rented the house to one family for years. When they moved out she listed each bedroom on its own, priced the two rooms with a private bath higher, and set a move-in promotion for the first month.',
        'Applicants who finished screening, references and income appeared in her applicants list with their roommate fit against the tenants already in the house. She approved the ones she liked, and each signed a lease she countersigned in the browser.',
        'When a tenant on a 13-week contract left, only that room was vacant; the other leases carried on and the room went back on the listing with its new available date.',
      ],
    },
    {
      kind: 'story',
      heading: 'A duplex near campus in Raleigh',
      label: 'Illustrative example',
      facts: [['Home', 'Two 3-bedroom units'], ['Renters', 'Graduate students and young professionals'], ['Owners', 'Two co-owners, one co-manager']],
      paragraphs: [
        'Marcus and his sister (example owners) manage the duplex together. Each was added as a co-manager with the areas they look after: one handles applicants, the other payments and the ledger.',
        'Rent is charged each month from the lease schedule; tenants on autopay are charged on the due date, failed payments are retried and late fees follow the lease. Their payouts arrive in the bank account they connected, and the ledger exports to CSV for their accountant.',
      ],
    },
    {
      kind: 'story',
      heading: 'An inherited home in San Antonio, managed from another state',
      label: 'Illustrative example',
      facts: [['Home', '5 bedrooms, 3 baths'], ['Owner lives', 'Out of state'], ['Service', 'Repairs booked through vendors']],
      paragraphs: [
        'Priya (an example owner) lives far from the house she inherited. Tenants report problems from their phone with photos; she reads the ticket, decides who is responsible, and books a local plumber or cleaner from the same screen.',
        'The vendor schedules within their hours in the home\'s time zone, hands in photos and a checklist when done, and is paid once the work is approved. The cost shows on her ledger next to the rent.',
      ],
    },
  ],
  closing: {
    heading: 'What would your home look like?',
    text: 'Start with an estimate of what your home could earn rented by the room, then list it when you are ready.',
    actions: [{ label: 'Co-living estimate', path: '/coliving-estimate', primary: true }, { label: 'List your home', path: '/list' }],
  },
};
