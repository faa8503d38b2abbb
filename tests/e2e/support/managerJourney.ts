// Helpers of the manager journey (issue 4): the tenant's onboarding taken through
// the real v20 routes with the tenant's own token (the browser tests of issue 3
// walk those pages; here the point is the manager's side), and small readers of
// what the manager's pages show.
import type { Page } from 'playwright-core';
import { simulatedExam } from '../../../api/providers/screening-simulator-data.js';
import type { App } from './app.js';

/** The session token the web app keeps in its cookie (web/src/app/relay/credentials.ts). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hearth_token');
  if (!cookie) throw new Error('the browser holds no hearth_token cookie');
  return decodeURIComponent(cookie.value);
}

async function call(app: App, token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  const res = await app.api.call(method, url, { token, body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

export interface Applicant {
  firstName: string;
  lastName: string;
  occupation: string;
}

/**
 * Every onboarding step of the tenant's active application, in spec §4 order, as
 * the pages would send them: screening (simulator SSN 123-45-6789, a clean report),
 * no animal, references skipped, consent signed, income put off, the applicant
 * profile, the application fee paid with the test card 4242…, and every renter
 * confirmation question answered — after which the api sends the application to
 * the home's manager (an application is complete only with its fee paid).
 * `payApplicationFee: false` leaves the fee to the test (the application then stays unsent).
 */
export async function finishOnboardingByRest(app: App, token: string, who: Applicant, { payApplicationFee = true } = {}): Promise<{ lifecycleId: number }> {
  const lifecycles = (await call(app, token, 'GET', '/lifecycles')).results as Array<{ id: number; is_active: boolean }>;
  const lifecycle = lifecycles.find((l) => l.is_active);
  if (!lifecycle) throw new Error('the tenant has no active application');

  await call(app, token, 'PATCH', '/me/', { first_name: who.firstName, last_name: who.lastName });

  const ssn = '123-45-6789';
  const exam = simulatedExam(ssn.replace(/-/g, ''), 0);
  await call(app, token, 'POST', '/me/screening/renter-info', {
    legal_first_name: who.firstName, legal_last_name: who.lastName, date_of_birth: '1994-02-17',
    address: { street: '215 Hillsborough Street', city: 'Raleigh', state: 'NC', zip: '27603' }, phone_number: '(919) 555-0163',
  });
  await call(app, token, 'POST', '/me/screening/start-exam', { ssn });
  await call(app, token, 'POST', '/me/screening/submit-exam-answers', {
    answers: Object.entries(exam.answers).map(([question_id, choice_id]) => ({ question_id, choice_id })),
  });
  await call(app, token, 'POST', '/me/screening/generate-reports');

  await call(app, token, 'PATCH', '/me/', { is_renting_with_animal: false });
  await call(app, token, 'POST', '/tenant-rental-references/skipped', { reason: 'First time renting on my own' });
  await call(app, token, 'POST', '/me/applicant-information-release-consent', {
    full_name_signature: `${who.firstName} ${who.lastName}`, agreed: true,
  });
  await call(app, token, 'POST', `/lifecycles/${lifecycle.id}/financial-qualifications/defer`, { reason: 'Starting a new job next month' });
  await call(app, token, 'POST', '/me/applicant-profiles', {
    occupation: who.occupation,
    interests: ['hiking', 'board games'],
    applicant_profile_roommate_relationship_preference: 'balanced',
    works_from_home: 'no',
    conflict_style: 'in_person',
    sharing: 'permission_only',
    weekday_bedtime: 'early',
    smoker: 'no',
    cooking: 'home_cook',
    move_reason: 'occupation',
    unwind_ritual: 'reading',
    plants: 'like',
    weekend_vacancy: 'once_per_month',
    common_area_contributions: ['dining table'],
  });
  if (payApplicationFee) {
    await call(app, token, 'POST', '/me/application-fee', {
      lifecycle_id: lifecycle.id, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123',
    });
  }
  const questions = (await call(app, token, 'GET', `/lifecycles/${lifecycle.id}/lifecycle-questions`)).results as
    Array<{ id: number; response_type: string }>;
  for (const q of questions) {
    await call(app, token, 'POST', `/lifecycle-questions/${q.id}/response`, { response: q.response_type === 'confirm' ? 'yes' : 'Just me' });
  }
  const after = ((await call(app, token, 'GET', '/lifecycles')).results as Array<{ id: number; is_sent_to_manager: boolean }>)
    .find((l) => l.id === lifecycle.id);
  if (payApplicationFee && after?.is_sent_to_manager !== true) throw new Error(`the application did not reach the manager: ${JSON.stringify(after)}`);
  return { lifecycleId: lifecycle.id };
}
