import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, renderSiteConfig, startNginx } from '../../harness/nginx.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { BROWSER_ACCEPT_ENCODING, ROOT } from '../lib/env.ts';
import { answered, failuresOf, runLoad, type LoadJob } from '../lib/load.ts';
import { fixed, markdownTable, target, thousands, type PartResult } from '../lib/report.ts';
import { importDataSet, startBenchServer, type BenchServer } from '../lib/servers.ts';

/**
 * The demo home page through the committed nginx configuration (deploy/nginx) with
 * two copies behind it, against one copy alone; with nginx's cache off too, to show what the
 * second copy adds by itself.
 */
export async function copiesBench({ duration, connections }: BenchSettings): Promise<PartResult> {
  const data = await importDataSet();
  const dir = await mkdtemp(join(tmpdir(), 'college-bench-copies-'));
  const copies: BenchServer[] = [];
  try {
    for (let i = 0; i < 2; i++)
      copies.push(await startBenchServer(data, { TRUST_PROXY: '127.0.0.1' }));
    const setups = [
      { name: 'one copy alone', copies: 1, nginx: false, cache: 'off' },
      { name: 'nginx → one copy, nginx cache off', copies: 1, nginx: true, cache: 'off' },
      { name: 'nginx → two copies, nginx cache off', copies: 2, nginx: true, cache: 'off' },
      {
        name: 'nginx → two copies (deploy/nginx as committed)',
        copies: 2,
        nginx: true,
        cache: 'on',
      },
    ] as const;
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const rows = [];
    for (const [i, setup] of setups.entries()) {
      let origin = copies[0]!.origin;
      let stopNginx = async () => {};
      if (setup.nginx) {
        const port = await freePort();
        const site = await renderSiteConfig({
          UPSTREAMS: copies
            .slice(0, setup.copies)
            .map((copy) => copy.port)
            .join(' '),
          APP_DIR: ROOT,
          UPLOADS_DIR: data.uploadsDir,
          CACHE_DIR: join(dir, `cache-${i}`),
          LISTEN: `127.0.0.1:${port}`,
          CACHE: setup.cache,
        });
        const nginx = await startNginx({ port, site, workers: 'auto' });
        origin = nginx.url;
        stopNginx = nginx.stop;
      }
      try {
        const job: LoadJob = { origin, requests: [{ path: '/' }], connections, duration, headers };
        const [, result] = await runLoad([
          { ...job, duration: undefined, amount: 200, connections: 10 },
          job,
        ]);
        rows.push({ ...setup, result: result! });
      } finally {
        await stopNginx();
      }
    }
    const alone = rows[0]!.result.requestsPerSecond;
    return {
      part: 'copies',
      title: 'Copies behind nginx: the demo home page',
      markdown: [
        `${connections} connections, ${duration} s per row, Accept-Encoding \`${BROWSER_ACCEPT_ENCODING}\`. nginx (\`worker_processes auto\`) runs deploy/nginx/college.conf.template as render.sh writes it; "cache off" renders it with CACHE=off, so every request reaches a copy. All on one machine: the copies, nginx and the load generator share its cores.`,
        markdownTable(
          [
            'setup',
            'req/s',
            'against one copy',
            'p50 ms',
            'p99 ms',
            'errors',
            'timeouts',
            'non-2xx',
          ],
          rows.map((row) => [
            row.name,
            thousands(row.result.requestsPerSecond),
            `${fixed(row.result.requestsPerSecond / alone, 2)}×`,
            row.result.p50,
            row.result.p99,
            row.result.errors,
            row.result.timeouts,
            row.result.non2xx,
          ]),
        ),
      ].join('\n\n'),
      targets: rows
        .filter((row) => row.nginx)
        .map((row) =>
          target(
            `${row.name}: failed requests`,
            '0',
            answered(row.result) ? thousands(failuresOf(row.result)) : 'no answer in the run',
            answered(row.result) && failuresOf(row.result) === 0,
          ),
        ),
      data: rows,
    };
  } finally {
    for (const copy of copies) await copy.stop();
    await data.remove();
    await rm(dir, { recursive: true, force: true });
  }
}
