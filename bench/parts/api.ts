import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallName } from '../../src/contract/calls.ts';
import { BENCH_TODAY, KB } from '../lib/env.ts';
import { rawRequest } from '../lib/http.ts';
import { runLatency, type LatencyResult, type LoadRequest } from '../lib/load.ts';
import { fixed, markdownTable, target, thousands, type PartResult } from '../lib/report.ts';
import {
  importDataSet,
  memoryOf,
  startBenchServer,
  type BenchServer,
  type DataSet,
  type Memory,
} from '../lib/servers.ts';
import { apiRequests, discover } from '../lib/site-map.ts';
import { generateSynthetic } from '../synthetic/generate.ts';
import type { BenchSettings } from '../lib/settings.ts';

interface Measured {
  counts: Record<string, number>;
  calls: { name: CallName; latency: LatencyResult; bytes: number }[];
  memory: Memory;
}

/**
 * p50/p99 of every call of SPEC §7 on the demo content and on the synthetic dataset `scale`
 * times larger, with the same payloads. The page cache is off (PAGE_CACHE_TTL_MS=0): the figures
 * are the work behind each call, what a request costs when no cached answer is there.
 *
 * Both servers run at once and each call is measured on the demo and then at once on the large
 * set, call after call: a machine whose speed drifts (another tenant, a slower phase) then
 * shifts both figures of a call alike instead of one dataset's whole column. Measured one
 * dataset after the other, calls that read one row came out up to 2.4 × slower on the large set.
 */
export async function apiBench({ scale, runs }: BenchSettings): Promise<PartResult> {
  const amount = runs > 1 ? 300 : 100;
  const dir = await mkdtemp(join(tmpdir(), 'college-bench-synthetic-'));
  let demo: DataSet | undefined;
  let large: DataSet | undefined;
  try {
    demo = await importDataSet();
    console.log(`  generating the synthetic dataset (${scale} × the demo)…`);
    await generateSynthetic({ out: join(dir, 'content'), scale, today: BENCH_TODAY });
    console.log('  importing it…');
    large = await importDataSet(join(dir, 'content'));
    const [onDemo, onLarge] = await measure(demo, large, amount);
    return report(onDemo, onLarge, scale, amount);
  } finally {
    await demo?.remove();
    await large?.remove();
    await rm(dir, { recursive: true, force: true });
  }
}

async function measure(
  demo: DataSet,
  large: DataSet,
  amount: number,
): Promise<[Measured, Measured]> {
  const sets = [demo, large];
  const servers: BenchServer[] = [];
  try {
    // Inside the try: a server that started is stopped even when the next one fails to.
    for (const set of sets) servers.push(await startBenchServer(set, { PAGE_CACHE_TTL_MS: '0' }));
    // The synthetic set keeps the demo's codes and ids: the same requests ask both.
    const requests = apiRequests(await discover(servers[0]!.origin));
    const sizes = await Promise.all(
      servers.map((server) =>
        Promise.all(requests.map(({ request }) => sizeOf(server.origin, request))),
      ),
    );
    const latencies = await runLatency(
      requests.flatMap(({ request }) =>
        servers.map((server) => ({ origin: server.origin, request, amount, warmup: 20 })),
      ),
    );
    return (await Promise.all(
      servers.map(async (server, s) => ({
        counts: sets[s]!.counts,
        calls: requests.map(({ name }, i) => ({
          name,
          latency: latencies[i * servers.length + s]!,
          bytes: sizes[s]![i]!,
        })),
        memory: await memoryOf(server.pid),
      })),
    )) as [Measured, Measured];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The answer's size as JSON (uncompressed); anything but 200 stops the bench. */
async function sizeOf(origin: string, request: LoadRequest): Promise<number> {
  const answer = await rawRequest(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  if (answer.status !== 200)
    throw new Error(`${request.path} ${request.body ?? ''} answered ${answer.status}`);
  return answer.body.length;
}

function report(demo: Measured, large: Measured, scale: number, amount: number): PartResult {
  const rows = demo.calls.map((call, i) => {
    const big = large.calls[i]!;
    return { name: call.name, demo: call, large: big, ratio: big.latency.p50 / call.latency.p50 };
  });
  const ms = (value: number) => fixed(value, 2);
  const table = markdownTable(
    [
      'call',
      'demo p50 ms',
      'demo p99 ms',
      `×${scale} p50 ms`,
      `×${scale} p99 ms`,
      'p50 ratio',
      'answer KB demo',
      `answer KB ×${scale}`,
    ],
    rows.map((row) => [
      row.name,
      ms(row.demo.latency.p50),
      ms(row.demo.latency.p99),
      ms(row.large.latency.p50),
      ms(row.large.latency.p99),
      `${fixed(row.ratio, 2)}×`,
      fixed(row.demo.bytes / KB, 1),
      fixed(row.large.bytes / KB, 1),
    ]),
  );
  const counts = markdownTable(
    ['table', 'demo', `×${scale}`],
    Object.keys(large.counts).map((table) => [
      table,
      thousands(demo.counts[table] ?? 0),
      thousands(large.counts[table] ?? 0),
    ]),
  );
  return {
    part: 'api',
    title: `API latency: demo content and ${scale} × larger`,
    markdown: [
      `Each call ${amount} times in a row on one kept-alive connection (after 20 unmeasured), from a process of its own, with the page cache off (PAGE_CACHE_TTL_MS=0): the cost of a call no cache answers. Same payloads on both datasets (the synthetic one keeps the demo's codes and ids). Both servers run side by side, and each call is measured on the demo and right after on the large set, so that a change in the machine's speed affects both figures of a call alike.`,
      table,
      `Rows imported (bench/synthetic/generate.ts --scale ${scale}):`,
      counts,
      `Peak RSS (VmHWM) of the server: demo ${fixed(demo.memory.peakRssMb)} MB, ×${scale} ${fixed(large.memory.peakRssMb)} MB.`,
    ].join('\n\n'),
    targets: [
      ...rows.map((row) =>
        target(
          `${row.name}: p50 ×${scale} against demo`,
          '≤ 2×',
          `${fixed(row.ratio, 2)}× (${ms(row.large.latency.p50)} ms)`,
          row.ratio <= 2,
        ),
      ),
      target(
        `peak RSS, server with the ×${scale} dataset`,
        '≤ 300 MB',
        `${fixed(large.memory.peakRssMb)} MB`,
        large.memory.peakRssMb <= 300,
      ),
    ],
    data: { scale, amount, demo, large },
  };
}
