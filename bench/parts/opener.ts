import { assertChromium } from '../../harness/chromium.ts';
import { startHeaderProxy, type HeaderProxy } from '../lib/header-proxy.ts';
import { fixed, markdownTable, thousands, type PartResult } from '../lib/report.ts';
import { importDataSet, startBenchServer } from '../lib/servers.ts';
import { discover, lighthouseRoutes } from '../lib/site-map.ts';
import type { BenchSettings } from '../lib/settings.ts';
import {
  audit,
  chromiumVersion,
  medianFigures,
  spread,
  startChromium,
  type Figures,
} from './lighthouse.ts';

const HEADER = 'cross-origin-opener-policy';
const ROUTE = 'department home';

/**
 * A probe, not a target: what our Cross-Origin-Opener-Policy costs in Lighthouse's simulated
 * LCP (docs/decisions/036). One route, Lighthouse's mobile defaults, runs alternating between
 * the pages as served and the same answers with that one header left out, both through a proxy
 * of the bench so that the two sides differ in nothing else. The header makes Chromium start
 * each run's page in a new renderer process (Lighthouse starts from about:blank); the
 * simulation counts that start-up four times over. Run only when named: `npm run bench opener`.
 */
export async function openerProbe({ runs }: BenchSettings): Promise<PartResult> {
  assertChromium();
  const rounds = Math.max(runs * 2, 4);
  const data = await importDataSet();
  const server = await startBenchServer(data);
  const proxies: HeaderProxy[] = [];
  const chrome = await startChromium();
  try {
    proxies.push(
      await startHeaderProxy(server.origin),
      await startHeaderProxy(server.origin, [HEADER]),
    );
    const route = lighthouseRoutes(await discover(server.origin)).find((r) => r.name === ROUTE)!;
    const sides = [
      { name: 'sent, as served', proxy: proxies[0]!, runs: [] as Figures[] },
      { name: 'left out', proxy: proxies[1]!, runs: [] as Figures[] },
    ];
    process.stdout.write('  opener probe warm-up (not counted)\n');
    for (const side of sides) await audit(`${side.proxy.origin}${route.path}`, chrome.port);
    for (let round = 0; round < rounds; round++) {
      for (const side of sides) {
        process.stdout.write(`  opener probe, header ${side.name} (${round + 1}/${rounds})\n`);
        side.runs.push(await audit(`${side.proxy.origin}${route.path}`, chrome.port));
      }
    }
    const rows = sides.map((side) => ({ ...side, median: medianFigures(side.runs) }));
    const table = markdownTable(
      [
        'Cross-Origin-Opener-Policy',
        'LCP s',
        'LCP s, runs',
        'observed first paint s',
        'TBT ms',
        'Perf',
      ],
      rows.map(({ name, runs: all, median: m }) => [
        name,
        fixed(m.lcp / 1000, 2),
        spread(all.map((f) => f.lcp / 1000)),
        spread(all.map((f) => f.observedFcp / 1000)),
        thousands(m.tbt),
        m.performance,
      ]),
    );
    return {
      part: 'opener',
      title: 'Probe: what the opener policy costs in Lighthouse’s LCP',
      markdown: `${ROUTE} \`${route.path}\`, ${rounds} runs of each side, alternating, through a pass-through proxy that leaves out \`${HEADER}\` on one side only; Lighthouse mobile defaults, Chromium ${chromiumVersion()}. "LCP s" is the median of Lighthouse's simulated LCP; "observed first paint" is the paint of the load Lighthouse recorded on this machine, before its simulation. Not a target: the pages are served with the header (docs/decisions/036).\n\n${table}`,
      targets: [],
      data: rows.map(({ name, runs: all, median: m }) => ({ name, runs: all, median: m })),
    };
  } finally {
    chrome.kill();
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await server.stop();
    await data.remove();
  }
}
