import { BRAND_NAME } from '../../../../../common/brand';
import type { ContentPageInfo } from './types';

/** /landlord-reference-form opened without its personal link's code. */
export const LANDLORD_REFERENCE: ContentPageInfo = {
  path: '/landlord-reference-form',
  title: 'Landlord reference form',
  description: `How previous landlords confirm a renter's tenancy for ${BRAND_NAME}: the personal link we email, what we ask and what to do when a link has expired.`,
  eyebrow: 'For landlords and references',
  heading: 'Giving a rental reference',
  lead: `When someone applies for a room with ${BRAND_NAME}, they can name a previous landlord or property manager as a reference. We email that person a personal link to a short form confirming the tenancy. No account is needed.`,
  actions: [],
  sections: [
    {
      kind: 'steps',
      heading: 'How it works',
      items: [
        { icon: 'user', title: 'The applicant adds you', text: 'In their application, the renter gives your name, email and the address they rented from you.' },
        { icon: 'lock', title: 'We email you a link', text: `${BRAND_NAME} sends you an email with a personal link. It opens this form with the applicant's name already filled in.` },
        { icon: 'check', title: 'You answer five questions', text: 'Whether you know them as their landlord, whether rent was paid on time, whether there were lease violations, whether you would rent to them again, and any comments.' },
      ],
    },
    {
      kind: 'faq',
      heading: 'Questions from references',
      items: [
        { question: 'I opened this page and see no form.', answer: 'The form opens only from the link in the email we sent you, because the link says whose reference it is. Open it again from that email.' },
        { question: 'My link has expired or does not work.', answer: `Links expire after a while so that old ones cannot be reused, and each works once. Ask the applicant to send their references again from their application: ${BRAND_NAME} emails a new link to every reference whose link expired unanswered.` },
        { question: 'I never rented to this person.', answer: 'Answer "No" to the first question and add a comment, or simply ignore the email.' },
        { question: 'Who sees my answers?', answer: 'Only the homeowners the applicant applies to see your answers. The applicant learns that you answered, not what you said.' },
      ],
    },
  ],
};
