import { BROWSER_ACCEPT_ENCODING } from '../lib/env.ts';
import { expectPages } from '../lib/http.ts';
import {
  answered,
  failuresOf,
  runTogether,
  type AnswerCounts,
  type LoadResult,
} from '../lib/load.ts';
import {
  fixed,
  markdownTable,
  target,
  thousands,
  type PartResult,
  type Target,
} from '../lib/report.ts';
import { importDataSet, memoryOf, startBenchServer, type Memory } from '../lib/servers.ts';
import { apiRequests, discover, everyPageType } from '../lib/site-map.ts';
import type { BenchSettings } from '../lib/settings.ts';

interface Mix {
  pages: LoadResult;
  api: LoadResult;
}

/**
 * A mixed load, `duration` seconds at `connections` connections: every page type
 * (nine in ten connections, one page after another) and every call of SPEC §7 (the rest).
 *  - steady: one process serving everything, as `npm start` does; no request may fail.
 *  - outage: a site-only process (SERVE=site) reading an API-only process (SERVE=api) through
 *    API_URL, and the API process killed (SIGKILL) halfway: the database tier is gone, as when
 *    the database server or its host fails. The pages must still be served; the API's own
 *    clients see it gone.
 */
export async function loadBench({
  loadDuration: duration,
  loadConnections: connections,
}: BenchSettings): Promise<PartResult> {
  const data = await importDataSet();
  const pageConnections = Math.round(connections * 0.9);
  const apiConnections = connections - pageConnections;
  const windowSeconds = Math.max(1, Math.round(duration / 12));
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  try {
    // Steady: the default deployment.
    const all = await startBenchServer(data);
    const facts = await discover(all.origin);
    const pages = everyPageType(facts).map((path) => ({ path }));
    const api = apiRequests(facts).map(({ request }) => request);
    /** The two halves of the mix, counted on one clock in one load process. */
    const mix = (pagesOrigin: string, apiOrigin: string) => [
      {
        origin: pagesOrigin,
        requests: pages,
        connections: pageConnections,
        duration,
        headers,
        windowSeconds,
      },
      { origin: apiOrigin, requests: api, connections: apiConnections, duration, windowSeconds },
    ];
    let steady: Mix;
    let steadyMemory: Memory;
    try {
      await expectPages(
        all.origin,
        pages.map((p) => p.path),
      );
      const [pagesResult, apiResult] = await runTogether({ jobs: mix(all.origin, all.origin) });
      steady = { pages: pagesResult!, api: apiResult! };
      steadyMemory = await memoryOf(all.pid);
    } finally {
      await all.stop();
    }

    // Outage: the API tier dies halfway through.
    const backend = await startBenchServer(data, { SERVE: 'api' });
    const site = await startBenchServer(data, { SERVE: 'site', API_URL: `${backend.origin}/api` });
    let outage: Mix;
    let siteMemory: Memory;
    try {
      await expectPages(
        site.origin,
        pages.map((p) => p.path),
      );
      const [pagesResult, apiResult] = await runTogether({
        jobs: mix(site.origin, backend.origin),
        kill: { pid: backend.pid, afterSeconds: duration / 2 },
      });
      outage = { pages: pagesResult!, api: apiResult! };
      siteMemory = await memoryOf(site.pid);
    } finally {
      await site.stop();
      await backend.stop();
    }
    return report(
      { steady, outage, steadyMemory, siteMemory },
      {
        duration,
        pageConnections,
        apiConnections,
        windowSeconds,
        pageCount: pages.length,
        apiCount: api.length,
      },
    );
  } finally {
    await data.remove();
  }
}

/** The answers of the first and the second half of a run. */
function halves(
  result: LoadResult,
  duration: number,
  windowSeconds: number,
): [AnswerCounts, AnswerCounts] {
  const sum = (windows: AnswerCounts[]): AnswerCounts => {
    const total: AnswerCounts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, errors: 0 };
    for (const w of windows)
      for (const key of Object.keys(total) as (keyof AnswerCounts)[]) total[key] += w[key];
    return total;
  };
  const middle = Math.round(duration / 2 / windowSeconds);
  return [sum(result.windows.slice(0, middle)), sum(result.windows.slice(middle))];
}

const failed = (counts: AnswerCounts) =>
  counts['4xx'] + counts['5xx'] + counts['3xx'] + counts.errors;

function report(
  runs: { steady: Mix; outage: Mix; steadyMemory: Memory; siteMemory: Memory },
  settings: {
    duration: number;
    pageConnections: number;
    apiConnections: number;
    windowSeconds: number;
    pageCount: number;
    apiCount: number;
  },
): PartResult {
  const { duration, windowSeconds } = settings;
  const rows: (string | number)[][] = [];
  const targets: Target[] = [];
  for (const [run, mix] of [
    ['steady', runs.steady],
    ['outage', runs.outage],
  ] as const) {
    for (const [kind, result] of [
      ['pages', mix.pages],
      ['API', mix.api],
    ] as const) {
      const [first, second] = halves(result, duration, windowSeconds);
      for (const [half, counts] of [
        ['1st half', first],
        ['2nd half', second],
      ] as const) {
        rows.push([
          run,
          kind,
          half,
          thousands(counts['2xx']),
          thousands(counts['4xx'] + counts['3xx']),
          thousands(counts['5xx']),
          thousands(counts.errors),
        ]);
      }
      rows.push([
        run,
        kind,
        'whole run',
        `${thousands(result.requestsPerSecond)} req/s`,
        `p50 ${result.p50} ms`,
        `p99 ${result.p99} ms`,
        `${result.timeouts} timeouts`,
      ]);
    }
    if (run === 'steady') {
      for (const [kind, result] of [
        ['page', mix.pages],
        ['API', mix.api],
      ] as const) {
        targets.push(
          target(
            `steady load: failed ${kind} requests`,
            '0',
            answered(result) ? thousands(failuresOf(result)) : 'no answer in the run',
            answered(result) && failuresOf(result) === 0,
          ),
        );
      }
    } else {
      const [, second] = halves(mix.pages, duration, windowSeconds);
      targets.push(
        target(
          'outage: pages failed after the API went down',
          '0',
          `${thousands(failed(second))} of ${thousands(failed(second) + second['2xx'])}`,
          failed(second) === 0 && second['2xx'] > 0,
        ),
      );
    }
  }
  targets.push(
    target(
      'peak RSS under the mixed load (steady)',
      '≤ 300 MB',
      `${fixed(runs.steadyMemory.peakRssMb)} MB`,
      runs.steadyMemory.peakRssMb <= 300,
    ),
    target(
      'peak RSS of the site-only process (outage)',
      '≤ 300 MB',
      `${fixed(runs.siteMemory.peakRssMb)} MB`,
      runs.siteMemory.peakRssMb <= 300,
    ),
  );
  return {
    part: 'load',
    title: 'Load and failure: every page type and the API, then the API tier killed halfway',
    markdown: [
      `${duration} s per run; ${settings.pageConnections} connections cycle through ${settings.pageCount} pages (every page type) and ${settings.apiConnections} through the ${settings.apiCount} calls of SPEC §7, together, from one load process. **steady**: one process serving everything (\`npm start\`). **outage**: a site-only process (SERVE=site, API_URL) reading an API-only process (SERVE=api), which is killed with SIGKILL at ${duration / 2} s: the API and its database gone at once, as when their host fails; the API requests go to that process directly. Counts per half: answers 2xx, 3xx/4xx, 5xx, and requests with no answer (refused, reset, timed out).`,
      markdownTable(['run', 'requests', 'when', '2xx', '3xx/4xx', '5xx', 'no answer'], rows),
      `Peak RSS (VmHWM): steady ${fixed(runs.steadyMemory.peakRssMb)} MB; site-only process in the outage run ${fixed(runs.siteMemory.peakRssMb)} MB.`,
    ].join('\n\n'),
    targets,
    data: { settings, ...runs },
  };
}
