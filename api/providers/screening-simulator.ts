import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_IDENTITY_EXAM_ATTEMPTS } from '../../common/screening.js';
import type { Db } from '../db/client.js';
import { screeningSimulatorCases } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { ScreeningProvider } from './screening-provider.js';
import { simulatedPerson, type SimulatedPerson } from './screening-simulator-data.js';

/** At least this many of the four identity questions must be answered right. */
export const SIMULATOR_PASS_MARK = 3;

/**
 * The local screening provider: deterministic, offline, documented test SSNs
 * (screening-simulator-data.ts, docs/screening-simulator.md). Like a real
 * provider it keeps its cases on its own side (table screening_simulator_cases,
 * written outside the api's transactions), holding what it derived from the SSN,
 * never the SSN. ID documents are accepted on review: there is no one to look at
 * them here.
 */
export function screeningSimulator(db: Db): ScreeningProvider {
  const caseOf = async (reference: string): Promise<SimulatedPerson> => {
    const [row] = await db.select().from(screeningSimulatorCases).where(eq(screeningSimulatorCases.reference, reference)).limit(1);
    // Our own reference went missing: a bug or a lost table, not the user's doing.
    if (!row) throw new HttpError(502, 'screening_provider_error', 'The screening provider does not know this case.');
    return row.profile as SimulatedPerson;
  };
  const examOf = async (reference: string, attempt: number) => {
    const exam = (await caseOf(reference)).exams[attempt];
    if (!exam) throw new HttpError(422, 'no_identity_exam', 'There are no more identity questions for you.');
    return exam;
  };
  return {
    name: 'simulator',
    async openCase({ ssn }) {
      const reference = `sim_${randomUUID()}`;
      const person = simulatedPerson(ssn, MAX_IDENTITY_EXAM_ATTEMPTS);
      await db.insert(screeningSimulatorCases).values({ reference, profile: person });
      return { reference, identityVerifiable: person.identityVerifiable };
    },
    async identityExam(reference, attempt) {
      return (await examOf(reference, attempt)).questions;
    },
    async gradeIdentityExam(reference, attempt, answers) {
      const exam = await examOf(reference, attempt);
      const right = Object.entries(exam.answers).filter(([question, choice]) => answers[question] === choice).length;
      return right >= SIMULATOR_PASS_MARK;
    },
    async reviewIdentityDocument(reference) {
      await caseOf(reference);
      return 'verified';
    },
    async generateReports(reference) {
      return (await caseOf(reference)).report;
    },
  };
}
