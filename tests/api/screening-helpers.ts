import { randomUUID } from 'node:crypto';
import { rows, sql } from '../../api/db/client.js';
import { demoUser } from '../../api/db/seed/demo-users.js';
import { simulatedExam } from '../../api/providers/screening-simulator-data.js';
import type { TestApi } from '../support/api.js';

export const RENTER_INFO = {
  legal_first_name: 'Rosa',
  legal_middle_name: 'M',
  legal_last_name: 'Diaz',
  date_of_birth: '1996-04-12',
  address: { street: '12 Oak Street', unit: 'Apt 3', city: 'Durham', state: 'NC', zip: '27701' },
  phone_number: '+1 919 555 0142',
};

/** The simulator's right answers for an SSN's exam (attempt 0 first), as the documented data gives them. */
export function rightAnswers(ssnDigits: string, attempt = 0) {
  const exam = simulatedExam(ssnDigits, attempt);
  return Object.entries(exam.answers).map(([question_id, choice_id]) => ({ question_id, choice_id }));
}

/** One wrong choice per question. */
export function wrongAnswers(ssnDigits: string, attempt = 0) {
  return rightAnswers(ssnDigits, attempt).map((a) => ({ ...a, choice_id: a.choice_id === 'a' ? 'b' : 'a' }));
}

export const screeningCall = (api: TestApi, token: string, step: string, body: Record<string, unknown> = {}) =>
  api.call('POST', `/me/screening/${step}`, { token, body });

/** renter-info, start-exam, right answers, generate-reports: a completed screening. */
export async function completeScreening(api: TestApi, token: string, ssn = '123-45-6789', extra: Record<string, unknown> = {}) {
  for (const [step, body] of [
    ['renter-info', { ...RENTER_INFO, ...extra }],
    ['start-exam', { ssn, ...extra }],
    ['submit-exam-answers', { answers: rightAnswers(ssn.replace(/-/g, '')), ...extra }],
    ['generate-reports', extra],
  ] as const) {
    const res = await screeningCall(api, token, step, body);
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  }
}

/** An application of `tenantId` for a home of the demo manager; returns the lifecycle and building ids. */
export async function applicationFor(api: TestApi, tenantId: number, managerKey = 'manager') {
  const [home] = await rows<{ id: number }>(api.deps.database.db, sql`
    SELECT b.id FROM buildings b JOIN users u ON u.id = b.manager_user_id
    WHERE u.email = ${demoUser(managerKey).email} ORDER BY b.id LIMIT 1`);
  const [lifecycle] = await rows<{ id: number }>(api.deps.database.db, sql`
    INSERT INTO lifecycles (tenant_user_id, building_id, move_in_date, move_out_date, application_signed_at)
    VALUES (${tenantId}, ${home!.id}, '2031-01-01', '2031-07-01', now()) RETURNING id`);
  return { lifecycleId: lifecycle!.id, buildingId: home!.id };
}

/** A guarantor connection on a lifecycle, accepted by `guarantorId`. */
export async function acceptedConnection(api: TestApi, lifecycleId: number, tenantId: number, guarantorId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(api.deps.database.db, sql`
    INSERT INTO guarantor_connections (lifecycle_id, tenant_user_id, guarantor_name, guarantor_email, guarantor_user_id,
      invite_token_hash, accepted_at)
    VALUES (${lifecycleId}, ${tenantId}, 'Gale Guarantor', ${`g-${randomUUID().slice(0, 8)}@example.com`}, ${guarantorId},
      ${randomUUID()}, now()) RETURNING id`);
  return row!.id;
}
