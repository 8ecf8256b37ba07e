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
    const ask = async (path: string) => {
      const answer = await fetch(`${server.origin}${path}`, { headers: THROUGHPUT_HEADERS });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      await answer.arrayBuffer();
    };
    const rows = [];
    for (const page of pages) {
      for (let i = 0; i < 30; i += 1) await ask(page.path);
      const before = cpuMs(server.pid);
      const started = performance.now();
      for (let i = 0; i < pagesPerRow; i += 1) await ask(page.path);
      const wallMs = (performance.now() - started) / pagesPerRow;
      rows.push({
        page: page.name,
        cpuMs: (cpuMs(server.pid) - before) / pagesPerRow,
        wallMs,
      });
    }
    return {
      part: 'render',
      title: 'Server CPU of a page rendered afresh',
      markdown: [
        `${pagesPerRow} requests of each page, one at a time, \`PAGE_CACHE_TTL_MS=0\`, after 30 to warm up; the server's CPU (user + system, all its threads) from /proc, divided by the pages.`,
        '',
        markdownTable(
          ['page', 'server CPU a page', 'wall time a page'],
          rows.map((row) => [row.page, `${fixed(row.cpuMs, 2)} ms`, `${fixed(row.wallMs, 2)} ms`]),
        ),
      ].join('\n'),
      targets: rows.map((row) =>
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
