import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureBuilt } from '../harness/ensure-build.ts';
import { ROOT } from './lib/env.ts';
import { writeResults, type PartResult } from './lib/report.ts';
import type { BenchSettings } from './lib/settings.ts';
import { apiBench } from './parts/api.ts';
import { attackBench } from './parts/attack.ts';
import { copiesBench } from './parts/copies.ts';
import { lighthouseBench } from './parts/lighthouse.ts';
import { loadBench } from './parts/load.ts';
import { openerProbe } from './parts/opener.ts';
import { publishBench } from './parts/publish.ts';
import { renderBench } from './parts/render.ts';
import { studioAbuseBench } from './parts/studio-abuse.ts';
import { throughputBench } from './parts/throughput.ts';

/**
 * npm run bench [-- part… ] [--quick] [--runs N] [--duration S] …
 * Parts: lighthouse, throughput, api, load, copies, publish, attack, studio-abuse, render (all when none
 * is named), and the probe `opener`, which runs only when named.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    'load-duration': { type: 'string' },
    'load-connections': { type: 'string' },
    scale: { type: 'string' },
    'attack-duration': { type: 'string' },
    'abuse-duration': { type: 'string' },
    'draft-kb': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const quick = values.quick;
const number = (value: string | undefined, normal: number, short: number) =>
  value === undefined ? (quick ? short : normal) : Number(value);
const settings: BenchSettings = {
  runs: number(values.runs, 3, 1),
  duration: number(values.duration, 10, 5),
  connections: number(values.connections, 100, 100),
  loadDuration: number(values['load-duration'], 60, 10),
  loadConnections: number(values['load-connections'], 200, 200),
  scale: number(values.scale, 50, 50),
  attackDuration: number(values['attack-duration'], 15, 8),
  abuseDuration: number(values['abuse-duration'], 20, 10),
  draftKb: number(values['draft-kb'], 200, 200),
};

const PARTS: Record<string, (settings: BenchSettings) => Promise<PartResult>> = {
  lighthouse: lighthouseBench,
  throughput: throughputBench,
  api: apiBench,
  load: loadBench,
  copies: copiesBench,
  publish: publishBench,
  attack: attackBench,
  'studio-abuse': studioAbuseBench,
  render: renderBench,
};
/** Probes explain a figure rather than judge a target: they run only when named. */
const PROBES: typeof PARTS = { opener: openerProbe };
const everyPart = { ...PARTS, ...PROBES };

if (values.help) {
  console.log(`npm run bench [-- ${Object.keys(everyPart).join('|')} …] [--quick]
  --runs N              Lighthouse runs per route (3; --quick: 1); the opener probe
                        runs twice as many on each side (at least 4)
  --duration S          seconds per throughput and copies run (10; --quick: 5)
  --connections N       connections of the throughput runs (100)
  --load-duration S     seconds of each load run (60; --quick: 10)
  --load-connections N  connections of the load runs (200)
  --scale N             size of the synthetic dataset against the demo (50)
  --attack-duration S   seconds the victim reads in each run of attack (15; --quick: 8):
                        quiet, then beside each flood of issue 23 from one other
                        address, as fast as answered and paced under the limit
  --abuse-duration S    seconds the visitors read \`/\` in each run of studio-abuse
                        (20; --quick: 10): quiet, then during each abuse of issue 34
  --draft-kb N          KB of rich text in the largest draft the studio takes, which
                        studio-abuse previews 12 times at once (200)`);
  process.exit(0);
}
const unknown = positionals.filter((name) => !(name in everyPart));
if (unknown.length) {
  console.error(
    `Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}; probes: ${Object.keys(PROBES).join(', ')}.`,
  );
  process.exit(2);
}

const started = new Date();
ensureBuilt(ROOT, console.log);
if (!existsSync(`${ROOT}/build/bin/import.js`)) throw new Error('npm run build made no build/bin');
const results: PartResult[] = [];
for (const name of positionals.length ? positionals : Object.keys(PARTS)) {
  console.log(`bench: ${name}…`);
  results.push(await everyPart[name]!(settings));
}
for (const file of await writeResults(results, started)) console.log(`wrote ${file}`);
const failed = results.flatMap((r) => r.targets).filter((t) => !t.pass);
console.log(
  failed.length
    ? `${failed.length} target(s) not met: ${failed.map((t) => t.what).join('; ')}`
    : 'Every target holds.',
);
