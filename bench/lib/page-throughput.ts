import { BROWSER_ACCEPT_ENCODING } from './env.ts';
import { runLoad, type LoadJob, type LoadResult } from './load.ts';
import { profilePath, type SiteFacts } from './site-map.ts';

/** A page of the throughput rows; `file` names its copy for nginx. */
export interface ThroughputPage {
  name: string;
  path: string;
  file: string;
}

/** The three pages of the throughput rows: the home page, the fullest profile and the notices. */
export function throughputPages(facts: SiteFacts): ThroughputPage[] {
  return [
    { name: 'home', path: '/', file: 'home.html' },
    { name: 'fullest profile', path: profilePath(facts.fullest), file: 'profile.html' },
    { name: 'notices', path: '/notifications/academic', file: 'notices.html' },
  ];
}

/** The Accept-Encoding of every throughput row: a browser's. */
export const THROUGHPUT_HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

/**
 * One autocannon row per run, one after another at `connections` for `duration` s, with a
 * browser's Accept-Encoding, after `warmup` requests of each at 10 connections to warm every
 * cache (ours, the API client's, the disk's) and the JIT.
 */
export async function measureThroughput(
  runs: { origin: string; path: string }[],
  {
    connections,
    duration,
    warmup = 200,
  }: { connections: number; duration: number; warmup?: number },
): Promise<LoadResult[]> {
  const jobs: LoadJob[] = runs.map((run) => ({
    origin: run.origin,
    requests: [{ path: run.path }],
    connections,
    duration,
    headers: THROUGHPUT_HEADERS,
  }));
  await runLoad(
    jobs.map((job) => ({ ...job, duration: undefined, amount: warmup, connections: 10 })),
  );
  return runLoad(jobs);
}
