import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import type {
  AnswerCounts,
  LatencyJob,
  LatencyResult,
  LoadJob,
  LoadResult,
  SteadyJob,
  SteadyResult,
  TogetherJob,
  WorkerJob,
} from './load.ts';
import { percentile } from './percentile.ts';

/**
 * The load generator, in a process of its own: reads WorkerJob[] as JSON on standard input, runs
 * them one after another, and writes their results as a JSON array on standard output.
 */
/** The autocannon runs under way: SIGUSR2 ends them early, with their figures (runLoad's stop). */
const running = new Set<autocannon.Instance>();
process.on('SIGUSR2', () => {
  for (const instance of running) instance.stop();
});
const jobs = JSON.parse(await text(process.stdin)) as WorkerJob[];
const results: unknown[] = [];
for (const { kind, job } of jobs) {
  if (kind === 'load') results.push(await load(job, Date.now()));
  else if (kind === 'latency') results.push(await latency(job));
  else if (kind === 'steady') results.push(await steady(job));
  else results.push(await together(job));
}
process.stdout.write(JSON.stringify(results));

/** Several runs at once on one clock, and a process killed at a set second of it. */
async function together({ jobs, kill }: TogetherJob): Promise<LoadResult[]> {
  const start = Date.now();
  const timer =
    kill && setTimeout(() => process.kill(kill.pid, 'SIGKILL'), kill.afterSeconds * 1000);
  try {
    return await Promise.all(jobs.map((job) => load(job, start)));
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** One autocannon run; its answers are counted per window of time from `start`. */
async function load(job: LoadJob, start: number): Promise<LoadResult> {
  const windows: AnswerCounts[] = [];
  const windowOf = () => {
    const index = job.windowSeconds
      ? Math.floor((Date.now() - start) / 1000 / job.windowSeconds)
      : 0;
    while (windows.length <= index)
      windows.push({ '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, errors: 0 });
    return windows[index]!;
  };
  const options: autocannon.Options = {
    url: job.origin,
    connections: job.connections,
    duration: job.duration ?? 10,
    amount: job.amount,
    timeout: job.timeout ?? 10,
    headers: job.headers,
    // autocannon's correction of paced latencies takes a millisecond for the interval between
    // requests and invents hundreds of samples per slow answer; paced runs report rates only.
    ...(job.overallRate ? { overallRate: job.overallRate, ignoreCoordinatedOmission: true } : {}),
    idReplacement: job.idReplacement ?? false,
    requests: job.requests.map((request) => ({
      method: request.method ?? 'GET',
      path: request.path,
      headers: request.headers,
      body: request.body,
    })),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => {
      running.delete(instance);
      if (error) reject(error);
      else resolve(done);
    });
    running.add(instance);
    instance.on('response', (_client, statusCode) => {
      const family = `${Math.floor(statusCode / 100)}xx` as keyof AnswerCounts;
      const counts = windowOf();
      if (family in counts) counts[family]++;
    });
    instance.on('reqError', () => windowOf().errors++);
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
    windows,
  };
}

/** Sequential requests on one kept-alive connection, timed with the high-resolution clock. */
async function latency(job: LatencyJob): Promise<LatencyResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${job.origin}${job.request.path}`;
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        { method: job.request.method ?? 'GET', headers: job.request.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(job.request.body);
    });
  for (let i = 0; i < job.warmup; i++) await send();
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  for (let i = 0; i < job.amount; i++) {
    const start = performance.now();
    const status = await send();
    times.push(performance.now() - start);
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), statusCodes };
}

/**
 * Requests sent on a fixed schedule, each timed from its call to its answer or its failure (the
 * lateness of this process's own timers left out), on as many connections as answers in flight
 * need.
 */
async function steady(job: SteadyJob): Promise<SteadyResult> {
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  const url = `${job.origin}${job.path}`;
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const send = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      let settled = false;
      // Counted once, answered or not (errors may follow each other): a request that timed out
      // took at least its timeout, and leaving it out would flatter the p99.
      const settle = (status?: number) => {
        if (settled) return;
        settled = true;
        times.push(performance.now() - start);
        if (status === undefined) errors++;
        else statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        resolve();
      };
      const failed = () => settle();
      const req = request(url, { headers: job.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => settle(res.statusCode ?? 0));
        res.on('error', failed);
      });
      req.on('socket', (socket) => sockets.add(socket));
      req.setTimeout((job.timeout ?? 30) * 1000, () => req.destroy());
      req.on('error', failed);
      req.end();
    });
  await sleep((job.delay ?? 0) * 1000);
  const interval = 1000 / job.ratePerSecond;
  const count = Math.round(job.duration * job.ratePerSecond);
  const first = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    await sleep(first + i * interval - performance.now());
    pending.push(send());
  }
  await Promise.all(pending);
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    sent: count,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
    statusCodes,
    errors,
    connections: sockets.size,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));
}
