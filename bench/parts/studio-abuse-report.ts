import { countOutcomes, type Outcome } from '../lib/abuse-request.ts';
import { failuresOf } from '../lib/load.ts';
import { fixed, markdownTable, target, type PartResult, type Target } from '../lib/report.ts';
import type { BenchSettings } from '../lib/settings.ts';
import type { SETUP, WindowResult } from './studio-abuse.ts';

/** One abuse's run; `restarted`: the site had died, and the bench started it again first. */
export type AbuseRun = WindowResult & { restarted: boolean };

/** The visitors' p99 during an abuse, against their quiet figure. */
const VISITOR_WITHIN = 2;
/** The site's process, whatever the studio is made to do (issue 34, as decision 032's budget). */
const SITE_RSS_UNDER_MB = 300;

const answers = (outcomes: Outcome[]) =>
  Object.entries(countOutcomes(outcomes))
    .map(([outcome, n]) => `${outcome} × ${n.toLocaleString('en-US')}`)
    .join(', ') || '–';

/** Every answer a refusal (4xx) where the abuse should be refused; else answered below 500. */
const answeredWell = (run: WindowResult) =>
  run.outcomes.length > 0 &&
  run.outcomes.every(
    (outcome) =>
      typeof outcome === 'number' && (run.abuse!.refused ? outcome >= 400 : true) && outcome < 500,
  );

function studioCell(run: WindowResult, studioApart: boolean): string {
  if (!Number.isFinite(run.studioBackMs)) return '**down**';
  const restarts = Math.max(0, run.processes.studioPids.length - 1);
  const state = !studioApart
    ? "up (the site's process)"
    : restarts
      ? `${restarts} restart${restarts > 1 ? 's' : ''}`
      : 'up';
  return run.studioBackMs > 1000
    ? `${state}, answered again ${fixed(run.studioBackMs / 1000, 1)} s after the abuse`
    : state;
}

/** The visitors' latency, from their answered reads only: none answered, no figure. */
const latency = (run: WindowResult, p: 'p50' | 'p99') => {
  const v = run.visitors;
  return v && v.requests > failuresOf(v) ? v[p] : Number.NaN;
};

export function studioAbuseReport(result: {
  quiet: WindowResult;
  runs: AbuseRun[];
  studioApart: boolean;
  settings: BenchSettings;
  setup: typeof SETUP;
}): PartResult {
  const { quiet, runs, studioApart, settings, setup } = result;
  const quietP99 = latency(quiet, 'p99');
  const siteCell = (run: WindowResult & { restarted?: boolean }) =>
    (run.processes.siteRunning && run.siteAnswers ? 'up' : '**site down**') +
    ((run as AbuseRun).restarted ? ' (started again by the bench first)' : '');
  const row = (run: WindowResult & { restarted?: boolean }) => [
    run.abuse?.label ?? 'nothing (quiet)',
    siteCell(run),
    run.abuse ? studioCell(run, studioApart) : studioApart ? 'up' : "(the site's process)",
    fixed(latency(run, 'p50'), 1),
    fixed(latency(run, 'p99'), 1),
    run.abuse ? `${fixed(latency(run, 'p99') / quietP99, 1)}×` : '1×',
    run.visitors ? failuresOf(run.visitors) : 'no figures',
    fixed(run.processes.sitePeakRssMb),
    run.abuse ? answers(run.outcomes) : '',
    run.abuse ? fixed(run.abuseMs / 1000, 1) : '',
  ];
  const notes = runs.filter((run) => run.note).map((run) => `- ${run.abuse!.label}: ${run.note}.`);
  const markdown = [
    `${settings.connections} connections read \`/\` for ${settings.abuseDuration} s, once quiet ` +
      `and once during each abuse of issue 34 (which starts ${setup.leadMs / 1000} s in), ` +
      'against the server as `npm start` runs it (its command line and heap limit, SERVE=all, ' +
      'the studio on) over a fresh import of the demo. ' +
      (studioApart
        ? "The studio runs in a process of its own, a child of the site's (decision 072); the " +
          "memory figure is the site's process alone."
        : "The studio runs in the site's own process: the memory figure is that process's."),
    `The site's peak is the highest of its VmRSS sampled every 100 ms and its VmHWM since the run ` +
      `began; a request of an abuse without an answer after ${setup.requestTimeoutMs / 1000} s ` +
      `counts as \`timeout\`; the largest allowed draft is ${settings.draftKb} KB of rich text ` +
      '(`--draft-kb`).',
    '',
    markdownTable(
      [
        'abuse',
        'site process',
        'studio process',
        'visitor p50 ms',
        'visitor p99 ms',
        'p99 × quiet',
        'failed reads',
        'site peak MB',
        "the abuse's answers",
        'abuse s',
      ],
      [row(quiet), ...runs.map(row)],
    ),
    '',
    markdownTable(
      ['abuse', 'issue 34 measured'],
      runs.map((run) => [run.abuse!.label, run.abuse!.issue]),
    ),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
  const targets: Target[] = runs.flatMap((run) => {
    const name = run.abuse!.label;
    const p99 = latency(run, 'p99');
    return [
      target(
        `${name}: the site's process`,
        'up',
        siteCell(run),
        run.processes.siteRunning && run.siteAnswers,
      ),
      target(
        `${name}: visitor p99`,
        `≤ ${VISITOR_WITHIN} × quiet (${fixed(quietP99, 1)} ms)`,
        `${fixed(p99, 1)} ms`,
        p99 <= VISITOR_WITHIN * quietP99,
      ),
      target(
        `${name}: the site's process's peak`,
        `< ${SITE_RSS_UNDER_MB} MB`,
        `${fixed(run.processes.sitePeakRssMb)} MB`,
        run.processes.sitePeakRssMb < SITE_RSS_UNDER_MB,
      ),
      target(
        `${name}: answers`,
        run.abuse!.refused ? 'each a 4xx' : 'each below 500',
        answers(run.outcomes),
        answeredWell(run),
      ),
    ];
  });
  return {
    part: 'studio-abuse',
    title: 'The studio abused while visitors read',
    markdown,
    targets,
    data: { studioApart, settings, quiet, runs },
  };
}
