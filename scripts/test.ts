// The one test command (`npm test`): contract and type checks first (fast, and a
// drifted schema would make every later failure confusing), then the web build the
// e2e tests serve, then every vitest project. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const REPORT = '.test-data/vitest-report.json';

const steps: Array<[string, string[]]> = [
  ['GraphQL schema is merged and committed', ['tsx', 'scripts/merge-schema.ts', '--check']],
  ['GraphQL schema has no unrecorded breaking change', ['tsx', 'scripts/schema-changes.ts']],
  ['Row types are generated from the migrations', ['tsx', 'scripts/row-types.ts', '--check']],
  ['v20 types are generated and committed', ['tsx', 'scripts/v20-types.ts', '--check']],
  ['Relay artifacts are valid', ['relay-compiler', '--validate']],
  ['TypeScript (strict)', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['Web build for the e2e tests', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']],
  ['Unit, api, gateway and e2e tests', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`]],
];

rmSync(REPORT, { force: true });
for (const [title, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', ['--no-install', cmd, ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    printTally();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: Array<{ assertionResults: Array<{ status: string; ancestorTitles: string[] }> }>;
}

/** The plain closing line CI reads: `tests: N passed, N failed`, after what was skipped and why. */
function printTally() {
  if (!existsSync(REPORT)) return;
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
  // A skipped suite's name says why (tests/scale/support/servers.ts).
  const skippedSuites = new Set(report.testResults.flatMap((file) => file.assertionResults
    .filter((test) => test.status === 'skipped' || test.status === 'pending')
    .map((test) => test.ancestorTitles[0] ?? '(top level)')));
  if (report.numPendingTests > 0) {
    console.log(`\nskipped: ${report.numPendingTests} tests in ${skippedSuites.size} suites`);
    for (const suite of skippedSuites) console.log(`  - ${suite}`);
  }
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

printTally();
