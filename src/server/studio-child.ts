import { Worker } from 'node:worker_threads';

/**
 * The studio's side of running in a process of its own under the site's (decision 072; the
 * site's side is studio-process.ts). The site's process sets this variable on the studio's
 * process it starts: its own process id. Not a setting: nobody else sets it.
 */
export const SUPERVISOR_PID = 'STUDIO_SUPERVISED_BY';

/** How often the studio's process says it is alive (its event loop turns). */
export const BEAT_MS = 1000;

/** What the studio's process tells the site's over the IPC channel. */
export type StudioMessage = { studio: 'listening'; port: number } | { studio: 'alive' };

/** The id of the site's process that started this one as its studio, or undefined. */
export function supervisorPid(): number | undefined {
  const pid = Number(process.env[SUPERVISOR_PID]);
  return process.send && Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Ends this process with the site's: gracefully when the IPC channel closes (the site's process
 * ended, even by SIGKILL), and at once from a thread of its own when the site's process is gone
 * while this one's event loop is stuck (a hang that would otherwise spin for ever, holding the
 * studio's port).
 */
export function endWithSupervisor(supervisor: number): void {
  // SIGTERM to itself: the graceful close of start.ts (close-with-grace), or the default end
  // while it is still starting.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  if (process.ppid !== supervisor) process.kill(process.pid, 'SIGKILL');
  new Worker(
    `const { workerData } = require('node:worker_threads');
     setInterval(() => {
       if (process.ppid !== workerData.supervisor) process.kill(process.pid, 'SIGKILL');
     }, 1000);`,
    { eval: true, workerData: { supervisor }, name: 'studio: end with the site' },
  ).unref();
}

/** Tells the site's process where the studio listens, then that it is alive, every BEAT_MS. */
export function reportToSupervisor(port: number): void {
  send({ studio: 'listening', port });
  setInterval(() => send({ studio: 'alive' }), BEAT_MS).unref();
}

function send(message: StudioMessage) {
  // A closed channel: the site's process is gone, and this one is closing ('disconnect').
  if (process.connected) process.send!(message);
}
