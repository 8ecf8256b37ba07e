import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './env.ts';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One autocannon run. Each connection goes through `requests` in turn, again and again. */
export interface LoadJob {
  /** http://127.0.0.1:port */
  origin: string;
  requests: LoadRequest[];
  connections: number;
  /** Seconds; or `amount` requests in all. */
  duration?: number;
  amount?: number;
  /** Seconds before a request counts as timed out. */
  timeout?: number;
  headers?: Record<string, string>;
  /** Count the answers per window of this many seconds (e.g. the halves of a failure run). */
  windowSeconds?: number;
  /** Requests a second from all connections together; unpaced without. */
  overallRate?: number;
  /** Put a new id in place of each UNIQUE_ID of a request, at every request. */
  idReplacement?: boolean;
}

/** autocannon's placeholder for a new id on every request (LoadJob.idReplacement). */
export const UNIQUE_ID = '[<id>]';

export interface AnswerCounts {
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  /** Requests that got no answer: refused, reset or timed out. */
  errors: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** From `windowSeconds`: the counts of each window, from the start. */
  windows: AnswerCounts[];
}

/** Requests that failed: no answer (refused, reset), timed out, or answered other than 2xx. */
export const failuresOf = (r: LoadResult) => r.errors + r.timeouts + r.non2xx;
/** A run with no answer at all (a server too slow for its length) passes no target. */
export const answered = (r: LoadResult) => r.requests > 0;

/** One request sent `amount` times in a row on one connection, each timed (after `warmup`). */
export interface LatencyJob {
  origin: string;
  request: LoadRequest;
  amount: number;
  warmup: number;
}

export interface LatencyResult {
  /** Milliseconds, to the microsecond. */
  p50: number;
  p99: number;
  statusCodes: Record<string, number>;
}

/** Runs at the same time, counted on one clock; `kill` sends SIGKILL to a process at a set second. */
export interface TogetherJob {
  jobs: LoadJob[];
  kill?: { pid: number; afterSeconds: number };
}

/**
 * Visitors at a steady pace: one request every 1/`ratePerSecond` s whatever the answers do
 * (open loop), each on a free kept-alive connection or a new one, as a crowd would: none waits
 * for another's connection, so a stall of the server shows as it is.
 */
export interface SteadyJob {
  origin: string;
  path: string;
  headers?: Record<string, string>;
  ratePerSecond: number;
  /** Seconds of sending. */
  duration: number;
  /** Seconds to wait before the first request. */
  delay?: number;
  /** Seconds before a request counts as failed (30, the server's own request timeout). */
  timeout?: number;
}

export interface SteadyResult {
  sent: number;
  /** Milliseconds from the request's call to its answer's end or its failure. */
  p50: number;
  p99: number;
  max: number;
  statusCodes: Record<string, number>;
  /** No answer: refused, reset or timed out. */
  errors: number;
  /** Connections opened: more than a few when answers were slow. */
  connections: number;
}

export type WorkerJob =
  | { kind: 'load'; job: LoadJob }
  | { kind: 'latency'; job: LatencyJob }
  | { kind: 'together'; job: TogetherJob }
  | { kind: 'steady'; job: SteadyJob };

/**
 * Runs autocannon jobs one after another in a process of their own (bench/lib/load-worker.ts),
 * so that the load generator never shares an event loop with a server it measures. `stop` ends
 * the run under way before its duration, with its figures so far.
 */
export async function runLoad(
  jobs: LoadJob[],
  { stop }: { stop?: AbortSignal } = {},
): Promise<LoadResult[]> {
  return (await inWorker(
    jobs.map((job) => ({ kind: 'load', job })),
    stop,
  )) as LoadResult[];
}

/** Latency jobs, one after another, in the worker process. */
export async function runLatency(jobs: LatencyJob[]): Promise<LatencyResult[]> {
  return (await inWorker(jobs.map((job) => ({ kind: 'latency', job })))) as LatencyResult[];
}

/** A steady visitor, in a worker process of its own. */
export async function runSteady(job: SteadyJob): Promise<SteadyResult> {
  const [result] = (await inWorker([{ kind: 'steady', job }])) as SteadyResult[];
  return result!;
}

async function inWorker(jobs: WorkerJob[], stop?: AbortSignal): Promise<unknown[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'bench/lib/load-worker.ts')],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  stop?.addEventListener('abort', () => child.kill('SIGUSR2'), { once: true });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(JSON.stringify(jobs));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`the load worker exited with ${code}`);
  return JSON.parse(output) as unknown[];
}

/** Runs at the same time in one load process (see TogetherJob). */
export async function runTogether(job: TogetherJob): Promise<LoadResult[]> {
  const [results] = (await inWorker([{ kind: 'together', job }])) as LoadResult[][];
  return results!;
}
