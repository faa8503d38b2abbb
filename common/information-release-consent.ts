import { BRAND_NAME } from './brand.js';

/**
 * The information-release consent an applicant signs (spec §2
 * /renter-information-release-consent). The api records which version each
 * person agreed to; change the version whenever the text changes.
 */
export const INFORMATION_RELEASE_CONSENT_VERSION = '2026-01';

export const INFORMATION_RELEASE_CONSENT_PARAGRAPHS: readonly string[] = [
  `By signing, you allow ${BRAND_NAME} and the homeowner or property manager of any home you apply for to obtain and review information about you to decide on your application.`,
  'This may include your rental history (from the references you give us and from landlords and property managers you have rented from), consumer credit and tenant screening reports, criminal background checks where the law allows, and confirmation of your employment and income.',
  'You allow the people and organisations who hold this information, including your references, employers, banks and screening agencies, to release it for this purpose.',
  `${BRAND_NAME} uses the information only to process your rental applications and leases, keeps it secure, and shares it only with the homeowners and managers of the homes you apply for. You may ask for a copy of any report used in a decision about you.`,
  'This consent covers your current applications and any you make in the next 12 months. You may withdraw it at any time by writing to support; applications still open then may not be able to continue.',
];
