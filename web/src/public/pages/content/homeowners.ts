import { BRAND_NAME } from '../../../../../common/brand';
import type { ContentPageInfo, PageLink } from './types';

const START: PageLink[] = [
  { label: 'List your home', path: '/list', primary: true },
  { label: 'Co-living estimate', path: '/coliving-estimate' },
];

const CLOSING = {
  heading: 'Ready to see what your home could earn?',
  text: 'The co-living estimate compares renting your home by the room with renting it whole. Listing it takes a few minutes and costs nothing until a tenant moves in.',
  actions: START,
};

export const HOMEOWNERS: ContentPageInfo = {
  path: '/homeowners',
  title: 'Homeowners',
  description: `Rent your house room by room without running it yourself: ${BRAND_NAME} lists the rooms, screens tenants, signs leases, collects rent and handles repairs.`,
  eyebrow: 'For homeowners',
  heading: 'Rent your home by the room. We run the rest.',
  lead: `${BRAND_NAME} leases each bedroom of your house on its own lease. We find and screen the tenants, collect rent and deposits, and organise repairs, and you watch it all on one ledger.`,
  actions: START,
  group: 'homeowners',
  sections: [
    {
      kind: 'cards',
      heading: 'What we take off your plate',
      items: [
        { icon: 'search', title: 'Finding tenants', text: 'Your rooms appear on our listings and city pages with photos, prices and availability dates that update as leases are signed.' },
        { icon: 'check', title: 'Screening', text: 'Every applicant passes identity, credit, criminal and eviction checks and gives references and proof of income before you decide.' },
        { icon: 'calendar', title: 'Rent and deposits', text: 'Rent is billed from each lease\'s schedule, autopay is retried when it fails, late fees follow the lease, and your share is paid out to your bank.' },
        { icon: 'tools', title: 'Maintenance', text: 'Tenants open service tickets with photos. You decide who is responsible and book a vetted vendor in a few clicks.' },
      ],
    },
    {
      kind: 'links',
      heading: 'How each part works',
      links: [
        { label: 'Setting up your home', path: '/homeowners/setup' },
        { label: 'Lease-up', path: '/homeowners/lease-up' },
        { label: 'Tenant payments', path: '/homeowners/tenant-payments' },
        { label: 'Tenant management', path: '/homeowners/tenant-management' },
        { label: 'Safety', path: '/homeowners/safety' },
        { label: 'Case studies', path: '/case-studies' },
      ],
    },
    {
      kind: 'faq',
      heading: 'Questions owners ask first',
      items: [
        { question: 'Do I still decide who lives in my home?', answer: 'Yes. You see each applicant\'s screening result, references, income and roommate fit, and you approve or deny. Nobody signs a lease for your room without your approval and countersignature.' },
        { question: 'What does it cost?', answer: `${BRAND_NAME} keeps a platform fee from each month's rent; the rest is your share, shown on every line of your ledger. Listing a home is free.` },
        { question: 'Can someone else help me manage?', answer: 'Add co-managers and choose which areas each may use, such as applicants, payments or service.' },
      ],
    },
  ],
  closing: CLOSING,
};

export const HOMEOWNER_SETUP: ContentPageInfo = {
  path: '/homeowners/setup',
  title: 'How it works',
  description: `From an empty house to signed leases: how homeowners set up a home on ${BRAND_NAME}, room by room.`,
  eyebrow: 'For homeowners',
  heading: 'How setting up your home works',
  lead: 'You describe the house once and each room on its own. Most owners finish in one sitting.',
  actions: START,
  group: 'homeowners',
  sections: [
    {
      kind: 'steps',
      heading: 'Four steps to a listed home',
      items: [
        { icon: 'home', title: 'Describe the house', text: 'Address, bathrooms, parking, shared spaces and what is included, such as utilities or internet.' },
        { icon: 'bed', title: 'Add each room', text: 'Size, private or shared bath, furniture, the monthly rent and the date it is free. Price each room on its own.' },
        { icon: 'search', title: 'Add photos', text: 'Good photos of every room and the shared spaces. Tenants choose a room by what they can see.' },
        { icon: 'check', title: 'Connect payouts', text: 'Connect the bank account your share of the rent is paid to. You can do this while applicants are still arriving.' },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Before you list',
      intro: 'A short list that saves questions later:',
      items: [
        'Check your local rules on renting rooms and on how many unrelated people may share a home.',
        'Make sure every bedroom has a window and a door that locks, and that smoke and carbon monoxide alarms work.',
        'Decide your rules on pets, guests and parking: they appear on the listing and in the lease.',
        'Tell your insurer the home will be rented by the room.',
      ],
    },
  ],
  closing: CLOSING,
};

export const HOMEOWNER_LEASE_UP: ContentPageInfo = {
  path: '/homeowners/lease-up',
  title: 'Lease-up',
  description: `How ${BRAND_NAME} fills the rooms of your home: listings, applications, screening, your approval and leases signed online.`,
  eyebrow: 'For homeowners',
  heading: 'Lease-up: from listing to signed leases',
  lead: 'Each room is filled on its own. You see applicants as they finish their application and decide room by room.',
  actions: START,
  group: 'homeowners',
  sections: [
    {
      kind: 'steps',
      heading: 'How a room gets its tenant',
      items: [
        { icon: 'search', title: 'Renters find the room', text: 'Your rooms appear in search and on the city page of your area, with price and available date.' },
        { icon: 'user', title: 'They apply', text: 'Applicants complete screening, references, income, pets, consent and a roommate profile, and pay the application fee.' },
        { icon: 'check', title: 'You decide', text: 'Your applicants list shows who is ready, with their roommate fit against your current tenants. Approve or deny.' },
        { icon: 'lock', title: 'Leases are signed', text: 'The tenant signs first and you countersign. Signing writes the rent schedule and bills the security deposit.' },
      ],
    },
    {
      kind: 'faq',
      heading: 'Lease-up questions',
      items: [
        { question: 'What if an applicant\'s income is not enough?', answer: 'Applicants can add a guarantor, who signs up and completes their own screening before you decide.' },
        { question: 'Can I offer a move-in promotion?', answer: 'Yes. A promotion is written into the lease\'s rent schedule, so the tenant sees it before signing and the invoices follow it.' },
        { question: 'When does a room show as available again?', answer: 'A signed lease or an approved application holds a room; once the lease ends, the room\'s available date follows the move-out date.' },
      ],
    },
  ],
  closing: CLOSING,
};

export const HOMEOWNER_TENANT_PAYMENTS: ContentPageInfo = {
  path: '/homeowners/tenant-payments',
  title: 'Tenant payments',
  description: `How ${BRAND_NAME} bills rent, retries autopay, charges late fees, holds deposits and pays out your share, with a ledger you can export.`,
  eyebrow: 'For homeowners',
  heading: 'Tenant payments, collected for you',
  lead: 'Five tenants, five leases, one ledger. You never chase a payment or split a utility bill by hand.',
  actions: START,
  group: 'homeowners',
  sections: [
    {
      kind: 'cards',
      heading: 'How rent moves',
      items: [
        { icon: 'calendar', title: 'Billed from the lease', text: 'Each month\'s invoice comes from the rent schedule written at signing, including prorated first and last months and promotions.' },
        { icon: 'check', title: 'Autopay and retries', text: 'Tenants pay by bank account or card, or turn on autopay. A failed payment is retried and the tenant is told why it was declined.' },
        { icon: 'alert', title: 'Late fees', text: 'When rent stays unpaid after it is due, the lease\'s late fee is charged once, automatically.' },
        { icon: 'home', title: 'Payouts', text: 'Your share of each payment, after the platform fee, is added to your balance and paid out to the bank account you connected.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Deposits',
      paragraphs: [
        `The security deposit is billed when the lease is signed and held by ${BRAND_NAME} until the lease ends. At move-out you can charge back documented damage or unpaid amounts; the rest goes back to the tenant.`,
        'If a tenant disagrees with a deduction, they open a deposit dispute in the resolution center and you answer there, in writing.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Your ledger',
      paragraphs: [
        'Every charge, payment, fee and payout is a line on your ledger, which is never edited after the fact. A chart compares what was charged with what was collected month by month, and the whole ledger exports to CSV.',
      ],
    },
  ],
  closing: CLOSING,
};

export const HOMEOWNER_TENANT_MANAGEMENT: ContentPageInfo = {
  path: '/homeowners/tenant-management',
  title: 'Tenant management',
  description: `How ${BRAND_NAME} handles day-to-day life in a shared home: service tickets, vendors, notifications and a resolution center for lease changes and disputes.`,
  eyebrow: 'For homeowners',
  heading: 'Tenant management without the phone calls',
  lead: 'Repairs, questions and lease changes arrive in one place, in writing, with everything you need to decide.',
  actions: START,
  group: 'homeowners',
  sections: [
    {
      kind: 'cards',
      heading: 'Day to day',
      items: [
        { icon: 'tools', title: 'Service tickets', text: 'Tenants report a problem with its category, the room or area, photos and how to get in. You reply, set who is responsible and follow it to done.' },
        { icon: 'user', title: 'Vendors', text: 'Book a cleaner, plumber or handyman from a ticket or for the whole home, once or on a schedule. Vendors are insured and hand in photos of the work.' },
        { icon: 'alert', title: 'Notifications', text: 'New applicants, payments, tickets and cases reach you in the bell of every page, live, in the groups you choose in your settings.' },
        { icon: 'home', title: 'Your overview', text: 'Occupancy and vacancies per home, applicants waiting, open tickets and this month\'s rent roll with what is overdue.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'When plans change',
      paragraphs: [
        'A tenant who needs to leave early, including on military orders, or to switch rooms, opens a case in the resolution center. You answer with the options the case allows, such as a fee in months of rent, a notice period or a credit; the tenant accepts or declines.',
        'When a case is accepted, its effects apply at once: the move-out date, the fee on the ledger or the new room\'s application. Our support team can step in on either side.',
      ],
    },
  ],
  closing: CLOSING,
};

export const HOMEOWNER_SAFETY: ContentPageInfo = {
  path: '/homeowners/safety',
  title: 'Safety',
  description: `How ${BRAND_NAME} keeps homes and housemates safe: screening of every applicant, references, guarantors, insured vendors and clear house rules.`,
  eyebrow: 'For homeowners',
  heading: 'Safety in a shared home',
  lead: 'A shared home is only as good as the people in it. We check every tenant and every vendor the same way, and we put the rules in writing.',
  actions: START,
  group: 'homeowners',
  sections: [
    {
      kind: 'cards',
      heading: 'Who gets in',
      items: [
        { icon: 'user', title: 'Identity', text: 'Applicants confirm who they are with identity questions, or an ID document when those fail.' },
        { icon: 'search', title: 'Background checks', text: 'Credit, criminal and eviction reports for every applicant and guarantor, with the applicant\'s consent.' },
        { icon: 'check', title: 'References', text: 'Previous landlords confirm the tenancy through a personal link, answering the same questions for everyone.' },
        { icon: 'lock', title: 'Vetted vendors', text: 'Vendors hand in an insurance certificate and W-9 before they take a job, and we remind them before they expire.' },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Safety in the house',
      intro: 'We ask every owner to have these in place before the first tenant moves in:',
      items: [
        'Working smoke alarms in every bedroom and hallway, and carbon monoxide alarms near sleeping areas',
        'A lock on each bedroom door and on every exterior door',
        'A fire extinguisher in the kitchen',
        'House rules on guests, quiet hours and shared spaces, written on the listing',
      ],
    },
    {
      kind: 'prose',
      heading: 'If something goes wrong',
      paragraphs: [
        'In an emergency, tenants call 911 first. For anything urgent in the home, such as a leak or no heat, a service ticket reaches you straight away, and you can book a vendor from it.',
        'A tenant who breaks the lease or the house rules can be dealt with in the resolution center, with our support team involved and every step recorded.',
      ],
    },
  ],
  closing: CLOSING,
};

export const HOMEOWNER_PAGES = [HOMEOWNERS, HOMEOWNER_SETUP, HOMEOWNER_LEASE_UP, HOMEOWNER_TENANT_PAYMENTS, HOMEOWNER_TENANT_MANAGEMENT, HOMEOWNER_SAFETY];

/** The shared sub-navigation of the homeowner pages. */
export const HOMEOWNER_NAV: PageLink[] = [
  { label: 'Overview', path: '/homeowners' },
  { label: 'Setup', path: '/homeowners/setup' },
  { label: 'Lease-up', path: '/homeowners/lease-up' },
  { label: 'Tenant payments', path: '/homeowners/tenant-payments' },
  { label: 'Tenant management', path: '/homeowners/tenant-management' },
  { label: 'Safety', path: '/homeowners/safety' },
];
