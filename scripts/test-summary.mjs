// Prints `tests: N passed, M failed` from the JSON reports of Vitest and Playwright.
// A suite that left no report counts as one failure, and so does a failed `npm run check`
// (its exit code is the first argument) and a failed dependency audit (the second).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed +=
    vitest.numFailedTests + (vitest.success === false && vitest.numFailedTests === 0 ? 1 : 0);
} else {
  console.log('Vitest left no report (reports/vitest.json).');
  failed += 1;
}

const playwright = read('reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
} else {
  console.log('Playwright left no report (reports/playwright.json).');
  failed += 1;
}

if (process.argv[2] && process.argv[2] !== '0') {
  console.log('npm run check failed.');
  failed += 1;
}

if (process.argv[3] && process.argv[3] !== '0') {
  console.log('The dependency audit (scripts/audit.mjs) found high or critical vulnerabilities.');
  failed += 1;
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
