import { BRAND_NAME } from '../../../../../common/brand';

/** What a form page says about itself (PageMeta, heading, the words around the form). */
export interface FormPageInfo {
  path: string;
  title: string;
  description: string;
  heading: string;
  lead: string;
  /** Shown instead of the form once it is sent. */
  thanks: { heading: string; text: string };
  /** Short points beside the form. */
  aside: { heading: string; points: string[] };
}

export const PARTNER_MEETING: FormPageInfo = {
  path: '/partner-meeting',
  title: 'Partner meeting',
  description: `Book a meeting with the ${BRAND_NAME} partnerships team: property managers, investors, employers, universities and technology partners.`,
  heading: 'Meet our partnerships team',
  lead: `Manage a portfolio, invest in homes, place employees or students, or build software for renters? Tell us what you have in mind and a person from ${BRAND_NAME} will write back to set a time.`,
  thanks: {
    heading: 'Thank you, your request is in',
    text: 'Someone from our partnerships team will reply to the email you gave, usually within two working days, to find a time that suits you.',
  },
  aside: {
    heading: 'Good reasons to meet',
    points: [
      'You manage several houses and want to rent them by the room',
      'You are placing interns, new hires or students in our cities',
      'You want to connect your software through our API and webhooks',
    ],
  },
};

export const LEAVE_FEEDBACK: FormPageInfo = {
  path: '/leave-feedback',
  title: 'Leave feedback',
  description: `Tell ${BRAND_NAME} what works and what does not, on the site or in your home. Every message is read by our team.`,
  heading: 'Leave feedback',
  lead: 'What worked, what got in your way, what you wish we did. Every message is read by a person on our team.',
  thanks: {
    heading: 'Thank you for your feedback',
    text: 'We read every message. If you asked a question, we will answer at the email you gave.',
  },
  aside: {
    heading: 'Need help with something now?',
    points: [
      'For a repair in your home, open a service ticket from Renter support.',
      'For a problem with your lease or deposit, use the resolution center.',
      'This form is for ideas and opinions about the site and the service.',
    ],
  },
};

export const REALTOR_REFERRAL = {
  heading: 'Send a referral',
  thanks: {
    heading: 'Thank you for the referral',
    text: 'Our team will contact your client with rooms that match, and follow up with you by email.',
  },
};

export const FORM_PAGES = [PARTNER_MEETING, LEAVE_FEEDBACK];
