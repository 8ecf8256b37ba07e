import { SHOWN_STATUSES, statusColumns } from '../lib/flood.ts';
import { answered, failuresOf, type LoadResult, type SteadyResult } from '../lib/load.ts';
import { fixed, markdownTable, target, thousands, type PartResult } from '../lib/report.ts';
import type { RateLimits } from '../../src/server/security/rate-limit.ts';
import type { Memory } from '../lib/servers.ts';
import type { BenchSettings } from '../lib/settings.ts';
import type { Flood, SETUP } from './attack.ts';

/** One run: the victim, quiet or during a flood (as fast as answered, or paced). */
export interface Phase {
  flood?: Flood;
  overallRate?: number;
  victim: SteadyResult;
  attacker?: LoadResult;
}

/** The "rendered afresh" req/s of issue 23 (the throughput bench before its work). */
const ISSUE_AFRESH: Record<string, number> = { home: 46, 'fullest profile': 34, notices: 82 };
const AFRESH_TARGET = { times: 10, p99Ms: 1000 };
/** The victim's p99 during a flood, against its quiet figure. */
const VICTIM_WITHIN = 2;

/**
 * Pages a second answered 200: past the bound on renders in flight the server answers 503 at
 * once, and those are no rendered pages.
 */
const renderedPerSecond = (r: LoadResult) =>
  r.requests > 0 ? (r.requestsPerSecond * (r.requests - failuresOf(r))) / r.requests : 0;

/** Requests of the victim without a 200: other answers, and none at all. */
const notOk = (victim: SteadyResult) => victim.sent - (victim.statusCodes['200'] ?? 0);

export function attackReport(run: {
  phases: Phase[];
  afresh: { page: string; result: LoadResult }[];
  limits: RateLimits & { rendersPerMinute: number; rendersInFlight: number };
  memory: Memory;
  settings: BenchSettings;
  setup: typeof SETUP;
}): PartResult {
  const { phases, afresh, limits, memory, settings, setup } = run;
  const quiet = phases[0]!.victim;
  const ratio = (phase: Phase) => phase.victim.p99 / quiet.p99;
  const floodRows = phases.map((phase) => {
    const a = phase.attacker;
    const columns = a ? statusColumns(a.statusCodes) : undefined;
    return [
      phase.flood?.label ?? 'nothing (quiet)',
      !a ? '' : phase.overallRate ? `${phase.overallRate}/s` : 'unpaced',
      a ? fixed(a.requestsPerSecond, 1) : '',
      a ? fixed(a.p50) : '',
      ...[...SHOWN_STATUSES, 'other'].map((status) => (columns ? thousands(columns[status]!) : '')),
      a ? a.errors : '',
      fixed(phase.victim.p50, 1),
      fixed(phase.victim.p99, 1),
      phase.flood ? `${fixed(ratio(phase), 1)}×` : '1×',
      notOk(phase.victim),
      phase.victim.connections,
      phase.flood?.issue ?? '',
    ];
  });
  const afreshRows = afresh.map(({ page, result }) => {
    const before = ISSUE_AFRESH[page]!;
    return [
      page,
      fixed(result.requestsPerSecond, 1),
      fixed(renderedPerSecond(result), 1),
      answered(result) ? fixed(result.p50) : 'no answer in the run',
      answered(result) ? fixed(result.p99) : '–',
      result.non2xx + result.errors,
      before,
      `${fixed(renderedPerSecond(result) / before, 1)}×`,
    ];
  });
  const judged = phases.filter((phase) => phase.flood && !phase.flood.baseline);
  const targets = [
    ...judged.map((phase) =>
      target(
        `victim p99 during ${phase.flood!.label}, ${phase.overallRate ? `paced ${phase.overallRate}/s` : 'unpaced'}`,
        `≤ ${VICTIM_WITHIN} × quiet (${fixed(quiet.p99, 1)} ms)`,
        `${fixed(phase.victim.p99, 1)} ms (${fixed(ratio(phase), 1)}×)`,
        ratio(phase) <= VICTIM_WITHIN,
      ),
    ),
    target(
      "victim's cached pages answered other than 200, every run",
      '0',
      String(phases.reduce((sum, phase) => sum + notOk(phase.victim), 0)),
      phases.every((phase) => notOk(phase.victim) === 0),
    ),
    ...afresh.flatMap(({ page, result }) => [
      target(
        `${page} rendered afresh`,
        `≥ ${AFRESH_TARGET.times} × issue 23's ${ISSUE_AFRESH[page]} pages/s (answered 200)`,
        `${fixed(renderedPerSecond(result), 1)} pages/s`,
        renderedPerSecond(result) >= AFRESH_TARGET.times * ISSUE_AFRESH[page]!,
      ),
      target(
        `${page} rendered afresh: p99`,
        `< ${AFRESH_TARGET.p99Ms} ms`,
        answered(result) ? `${fixed(result.p99)} ms` : 'no answer in the run',
        answered(result) && result.p99 < AFRESH_TARGET.p99Ms,
      ),
    ]),
  ];
  const markdown = [
    `The server at its default limits (${thousands(limits.perMinute)} API requests, ${thousands(limits.filesPerMinute)} file downloads and ${thousands(limits.rendersPerMinute)} page renders a minute per address, ${limits.rendersInFlight} renders in flight), page cache on, \`TRUST_PROXY=127.0.0.1\`: each client is told apart by the \`X-Forwarded-For\` it sends, as behind the shipped nginx (autocannon cannot bind a source address). ` +
      `The victim is other visitors reading cached \`/\` at ${setup.victimRate} req/s for ${settings.attackDuration} s, on a steady schedule whatever the answers do, each on a free kept-alive connection or a new one (none waits for another's), timed from its call to its end. ` +
      `The attacker is one other address with ${setup.attackerConnections} connections, from ${setup.leadSeconds} s before the victim to ${setup.leadSeconds} s after: unpaced (as fast as it gets answers), then, where that was faster, paced just under the per-address limit. ` +
      `Every run has fresh addresses, and starts ${setup.settleMs / 1000} s after the last. RANDOM is a new value at each request.`,
    markdownTable(
      [
        'what one client sends',
        'pace',
        'req/s',
        'p50 ms',
        ...SHOWN_STATUSES,
        'other',
        'no answer',
        'victim p50 ms',
        'victim p99 ms',
        'p99 / quiet',
        'victim not 200',
        'victim connections',
        'issue 23 said',
      ],
      floodRows,
    ),
    `Rendered afresh: the throughput bench's rows (b), \`PAGE_CACHE_TTL_MS=0\`, no per-address limit (the bound on renders in flight stays), ${settings.connections} connections, ${settings.duration} s per page, against the figures of issue 23. "Pages/s" counts the answers 200 only: past the bound, the server answers 503 at once, and those are no pages.`,
    markdownTable(
      [
        'page',
        'req/s',
        'pages/s (200)',
        'p50 ms',
        'p99 ms',
        'failed',
        'issue 23 req/s',
        'pages/s against issue 23',
      ],
      afreshRows,
    ),
    `Peak RSS of the attacked server (VmHWM): ${fixed(memory.peakRssMb)} MB.`,
  ].join('\n\n');
  return {
    part: 'attack',
    title: 'Attack: one hostile client against a visitor of the cached home page',
    markdown,
    targets,
    data: { phases, afresh, limits, memory, setup, attackDuration: settings.attackDuration },
  };
}
