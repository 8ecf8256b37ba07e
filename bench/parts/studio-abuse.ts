import { childProcesses, isRunning } from '../../harness/server-process.ts';
import { send } from '../lib/abuse-request.ts';
import { KB } from '../lib/env.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { THROUGHPUT_HEADERS } from '../lib/page-throughput.ts';
import { watchProcesses, type ProcessFigures } from '../lib/process-watch.ts';
import type { PartResult } from '../lib/report.ts';
import { importDataSet, startBenchServer, type BenchServer } from '../lib/servers.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { demoPasswords, signIn, type StudioSession } from '../lib/studio-client.ts';
import { studioAbuseReport, type AbuseRun } from './studio-abuse-report.ts';
import { studioAbuses, type Abuse, type AbuseContext } from './studio-abuses.ts';

export const SETUP = {
  /** Visitors read `/` this long before the abuse starts. */
  leadMs: 1000,
  /** After an abuse, how long the studio may take to answer again before it counts as down. */
  studioBackMs: 30_000,
  /** A request of an abuse that takes longer has no answer ('timeout'). */
  requestTimeoutMs: 60_000,
  /** The visitors of an abuse's run stop after this long, whether the abuse is over or not. */
  longestRunS: 600,
  /** Between runs: what an abuse left in flight finishes. */
  settleMs: 2000,
};

/**
 * Issue 34's abuses of the studio, one after another while `connections` visitors read `/`,
 * against the server as `npm start` runs it (its command line, the heap limit included, SERVE=all
 * with the studio on) over a fresh copy of the demo: whether the site's and the studio's
 * processes stay up, the visitors' p50/p99 against a quiet run, the site's process's peak
 * resident set, and what each abuse was answered. A server whose studio runs in the site's own
 * process (before decision 072) is measured the same way: there the studio's process is the
 * site's. A site that dies is reported down and started again for the next abuse.
 */
export async function studioAbuseBench(settings: BenchSettings): Promise<PartResult> {
  const data = await importDataSet();
  let server = await startBenchServer(data);
  try {
    const studioApart = childProcesses(server.pid).length > 0;
    const passwords = demoPasswords(server.output());
    if (!passwords.office || !passwords.iqac)
      throw new Error(`no demo accounts in the start log:\n${server.output()}`);
    const context = await abuseContext(server, settings, passwords);
    // Warm: the page cache, the JIT, the connections' first answers.
    await runLoad([
      { origin: server.origin, requests: [{ path: '/' }], connections: 10, amount: 500 },
    ]);
    const quiet = await window(server, studioApart, settings);
    const runs: AbuseRun[] = [];
    for (const abuse of studioAbuses()) {
      let restarted = false;
      if (!isRunning(server.pid)) {
        // The sessions and the accounts are in the database: they outlive the process.
        server = await startBenchServer(data);
        context.studio = studioOrigin(server);
        context.office.origin = context.studio;
        restarted = true;
      }
      console.log(`studio-abuse: ${abuse.label}…`);
      runs.push({ ...(await window(server, studioApart, settings, abuse, context)), restarted });
    }
    return studioAbuseReport({ quiet, runs, studioApart, settings, setup: SETUP });
  } finally {
    await server.stop();
    await data.remove();
  }
}

function studioOrigin(server: BenchServer): string {
  if (!server.studioUrl) throw new Error('the server opened no studio');
  return server.studioUrl.replace('localhost', '127.0.0.1');
}

async function abuseContext(
  server: BenchServer,
  settings: BenchSettings,
  passwords: Record<string, string>,
): Promise<AbuseContext & { office: StudioSession }> {
  const studio = studioOrigin(server);
  return {
    studio,
    office: await signIn(studio, 'office', passwords.office!),
    guessed: 'iqac',
    draftBytes: settings.draftKb * KB,
    timeoutMs: SETUP.requestTimeoutMs,
  };
}

/** What one run measured: the visitors, the processes, and the abuse's outcomes. */
export interface WindowResult {
  abuse?: Abuse;
  note?: string;
  visitors: LoadResult | undefined;
  processes: ProcessFigures;
  outcomes: (number | string)[];
  abuseMs: number;
  /** Ms from the abuse's end until the studio answered its sign-in page (Infinity: never). */
  studioBackMs: number;
  /** Whether the site still answered `/` at the end. */
  siteAnswers: boolean;
}

/** Visitors read `/` for `abuseDuration` s; the abuse, when given, starts after SETUP.leadMs. */
async function window(
  server: BenchServer,
  studioApart: boolean,
  settings: BenchSettings,
  abuse?: Abuse,
  context?: AbuseContext,
): Promise<WindowResult> {
  const note = abuse?.prepare
    ? await abuse.prepare(context!).catch((error: Error) => `preparing failed: ${error.message}`)
    : undefined;
  const watch = watchProcesses(server.pid, studioApart);
  // The visitors read for abuseDuration s, and on until the abuse is over.
  const stop = new AbortController();
  const visitors = runLoad(
    [
      {
        origin: server.origin,
        requests: [{ path: '/' }],
        connections: settings.connections,
        duration: abuse ? SETUP.longestRunS : settings.abuseDuration,
        headers: THROUGHPUT_HEADERS,
        timeout: 30,
      },
    ],
    { stop: stop.signal },
  ).then(
    ([result]) => result,
    () => undefined,
  );
  const shortest = sleep(settings.abuseDuration * 1000);
  await sleep(SETUP.leadMs);
  const started = performance.now();
  const outcomes = abuse
    ? await abuse.run(context!).catch((error: Error) => [`bench error: ${error.message}`])
    : [];
  const abuseMs = performance.now() - started;
  await shortest;
  stop.abort();
  const visitorResult = await visitors;
  const studioBackMs = abuse ? await studioBack(server, context!) : 0;
  const processes = await watch.stop();
  const siteAnswers = (await send(`${server.origin}/`, { timeoutMs: 10_000 })).outcome === 200;
  await sleep(SETUP.settleMs);
  return {
    abuse,
    note,
    visitors: visitorResult,
    processes,
    outcomes,
    abuseMs,
    studioBackMs,
    siteAnswers,
  };
}

/** Ms until the studio answers its sign-in page 200, up to SETUP.studioBackMs (else Infinity). */
async function studioBack(server: BenchServer, context: AbuseContext): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < SETUP.studioBackMs && isRunning(server.pid)) {
    const answer = await send(`${context.studio}/sign-in`, { timeoutMs: 5000 });
    if (answer.outcome === 200) return performance.now() - started;
    await sleep(250);
  }
  return Number.POSITIVE_INFINITY;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
