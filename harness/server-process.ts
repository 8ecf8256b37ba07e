import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ServerProcess {
  url: string;
  /** The studio's address, when this process opened it (SERVE=all or studio, STUDIO=on). */
  studioUrl: string | undefined;
  /** The server's own process id (signals and /proc figures reach it directly). */
  pid: number;
  stop(): Promise<void>;
}

/** A server this test started itself: what it printed, and how it ended. */
export interface WatchedServerProcess extends ServerProcess {
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with its exit code (null after a signal it did not handle). */
  exited: Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Run the compiled build/bin/start.js with plain node, as production does (needs a build). */
  compiled?: boolean;
  /** Modules node loads before the server (`--import`), such as a test's instrumentation. */
  imports?: string[];
  /**
   * Run the command of `npm run dev` (the sources through Vite, restarted when a server module
   * changes) in the project at `devRoot`, such as a copy of this one whose sources a test edits.
   */
  devRoot?: string;
}

const ROOT = resolve(import.meta.dirname, '..');
/**
 * Phone-sized images, PDFs' texts and font cuts made at import, shared by every import of the
 * tests and the bench, in the machine's cache folder rather than the clone's: the demo's
 * pictures are encoded once per machine, not once per clone, so a fresh clone's test run (CI's)
 * finds them made (decision 117). Every entry is keyed by its recipe and the bytes it was made
 * from, so clones of any commit share the folder safely; deleting it only costs the making.
 */
export const SHARED_IMAGE_CACHE_DIR = join(
  process.env.XDG_CACHE_HOME || join(homedir(), '.cache'),
  'college-website',
  'import-cache',
);
/**
 * The production import command (npm run import), compiled by npm run build: what staff run,
 * rather than src/server/import-command.ts through tsx.
 */
export const IMPORT_COMMAND = 'build/bin/import.js';
/** The production export command (npm run export), compiled likewise. */
export const EXPORT_COMMAND = 'build/bin/export.js';
/** The production accounts command (npm run users), compiled likewise. */
export const USERS_COMMAND = 'build/bin/users.js';

/**
 * The ports of every server a test or the bench starts: free ones, the studio's too. The defaults
 * (3000, and 3001 for the studio) may be held by another program, or by a server of a test
 * running beside it; the server prints the ports it got ("Listening on", "Studio on").
 */
export const FREE_PORTS = { PORT: '0', STUDIO_PORT: '0' } as const;

/**
 * Node's flags in production, as `npm start` and the systemd unit give them (a test keeps the
 * three alike): source maps for stack traces, and a heap limit (decision 032).
 */
export const PRODUCTION_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=256'];
/**
 * The environment `npm start` and the systemd units give the server besides its settings:
 * glibc's allocator held to two pools of memory (decision 115). Without it the site's process
 * rendering afresh peaked above its 300 MB (the throughput bench's row (b)).
 */
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/**
 * The arguments of node that run `npm run dev` in a project without npm between (whose signals
 * would not reach the server): its script's package binary and arguments, as package.json says.
 */
function devCommand(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { dev: string };
  };
  // Words, or words in double quotes, as the shell reads them here.
  const [bin, ...args] = (scripts.dev.match(/"[^"]*"|\S+/g) ?? []).map((word) =>
    word.replace(/^"(.*)"$/, '$1'),
  );
  const pkg = join(root, 'node_modules', bin ?? '');
  const binaries = (
    JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as {
      bin: string | Record<string, string>;
    }
  ).bin;
  return [join(pkg, typeof binaries === 'string' ? binaries : binaries[bin!]!), ...args];
}

/**
 * Starts the real start command (src/main/start.ts, or its compiled build/bin/start.js) on a
 * free port with the given settings, and resolves once it says where it listens. Its output is
 * kept for the error message.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { compiled = false, imports = [], devRoot }: ServerProcessOptions = {},
): Promise<WatchedServerProcess> {
  const preloads = imports.flatMap((module) => ['--import', module]);
  const entry = devRoot
    ? devCommand(devRoot)
    : compiled
      ? [...PRODUCTION_NODE_FLAGS, ...preloads, 'build/bin/start.js']
      : ['--import', 'tsx', ...preloads, 'src/main/start.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: devRoot ?? ROOT,
    // DATABASE_URL empty: the caller's DATABASE_PATH, even when the shell or a .env file names a
    // PostgreSQL database that every test server would otherwise share.
    env: {
      ...process.env,
      ...FREE_PORTS,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      IMAGE_CACHE_DIR: SHARED_IMAGE_CACHE_DIR,
      ...(compiled ? PRODUCTION_ENV : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      // Not left running: the caller never gets the handle to stop it.
      child.kill('SIGTERM');
      reject(new Error(`server did not start in time:\n${output}`));
    }, 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    studioUrl: /Studio on (http:\/\/\S+)/.exec(output)?.[1],
    pid: child.pid!,
    output: () => output,
    exited,
    async stop() {
      // Already gone (exited, or killed by a signal): its exit event has been emitted.
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * The fields of /proc/<pid>/stat after the command (state, ppid, …, utime, stime: proc(5)'s
 * fields 3 on, so index 0 is field 3). The command may hold spaces and parentheses, so the
 * fields are read after its last ')'. Throws when the process is gone.
 */
export function procStat(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * The processes a process started (their ids), read from /proc: under SERVE=all the site's
 * process has one, the studio's (decision 072); a server of before that had none.
 */
export function childProcesses(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(procStat(Number(entry))[1]) === pid) children.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return children;
}

/** Whether a process runs: neither gone nor a zombie waiting for its parent to read its end. */
export function isRunning(pid: number): boolean {
  try {
    return procStat(pid)[0] !== 'Z';
  } catch {
    return false;
  }
}
