// Lists known vulnerabilities of the production dependencies and exits 1 on a high or critical
// one. Asks the registry first (`npm audit --omit=dev --audit-level=high`); where the registry
// refuses (some mirrors answer 405), checks each direct production dependency's installed version
// against the dated advisory list in security/advisories.json instead.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const FAILING = new Set(['high', 'critical']);

const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
});
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = null;
}
if (report?.metadata?.vulnerabilities) {
  const counts = report.metadata.vulnerabilities;
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {}))
    console.log(`${entry.severity}: ${name} ${entry.range}`);
  const failing = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(`npm audit: ${failing} high or critical vulnerabilities in production dependencies.`);
  process.exit(failing > 0 ? 1 : 0);
}

console.log(
  'npm audit is not available here (the registry refused); checking security/advisories.json.',
);
const data = JSON.parse(readFileSync('security/advisories.json', 'utf8'));
const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
let failing = 0;
for (const name of Object.keys(dependencies)) {
  if (!(name in data.packages)) {
    console.log(`unchecked: ${name} has no entry in security/advisories.json; add one.`);
    failing += 1;
    continue;
  }
  const installed = join('node_modules', name, 'package.json');
  const { version } = JSON.parse(readFileSync(installed, 'utf8'));
  for (const advisory of data.packages[name]) {
    if (!semver.satisfies(version, advisory.vulnerable, { includePrerelease: true })) continue;
    console.log(`${advisory.severity}: ${name}@${version} ${advisory.id} ${advisory.title}`);
    if (FAILING.has(advisory.severity) || advisory.severity === 'unknown') failing += 1;
  }
}
console.log(
  `Advisories as checked on ${data.checked}: ${failing} high, critical or unrated problems in ` +
    `${Object.keys(dependencies).length} direct production dependencies.`,
);
process.exit(failing > 0 ? 1 : 0);
