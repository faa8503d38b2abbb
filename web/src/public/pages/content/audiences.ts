import { BRAND, BRAND_NAME } from '../../../../../common/brand';
import { CITY_PAGES } from '../../../../../common/regions';
import type { ContentPageInfo, PageLink, Section } from './types';

const CITY_LINKS: PageLink[] = CITY_PAGES.map((page) => ({ label: `${page.title}, ${page.state}`, path: `/listings/${page.slug}` }));

const cities = (intro: string): Section => ({ kind: 'links', heading: 'Find a room by city', intro, links: CITY_LINKS });

export const FOR_REALTORS: ContentPageInfo = {
  path: '/for-realtors',
  title: 'For realtors',
  description: `Refer clients who need a room, or owners who want to rent by the room, to ${BRAND_NAME}. Send a referral in a minute and we follow up.`,
  eyebrow: 'For realtors',
  heading: 'Refer a client who needs a room',
  lead: `Clients relocating for a new job, a hospital contract or a semester often need somewhere to live before they buy or sign a long lease. Send them to ${BRAND_NAME}: a private room on a lease of their own, in a screened shared home.`,
  actions: [{ label: 'Send a referral', path: '#referral', primary: true }, { label: 'Browse rooms', path: '/listings' }],
  sections: [
    {
      kind: 'steps',
      heading: 'How a referral works',
      items: [
        { icon: 'user', title: 'Tell us about your client', text: 'Your name and brokerage, your client\'s name and, if you have them, their email, city and move-in date.' },
        { icon: 'search', title: 'We reach out', text: 'Our team contacts your client with rooms that match where and when they want to move.' },
        { icon: 'check', title: 'They apply on their own', text: 'Your client applies, is screened and signs their lease online. Our team follows up with you by email.' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Clients it suits',
      items: [
        { title: 'Relocating buyers', text: 'A room for a few months while they find the right house, without a 12-month apartment lease.' },
        { title: 'Investors', text: `Owners of houses with four or more bedrooms who want to compare renting by the room with one lease; point them to our homeowner pages.` },
        { title: 'Students and new hires', text: 'People who want a private room in a home with known housemates rather than a roommate search.' },
      ],
    },
  ],
};

export const CORPORATE_HOUSING: ContentPageInfo = {
  path: '/corporate-housing',
  title: 'Corporate housing',
  description: `Rooms in shared homes for interns, new hires and staff on assignment, on their own lease, in ${CITY_PAGES.length} metro areas.`,
  eyebrow: 'Corporate housing',
  heading: 'Housing for interns, new hires and staff on assignment',
  lead: `A hotel for a summer is expensive and a 12-month lease is too long. ${BRAND_NAME} rooms come with a lease each person signs for themselves, in homes with shared kitchens and living space.`,
  actions: [{ label: 'Talk to our team', path: '/partner-meeting', primary: true }, { label: 'Browse rooms', path: '/listings' }],
  sections: [
    {
      kind: 'cards',
      heading: 'Why teams use shared homes',
      items: [
        { icon: 'calendar', title: 'Leases that fit the assignment', text: 'Rooms list their available date and lease terms, so people can pick a home that matches their start date.' },
        { icon: 'lock', title: 'Each person on their own lease', text: 'Your company is not a co-signer for the whole house. Each employee applies, is screened and signs for their own room.' },
        { icon: 'home', title: 'Homes, not hotel rooms', text: 'A kitchen to cook in, a living room, laundry, and housemates who are often new in town too.' },
        { icon: 'tools', title: 'Support when it is needed', text: 'Repairs are reported in the app with photos and followed up by the homeowner and our vendors.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Placing a group',
      paragraphs: [
        'If you are placing a cohort of interns or a team, book a partner meeting. Tell us the cities, the dates and the number of people, and we will talk through which homes have rooms free at that time and how your people apply.',
      ],
    },
    cities('Our homes are in these metro areas:'),
  ],
};

export const UNIVERSITIES: ContentPageInfo = {
  path: `/${BRAND}-for-universities`,
  title: `${BRAND_NAME} for universities`,
  description: `${BRAND_NAME} helps universities point graduate students, visiting scholars and interns to private rooms in shared homes near campus.`,
  eyebrow: 'For universities',
  heading: 'Rooms for students, scholars and visiting staff',
  lead: 'Graduate students and visiting researchers often arrive with a few weeks\' notice and no rental history in the city. A room in a shared home, with its own lease, is a quick and affordable start.',
  actions: [{ label: 'Book a partner meeting', path: '/partner-meeting', primary: true }, { label: 'Browse rooms', path: '/listings' }],
  sections: [
    {
      kind: 'cards',
      heading: 'What students get',
      items: [
        { icon: 'bed', title: 'A private room', text: 'Their own bedroom, often with a private or shared bath, and shared kitchen and living space.' },
        { icon: 'user', title: 'Housemates who fit', text: 'A short roommate profile shows how well they would get on with the people already in the home.' },
        { icon: 'check', title: 'A guarantor if needed', text: 'Students without income can add a guarantor, such as a parent, who completes their own screening online.' },
        { icon: 'calendar', title: 'One payment a month', text: 'Rent by bank account at no fee or by card, with autopay, and a receipt for every payment.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Working with your housing office',
      paragraphs: [
        `Book a partner meeting and tell us about your campus, your students and when they arrive. We will talk through which homes near you have rooms free and how students apply, including with a guarantor.`,
      ],
    },
    cities('University towns where we have homes include Durham, Raleigh, Austin and Atlanta:'),
  ],
};

export const TRAVEL_NURSES: ContentPageInfo = {
  path: '/renters/travel-nurses',
  title: 'For travel nurses',
  description: `Private rooms for travel nurses and medical staff on contract: your own lease, shared homes and online applications in ${CITY_PAGES.length} metro areas.`,
  eyebrow: 'For travel nurses',
  heading: 'A room for your next contract',
  lead: 'Thirteen weeks goes fast. Apply online before you arrive, sign your own lease and move into a shared home with a kitchen, laundry and housemates you can learn about before you apply.',
  actions: [{ label: 'Browse rooms', path: '/listings', primary: true }],
  sections: [
    {
      kind: 'cards',
      heading: 'Made for contracts',
      items: [
        { icon: 'calendar', title: 'Start when you start', text: 'Every room lists its available date. Filter by city and move-in date to find one that matches your contract.' },
        { icon: 'lock', title: 'Your own lease', text: 'You sign for your room only. Nobody else\'s rent is your problem.' },
        { icon: 'user', title: 'Bedtimes matter', text: 'Your roommate profile asks about your weekday bedtime and how you unwind, and the listing shows how well you would fit with the current housemates.' },
        { icon: 'tools', title: 'Repairs from your phone', text: 'Report a problem with a photo between shifts and follow it until it is fixed.' },
      ],
    },
    {
      kind: 'faq',
      heading: 'Questions nurses ask',
      items: [
        { question: 'My contract was extended. Can I stay?', answer: 'Ask your homeowner well before your lease ends. If no new lease or approved application holds your room yet, you can apply for it again.' },
        { question: 'My contract was cancelled early. What happens?', answer: 'Open a lease termination case in the resolution center. The homeowner answers with the options your lease allows, in writing.' },
        { question: 'How do I pay?', answer: 'By bank account at no fee or by card (the card fee is shown before you pay), once or on autopay.' },
      ],
    },
    cities('Pick the metro area of your next assignment:'),
  ],
};

export const DIGITAL_NOMADS: ContentPageInfo = {
  path: '/renters/digital-nomads',
  title: 'For digital nomads',
  description: `Rooms in shared homes for remote workers: a lease of your own, housemates to share a kitchen with, and eight metro areas to try.`,
  eyebrow: 'For digital nomads',
  heading: 'Work remotely from a real home',
  lead: 'Try a new city for a few months without a year-long lease or a hotel desk. Rent a private room in a shared home and keep your own lease.',
  actions: [{ label: 'Browse rooms', path: '/listings', primary: true }],
  sections: [
    {
      kind: 'cards',
      heading: 'What you get',
      items: [
        { icon: 'home', title: 'A home to work from', text: 'A private bedroom and shared living space. Listings say what is included, such as internet and utilities.' },
        { icon: 'user', title: 'Ready-made housemates', text: 'People to cook with in a new city. Your roommate profile says whether you work from home, and each listing shows how well you would fit.' },
        { icon: 'calendar', title: 'Pay from anywhere', text: 'Pay rent online by bank account or card, or set up autopay and forget it.' },
        { icon: 'search', title: 'Try another city next', text: `${BRAND_NAME} is in ${CITY_PAGES.length} metro areas across Georgia, North Carolina and Texas.` },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Before you apply',
      items: [
        'Check the listing for what is included: internet, utilities, furniture and parking.',
        'Have proof of income ready: remote workers can show pay statements or bank deposits.',
        'Ask a previous landlord if they would act as a reference; we email them a personal link.',
      ],
    },
    cities('Where to go next:'),
  ],
};

export const AUDIENCE_PAGES = [FOR_REALTORS, CORPORATE_HOUSING, UNIVERSITIES, TRAVEL_NURSES, DIGITAL_NOMADS];
