import { procStat } from '../../harness/server-process.ts';
import { fixed, markdownTable, target, type PartResult } from '../lib/report.ts';
import { expectPages } from '../lib/http.ts';
import { THROUGHPUT_HEADERS, throughputPages } from '../lib/page-throughput.ts';
import { importDataSet, startBenchServer } from '../lib/servers.ts';
import { discover } from '../lib/site-map.ts';
import type { BenchSettings } from '../lib/settings.ts';

/** Issue 35's target: server CPU of one page rendered afresh. */
const TARGET_MS = 3;
/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ; 100 on every common build). */
const TICKS_PER_SECOND = 100;
/**
 * Warm-up: batches of this many pages until one costs within STEADY of the one before. The JIT
 * takes thousands of renders to settle: a page's CPU fell by two fifths between its first
 * thousand renders and its fourth (2026-11-30), so 30 pages of warm-up measured V8 compiling.
 */
const WARM_BATCH = 250;
const STEADY = 0.05;
const MOST_WARM_BATCHES = 16;
/**
 * A row of the table: a page, or an address with a new ending at every request (`fresh`); a
 * floor row has no target.
 */
interface Row {
  name: string;
  path: string;
  status?: number;
  fresh?: boolean;
  floor?: boolean;
}
/**
 * The site's frame with nothing of its own: the not-found page (root and college layout, their
 * reads, no route data). No page can cost less than it does, so its row is the floor under the
 * targets; it has no target of its own. Then the same at an address never asked before, as a
 * crawler's or a scanner's are (decision 124).
 */
const FLOOR_ROWS: Row[] = [
  { name: 'not found (the frame alone)', path: '/no-such-page', status: 404, floor: true },
  {
    name: 'not found, a new address each time',
    path: '/no-such-page-',
    status: 404,
    fresh: true,
    floor: true,
  },
];

/** CPU time the process has used (user + system, every thread), in ms, from /proc. */
function cpuMs(pid: number): number {
  // utime and stime are proc(5)'s fields 14 and 15.
  const fields = procStat(pid);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Server CPU a page costs when it is rendered afresh (PAGE_CACHE_TTL_MS=0), with no load
 * generator beside it: the bench asks one page at a time, as a browser would (its
 * Accept-Encoding, so compression counts), and divides the server's CPU time by the pages.
 * What it measures is the work of a render, not how the machine shares two cores under load.
 */
export async function renderBench({ runs }: BenchSettings): Promise<PartResult> {
  const pagesPerRow = runs > 1 ? 400 : 150;
  const data = await importDataSet();
  const server = await startBenchServer(data, { PAGE_CACHE_TTL_MS: '0' });
  try {
    const pages = throughputPages(await discover(server.origin));
    await expectPages(
      server.origin,
      pages.map((page) => page.path),
    );
    let asked = 0;
    const ask = async ({ path, status = 200, fresh }: Row) => {
      const address = fresh ? `${path}${(asked += 1)}` : path;
      const answer = await fetch(`${server.origin}${address}`, { headers: THROUGHPUT_HEADERS });
      if (answer.status !== status) throw new Error(`${address} answered ${answer.status}`);
      await answer.arrayBuffer();
    };
    /** CPU and wall time a page over `count` asks of a row. */
    const batch = async (row: Row, count: number) => {
      const before = cpuMs(server.pid);
      const started = performance.now();
      for (let i = 0; i < count; i += 1) await ask(row);
      return {
        cpuMs: (cpuMs(server.pid) - before) / count,
        wallMs: (performance.now() - started) / count,
      };
    };
    const rows = [];
    const measured: Row[] = [...pages, ...FLOOR_ROWS];
    for (const page of measured) {
      const first = (await batch(page, WARM_BATCH)).cpuMs;
      let last = first;
      let warmed = WARM_BATCH;
      for (let b = 1; b < MOST_WARM_BATCHES; b += 1) {
        const next = (await batch(page, WARM_BATCH)).cpuMs;
        warmed += WARM_BATCH;
        const settled = Math.abs(next - last) <= STEADY * last;
        last = next;
        if (settled) break;
      }
      const { cpuMs: cpuMsAPage, wallMs } = await batch(page, pagesPerRow);
      rows.push({
        page: page.name,
        cpuMs: cpuMsAPage,
        wallMs,
        firstCpuMs: first,
        warmed,
        floor: page.floor === true,
      });
    }
    return {
      part: 'render',
      title: 'Server CPU of a page rendered afresh',
      markdown: [
        `${pagesPerRow} requests of each page, one at a time, \`PAGE_CACHE_TTL_MS=0\`, once the server is warm (batches of ${WARM_BATCH} until one costs within ${STEADY * 100} % of the one before); the server's CPU (user + system, all its threads) from /proc, divided by the pages. "First ${WARM_BATCH}" is the page's first batch, JIT warm-up included.`,
        '',
        markdownTable(
          ['page', 'server CPU a page', 'wall time a page', `first ${WARM_BATCH}`, 'warmed over'],
          rows.map((row) => [
            row.page,
            `${fixed(row.cpuMs, 2)} ms`,
            `${fixed(row.wallMs, 2)} ms`,
            `${fixed(row.firstCpuMs, 2)} ms`,
            `${row.warmed} pages`,
          ]),
        ),
        '',
        `"${FLOOR_ROWS[0]!.name}" is the floor: the root and college layouts with their reads, answered 404, with no content of the page's own. A page with content costs more. "${FLOOR_ROWS[1]!.name}" is the same page at an address never asked before.`,
      ].join('\n'),
      targets: rows
        .filter((row) => !row.floor)
        .map((row) =>
          target(
            `${row.page}: server CPU a page rendered afresh`,
            `≤ ${TARGET_MS} ms`,
            `${fixed(row.cpuMs, 2)} ms`,
            row.cpuMs <= TARGET_MS,
          ),
        ),
      data: { pagesPerRow, rows },
    };
  } finally {
    await server.stop();
    await data.remove();
  }
}
