import { fork, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { ExponentialBackoff, noJitterGenerator, type IBackoff } from 'cockatiel';
import { BEAT_MS, SUPERVISOR_PID, type StudioMessage } from './studio-child.ts';

export interface StudioTiming {
  /** How often the site's process looks at the studio's (its beats, its start). */
  checkMs: number;
  /** A studio that has not said it is alive for this long is hung: killed and started again. */
  hangMs: number;
  /** A studio not listening this long after it was started is killed (and started again). */
  startMs: number;
  /** The first wait before starting it again; doubled after each end, up to maxRestartMs. */
  restartMs: number;
  maxRestartMs: number;
  /** A studio that ran this long starts its next waits from restartMs again. */
  steadyMs: number;
}

export const STUDIO_TIMING: StudioTiming = {
  checkMs: BEAT_MS,
  // Ten missed beats: no request of the studio holds its event loop that long (its inputs are
  // bounded); a full heap's last collections, or a loop that never ends, do.
  hangMs: 10_000,
  // Loading the studio's build and the site's (for previews) takes seconds on a busy machine.
  startMs: 120_000,
  restartMs: 500,
  maxRestartMs: 15_000,
  steadyMs: 60_000,
};

/** The studio's process runs this much nicer than the site's (at most 19, the least). */
export const STUDIO_NICENESS = 10;

export type StudioLog = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface StudioProcessOptions {
  /** The module the studio's process runs: the entry this process was started from. */
  entry: string;
  /** Node's flags for it: this process's own, the heap limit among them. */
  execArgv: string[];
  /** Its settings: this process's own; SERVE=studio and the port are set here. */
  env: NodeJS.ProcessEnv;
  /** STUDIO_PORT; 0 takes a free port at the first start, and keeps it for the next ones. */
  port: number;
  log: StudioLog;
  timing?: Partial<StudioTiming>;
}

export interface StudioProcess {
  /** The port, once the first studio listens; rejects when it ends before (a start that failed). */
  ready: Promise<number>;
  /** The running studio's process id. */
  pid(): number | undefined;
  /** Ends the studio (SIGTERM: its graceful close) and starts no other; resolves once it exited. */
  stop(): Promise<void>;
}

/** The first studio ended before it listened: the start fails (it said why, or this says how). */
export class StudioStartError extends Error {
  constructor(readonly code: number | null) {
    super(
      `The studio's process ended before it listened (${code === null ? 'killed' : `exit code ${code}`}).`,
    );
  }
}

/**
 * Runs the studio in a process of its own (decision 072): a crash, a hang or a full heap there
 * never stops the site's process, which starts the studio again after a wait that doubles with
 * each end (from 0.5 s to 15 s). A studio whose beats stop (studio-child.ts) is killed. The studio
 * never outlives this process: SIGKILL on exit, and its own watch of this one.
 */
export function superviseStudio(options: StudioProcessOptions): StudioProcess {
  const timing = { ...STUDIO_TIMING, ...options.timing };
  const waits = new ExponentialBackoff({
    generator: noJitterGenerator,
    initialDelay: timing.restartMs,
    maxDelay: timing.maxRestartMs,
  });
  let wait: IBackoff<unknown> | undefined;
  let port = options.port;
  let child: ChildProcess | undefined;
  let restart: NodeJS.Timeout | undefined;
  let stopping = false;
  let ready!: { resolve: (port: number) => void; reject: (error: Error) => void };
  const readyPromise = new Promise<number>((resolve, reject) => (ready = { resolve, reject }));
  // Awaited by the start once the site is built: a studio that failed sooner is not unhandled.
  readyPromise.catch(() => undefined);
  let listened = false;

  const start = () => {
    restart = undefined;
    const started = Date.now();
    let listeningSince: number | undefined;
    let lastBeat = started;
    let lastCheck = started;
    const studio = fork(options.entry, [], {
      execArgv: options.execArgv.filter((flag) => !flag.startsWith('--inspect')),
      env: {
        ...options.env,
        SERVE: 'studio',
        STUDIO_PORT: String(port),
        [SUPERVISOR_PID]: String(process.pid),
      },
      // Its own process group: a terminal's Ctrl-C reaches this process, which closes it once,
      // rather than both (a second signal ends a graceful close at once).
      detached: true,
    });
    child = studio;
    // Staff wait a moment more when the machine is busy; visitors do not: the site's process
    // wins the CPU from the studio's (a burst of sign-ins, a preview) whenever both want it.
    if (studio.pid) setPriority(studio.pid, Math.min(19, getPriority() + STUDIO_NICENESS));

    studio.on('message', (message: StudioMessage) => {
      lastBeat = Date.now();
      if (message.studio !== 'listening') return;
      listeningSince = lastBeat;
      port = message.port;
      options.log('info', `The studio listens in process ${studio.pid}.`);
      if (!listened) ready.resolve(port);
      listened = true;
    });
    studio.on('error', (error) => options.log('error', `The studio's process: ${error.message}`));

    const watch = setInterval(() => {
      const now = Date.now();
      // This process was busy itself: the beats may be waiting unread; count from now.
      if (now - lastCheck > 2 * timing.checkMs) lastBeat = now;
      lastCheck = now;
      if (
        listeningSince === undefined
          ? now - started > timing.startMs
          : now - lastBeat > timing.hangMs
      ) {
        options.log(
          'error',
          listeningSince === undefined
            ? `The studio's process did not listen within ${timing.startMs / 1000} s: killed.`
            : `The studio's process has not answered for ${timing.hangMs / 1000} s: killed.`,
        );
        studio.kill('SIGKILL');
      }
    }, timing.checkMs).unref();

    studio.once('exit', (code, signal) => {
      clearInterval(watch);
      child = undefined;
      if (stopping) return;
      if (!listened) {
        ready.reject(new StudioStartError(code));
        return;
      }
      const ran = listeningSince === undefined ? 0 : Date.now() - listeningSince;
      wait = ran >= timing.steadyMs || !wait ? waits.next() : wait.next(undefined);
      options.log(
        'warn',
        `The studio's process ended (${signal ?? `exit code ${code}`}); starting it again in ` +
          `${wait.duration / 1000} s. The site goes on.`,
      );
      restart = setTimeout(start, wait.duration).unref();
    });
  };

  // Whatever ends this process (a deadline, an error) ends the studio's with it.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  start();

  return {
    ready: readyPromise,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const running = child;
      if (running) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        // A hung studio ignores it: the watch above kills it after hangMs.
        await exited;
      }
      process.removeListener('exit', killOnExit);
    },
  };
}
