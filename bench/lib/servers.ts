import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  IMPORT_COMMAND,
  startServerProcess,
  type WatchedServerProcess,
} from '../../harness/server-process.ts';
import { BENCH_TODAY, DEMO_CONTENT, ROOT } from './env.ts';

/** A content folder imported into a database and uploads folder of its own. */
export interface DataSet {
  /** The settings that point a server at it. */
  env: Record<string, string>;
  uploadsDir: string;
  /** What the importer said it loaded (table: rows). */
  counts: Record<string, number>;
  remove(): Promise<void>;
}

/**
 * Imports a content folder with the production import command (IMPORT_COMMAND), as staff
 * would, into a temporary folder. With DATABASE_URL set in the environment the servers and the
 * importer use that database instead of the SQLite file, and the import replaces its content.
 */
export async function importDataSet(contentDir = DEMO_CONTENT): Promise<DataSet> {
  const dir = await mkdtemp(join(tmpdir(), 'college-bench-data-'));
  const env = {
    DATABASE_PATH: join(dir, 'college.sqlite'),
    UPLOADS_DIR: join(dir, 'uploads'),
    CONTENT_DIR: contentDir,
    TODAY: BENCH_TODAY,
  };
  const { stdout } = await promisify(execFile)(process.execPath, [IMPORT_COMMAND, contentDir], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    maxBuffer: 16 << 20,
  });
  const counts = Object.fromEntries(
    [...stdout.matchAll(/^\s+(\w+): (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
  return {
    env,
    uploadsDir: env.UPLOADS_DIR,
    counts,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface BenchServer extends WatchedServerProcess {
  /** http://127.0.0.1:port (not localhost: load tools may try ::1 first). */
  origin: string;
  port: number;
}

/**
 * The production server (node build/bin/start.js) on a free port of 127.0.0.1, over a data set,
 * with further settings (PAGE_CACHE_TTL_MS, SERVE, API_URL, …): settings this version of the
 * server does not know are ignored by it.
 */
export async function startBenchServer(
  data: DataSet,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const server = await startServerProcess(
    {
      ...data.env,
      HOST: '127.0.0.1',
      // One load generator is one client address: a per-address limit would measure the limit.
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_FILES_PER_MINUTE: '0',
      RATE_LIMIT_RENDERS_PER_MINUTE: '0',
      ...env,
    },
    { compiled: true },
  );
  const port = Number(new URL(server.url).port);
  return { ...server, port, origin: `http://127.0.0.1:${port}` };
}

export interface Memory {
  /** Peak resident set since the process started (VmHWM), in MiB. */
  peakRssMb: number;
  /** Resident set now (VmRSS), in MiB. */
  rssMb: number;
}

/** The memory figures Linux keeps for a process: /proc/<pid>/status. */
export async function memoryOf(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { peakRssMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}
