import { loadConfig } from '../../src/config/config.ts';
import { clientAddress, rateUnder } from '../lib/flood.ts';
import { expectPages } from '../lib/http.ts';
import { runLoad, runSteady, UNIQUE_ID, type LoadRequest, type LoadResult } from '../lib/load.ts';
import { measureThroughput, THROUGHPUT_HEADERS, throughputPages } from '../lib/page-throughput.ts';
import type { PartResult } from '../lib/report.ts';
import { importDataSet, memoryOf, startBenchServer, type BenchServer } from '../lib/servers.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { discover, type SiteFacts } from '../lib/site-map.ts';
import { attackReport, type Phase } from './attack-report.ts';

export const SETUP = {
  /** The victim: other visitors reading the cached home page at a steady, moderate pace. */
  victimRate: 40,
  /** The attacker: one client, as many connections as a script opens without trying hard. */
  attackerConnections: 10,
  /** The attacker starts this long before the victim and stops this long after it. */
  leadSeconds: 1,
  /** Between runs, for the renders a flood left in flight to finish. */
  settleMs: 2000,
};

/** What one client sends; UNIQUE_ID is a new value at every request. */
export interface Flood {
  label: string;
  requests: LoadRequest[];
  /** The cached page itself: shown for reference, judged by no target. */
  baseline?: boolean;
  /** What issue 23 measured for it: the attacker's rate, the victim's p99. */
  issue?: string;
}

/** The floods of issue 23's table, and the addresses that walked around the limit. */
function floods(facts: SiteFacts): Flood[] {
  const cvOwner = facts.people.find((person) => person.cvIsFile) ?? facts.fullest;
  return [
    {
      label: 'cached `/`',
      requests: [{ path: '/' }],
      baseline: true,
      issue: '3,839 req/s; victim p50 2.7 ms, p99 15.5 ms (its baseline)',
    },
    {
      label: '`/?x=RANDOM` (unknown parameter)',
      requests: [{ path: `/?x=${UNIQUE_ID}` }],
      issue: '37.7 req/s; victim p99 848 ms',
    },
    {
      label: '`/search?q=word+RANDOM`',
      requests: [{ path: `/search?q=notice+${UNIQUE_ID}` }],
      issue: '8.2 req/s; victim p99 459 ms',
    },
    {
      label: '`/sitemap.xml?x=RANDOM`',
      requests: [{ path: `/sitemap.xml?x=${UNIQUE_ID}` }],
      issue: '10 req/s; victim p99 2.4 s',
    },
    {
      label: `cold profiles: ${facts.people.length} real ids, random \`name\``,
      requests: facts.people.map((person) => ({
        path: `/department/${person.deptCode}/faculty/single?id=${person.id}&name=${UNIQUE_ID}`,
      })),
      issue: '32.8 req/s',
    },
    {
      label: 'limit bypass: `/assets/../events?x=N`, `…/faculty/./cv?id=…&x=N` in turn',
      issue: '1,300 of 1,300 answered 200 (no 429)',
      requests: [
        { path: `/assets/../events?x=${UNIQUE_ID}` },
        { path: `/department/${cvOwner.deptCode}/faculty/./cv?id=${cvOwner.id}&x=${UNIQUE_ID}` },
      ],
    },
  ];
}

/**
 * Result day with someone hostile in the crowd (issue 23): a victim reads the cached home page
 * at a steady pace, once quiet and once during each flood from one other address, against the
 * server at its default limits with its page cache on. Each flood runs as fast as its one client
 * gets answers, then (when that was faster) paced just under the per-address limit. Beside it,
 * the "rendered afresh" rows of the throughput bench.
 */
export async function attackBench(settings: BenchSettings): Promise<PartResult> {
  const data = await importDataSet();
  try {
    const { facts, afresh } = await renderedAfresh(data, settings);
    // Clients are told apart by X-Forwarded-For, as the shipped nginx sends it: autocannon
    // cannot bind a source address of its own.
    const env = {
      RATE_LIMIT_PER_MINUTE: '',
      RATE_LIMIT_FILES_PER_MINUTE: '',
      RATE_LIMIT_RENDERS_PER_MINUTE: '',
      TRUST_PROXY: '127.0.0.1',
    };
    const config = loadConfig({ ...process.env, ...data.env, ...env });
    const limits = {
      ...config.rateLimit,
      rendersPerMinute: config.renderLimits.perMinute,
      rendersInFlight: config.renderLimits.inFlight,
    };
    const server = await startBenchServer(data, env);
    try {
      // The sitemap's render joins the catalogue's build at start: the quiet run must not
      // measure it (nor a cold JIT: a few seconds of the victim's reads first, not counted).
      await expectPages(server.origin, ['/', '/sitemap.xml']);
      await runSteady({
        origin: server.origin,
        path: '/',
        headers: { ...THROUGHPUT_HEADERS, 'x-forwarded-for': clientAddress('victim', 254) },
        ratePerSecond: SETUP.victimRate,
        duration: 3,
        delay: 0,
      });
      const phases = await attackPhases(server, floods(facts), limits.perMinute, settings);
      const memory = await memoryOf(server.pid);
      return attackReport({ phases, afresh, limits, memory, settings, setup: SETUP });
    } finally {
      await server.stop();
    }
  } finally {
    await data.remove();
  }
}

/** The throughput bench's "rendered afresh" rows (PAGE_CACHE_TTL_MS=0, no limit). */
async function renderedAfresh(
  data: Awaited<ReturnType<typeof importDataSet>>,
  { connections, duration }: BenchSettings,
) {
  const fresh = await startBenchServer(data, { PAGE_CACHE_TTL_MS: '0' });
  try {
    // Found on this server, which counts no address: the attack server would limit the bench.
    const facts = await discover(fresh.origin);
    const pages = throughputPages(facts);
    await expectPages(
      fresh.origin,
      pages.map((page) => page.path),
    );
    const results = await measureThroughput(
      pages.map((page) => ({ origin: fresh.origin, path: page.path })),
      { connections, duration, warmup: 20 },
    );
    return { facts, afresh: pages.map((page, i) => ({ page: page.name, result: results[i]! })) };
  } finally {
    await fresh.stop();
  }
}

async function attackPhases(
  server: BenchServer,
  list: Flood[],
  perMinute: number,
  { attackDuration }: BenchSettings,
): Promise<Phase[]> {
  const pace = rateUnder(perMinute);
  let run = 0;
  const phase = async (flood?: Flood, overallRate?: number): Promise<Phase> => {
    run++;
    console.log(
      `attack: ${flood ? `${flood.label}, ${overallRate ? `paced ${overallRate}/s` : 'unpaced'}` : 'quiet'}…`,
    );
    const [victim, attacker] = await Promise.all([
      runSteady({
        origin: server.origin,
        path: '/',
        headers: { ...THROUGHPUT_HEADERS, 'x-forwarded-for': clientAddress('victim', run) },
        ratePerSecond: SETUP.victimRate,
        duration: attackDuration,
        delay: flood ? SETUP.leadSeconds : 0,
      }),
      flood && attack(server, flood, run, attackDuration + 2 * SETUP.leadSeconds, overallRate),
    ]);
    await new Promise((resolve) => setTimeout(resolve, SETUP.settleMs));
    return { flood, overallRate, victim, attacker };
  };
  const phases: Phase[] = [await phase()];
  for (const flood of list) {
    const unpaced = await phase(flood);
    phases.push(unpaced);
    // Paced just under the limit: the same flood kept up for ever, worth a run only when the
    // unpaced one went faster than that.
    if (!flood.baseline && pace && unpaced.attacker!.requestsPerSecond > pace)
      phases.push(await phase(flood, pace));
  }
  return phases;
}

async function attack(
  server: BenchServer,
  flood: Flood,
  run: number,
  duration: number,
  overallRate?: number,
): Promise<LoadResult> {
  const [result] = await runLoad([
    {
      origin: server.origin,
      requests: flood.requests,
      connections: SETUP.attackerConnections,
      duration,
      // The server's own request timeout: a slow answer is an answer, and counts in the rate.
      timeout: 30,
      headers: { ...THROUGHPUT_HEADERS, 'x-forwarded-for': clientAddress('attacker', run) },
      idReplacement: true,
      overallRate,
    },
  ]);
  return result!;
}
