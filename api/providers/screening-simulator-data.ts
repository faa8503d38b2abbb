import { createHash } from 'node:crypto';
import type { ScreeningReport } from '../domain/screening/report.js';
import type { ExamQuestion } from './screening-provider.js';

/**
 * What the screening simulator "knows" about an SSN, derived from its digits alone
 * so that tests and demos are repeatable. The documented test numbers are in
 * docs/screening-simulator.md:
 * - 123-45-6789: identity questions, a clean report (score 742).
 * - 111-22-3333: no records to build identity questions from: the identity check
 *   fails at once and an ID document is needed; a clean report after that.
 * - 222-33-4444: identity questions, an adverse report (score 598, 3 late payments,
 *   one collection of $1,240).
 * - any other valid SSN: identity questions, and a report computed from its
 *   digits by `derivedReport`.
 */
export interface SimulatedPerson {
  identityVerifiable: boolean;
  exams: { questions: ExamQuestion[]; answers: Record<string, string> }[];
  report: ScreeningReport;
}

const CLEAN: ScreeningReport = {
  credit: { score: 742, open_accounts: 6, late_payments_last_24_months: 0, collections: [] },
  criminal: { records: [] },
  eviction: { records: [] },
};

const NAMED: Record<string, Pick<SimulatedPerson, 'identityVerifiable' | 'report'>> = {
  '123456789': { identityVerifiable: true, report: CLEAN },
  '111223333': { identityVerifiable: false, report: { ...CLEAN, credit: { ...CLEAN.credit, score: 701, open_accounts: 3 } } },
  '222334444': {
    identityVerifiable: true,
    report: {
      credit: { score: 598, open_accounts: 4, late_payments_last_24_months: 3, collections: [{ creditor: 'Midtown Medical Group', amount_cents: 124_000 }] },
      criminal: { records: [] },
      eviction: { records: [] },
    },
  },
};

const STREETS = ['Maple Avenue', 'Cedar Lane', 'Oak Street', 'Birch Road', 'Willow Way', 'Elm Court', 'Pine Ridge Drive',
  'Magnolia Boulevard', 'Chestnut Street', 'Sycamore Place', 'Hawthorn Drive', 'Juniper Trail'];
const LENDERS = ['Carolina Federal Credit Union', 'Summit Auto Finance', 'Bluebird Card Services', 'Piedmont Savings Bank',
  'Lakeside Student Loans', 'Northstar Mortgage', 'Harbor Retail Card', 'Peachtree Finance'];
const CITIES = ['Asheville, NC', 'Savannah, GA', 'Chattanooga, TN', 'Greenville, SC', 'Richmond, VA', 'Knoxville, TN',
  'Macon, GA', 'Wilmington, NC', 'Columbia, SC', 'Athens, GA'];
const CAR_PAYMENTS = ['$150 – $249', '$250 – $349', '$350 – $449', '$450 – $549', 'I have never had a car loan'];
const CHOICE_IDS = ['a', 'b', 'c', 'd', 'e'];

/** Deterministic bytes for one SSN and attempt. */
function seedBytes(digits: string, attempt: number): Buffer {
  return createHash('sha256').update(`hearth-screening-simulator:${digits}:${attempt}`).digest();
}

/** Five distinct entries of `pool`, starting at a seeded offset and step. */
function pick(pool: string[], a: number, b: number): string[] {
  const step = 1 + (b % (pool.length - 1));
  const chosen: string[] = [];
  for (let i = 0; chosen.length < 5; i++) {
    const item = pool[(a + i * step) % pool.length]!;
    if (!chosen.includes(item)) chosen.push(item);
    else a += 1;
  }
  return chosen;
}

function question(id: string, prompt: string, labels: string[], correct: number) {
  return {
    question: { id, prompt, choices: labels.map((label, i) => ({ id: CHOICE_IDS[i]!, label })) },
    answer: CHOICE_IDS[correct]!,
  };
}

/** Four questions; the correct choice of each comes from the seed. */
export function simulatedExam(digits: string, attempt: number): SimulatedPerson['exams'][number] {
  const s = seedBytes(digits, attempt);
  const items = [
    question('q1', 'Which of these streets have you lived on?', pick(STREETS, s[0]!, s[1]!), s[2]! % 5),
    question('q2', 'Which of these lenders have you had an account with?', pick(LENDERS, s[3]!, s[4]!), s[5]! % 5),
    question('q3', 'In which of these cities have you had an address?', pick(CITIES, s[6]!, s[7]!), s[8]! % 5),
    question('q4', 'What is, or was, the monthly payment of your most recent car loan?', CAR_PAYMENTS, s[9]! % 5),
  ];
  return { questions: items.map((i) => i.question), answers: Object.fromEntries(items.map((i) => [i.question.id, i.answer])) };
}

/**
 * The report of an SSN that is not one of the named test numbers. With area,
 * group and serial the three parts of the number:
 * score = 560 + (7·serial + 13·group + area) mod 281 (560–840);
 * late payments: 1 + serial mod 4 below 620, serial mod 2 below 680, else none;
 * one collection below 600 (250 + 50·(serial mod 40) dollars);
 * an eviction record when group is a multiple of 23; a misdemeanour when serial is
 * a multiple of 101.
 */
export function derivedReport(digits: string): ScreeningReport {
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  const score = 560 + ((7 * serial + 13 * group + area) % 281);
  const late = score < 620 ? 1 + (serial % 4) : score < 680 ? serial % 2 : 0;
  return {
    credit: {
      score,
      open_accounts: 2 + (serial % 9),
      late_payments_last_24_months: late,
      collections: score < 600 ? [{ creditor: LENDERS[serial % LENDERS.length]!, amount_cents: 25_000 + (serial % 40) * 5_000 }] : [],
    },
    criminal: { records: serial % 101 === 0 ? [{ offense: 'Disorderly conduct', severity: 'misdemeanor', year: 2015 + (serial % 8), disposition: 'Fine paid' }] : [] },
    eviction: { records: group % 23 === 0 ? [{ filed_year: 2016 + (group % 7), county: 'Durham', state: 'NC', judgment_cents: 180_000 }] : [] },
  };
}

export function simulatedPerson(digits: string, attempts: number): SimulatedPerson {
  const named = NAMED[digits];
  return {
    identityVerifiable: named?.identityVerifiable ?? true,
    exams: Array.from({ length: attempts }, (_, attempt) => simulatedExam(digits, attempt)),
    report: named?.report ?? derivedReport(digits),
  };
}
