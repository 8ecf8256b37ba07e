import { EventEmitter, once } from 'node:events';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  childProcesses,
  isRunning,
  startServerProcess,
  type WatchedServerProcess,
} from '../../harness/server-process.ts';
import { STUDIO_NICENESS } from '../../src/server/studio-process.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/**
 * Loaded into the server with `node --import`, and so into the studio's process, which inherits
 * the flags: there (SERVE=studio) SIGWINCH fills the heap until V8 gives up, as a studio holding
 * one huge save after another would. The site's process is left as it is. Each save is one array
 * of 1 MB of numbers, which the garbage collector keeps without reading it through: the heap is
 * full in a few hundred of them, where millions of small objects, each marked again by every
 * collection near the limit, took the studio a quarter of a minute of CPU to die.
 */
const HEAP_FILLER =
  'data:text/javascript,' +
  encodeURIComponent(
    `if (process.env.SERVE === 'studio') process.on('SIGWINCH', () => {
       const hoard = [];
       const grow = () => {
         for (let i = 0; i < 8; i++) hoard.push(new Array(131072).fill(i + 0.5));
         setImmediate(grow);
       };
       grow();
     });`,
  );

let dir: string;
let server: WatchedServerProcess;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-studio-process-'));
  const path = join(dir, 'college.sqlite');
  await copyFile(inject('fixture').database.databasePath, path);
  // As npm start runs it: the compiled server, its flags (the heap limit), SERVE=all, the studio on.
  server = await startServerProcess(
    { DATABASE_PATH: path, UPLOADS_DIR: inject('fixture').uploadsDir, TODAY: TEST_TODAY },
    { compiled: true, imports: [HEAP_FILLER] },
  );
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The status of a GET, or why there was none. */
const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    async (answer) => (await answer.arrayBuffer(), answer.status),
    (error: Error) => (error.cause as Error | undefined)?.message ?? error.message,
  );

/** The studio's process: the one child of the site's. */
function studioPid(): number {
  const children = childProcesses(server.pid);
  expect(children).toHaveLength(1);
  return children[0]!;
}

/** A visitor reading the site's `/` again and again until told to stop; every status it got. */
function visitor() {
  const statuses: (number | string)[] = [];
  const read = new EventEmitter();
  let reading = true;
  const done = (async () => {
    while (reading) {
      statuses.push(await statusOf(`${server.url}/`));
      read.emit('status');
      // A visitor's pace, not a wait: it leaves the two cores to the processes under test.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    /** Resolves once `count` more answers have come. */
    async more(count: number) {
      const until = statuses.length + count;
      while (statuses.length < until) await once(read, 'status');
    },
    async stop() {
      reading = false;
      await done;
      return statuses;
    },
  };
}

/** Milliseconds until the studio answers its sign-in page 200 from another process than `old`. */
async function studioBackAfter(old: number, since: number): Promise<number> {
  for (;;) {
    const children = childProcesses(server.pid);
    if (
      children.length === 1 &&
      children[0] !== old &&
      (await statusOf(`${server.studioUrl}/sign-in`)) === 200
    )
      return Date.now() - since;
    if (Date.now() - since > 30_000) throw new Error(`no studio after 30 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(
  'the studio in a process of its own under npm start (SERVE=all)',
  { timeout: 60_000 },
  () => {
    it('serves the studio from a child of the site’s process, and the site from that process', async () => {
      const studio = studioPid();
      expect(studio).not.toBe(server.pid);
      // Lower in the CPU's queue than the site: a busy studio leaves visitors the CPU.
      const site = getPriority(server.pid);
      expect(getPriority(studio)).toBe(Math.min(19, site + STUDIO_NICENESS));
      expect(await statusOf(`${server.studioUrl}/sign-in`)).toBe(200);
      expect(await statusOf(`${server.url}/`)).toBe(200);
      // The start's lines as before, "Listening on" (the site) last.
      expect(server.output()).toMatch(/Studio on http:\/\/localhost:\d+ \(staff sign-in/);
      expect(server.output()).toMatch(/Demo studio accounts/);
    });

    it('keeps the site answering 200 through a kill -9 of the studio, which answers again within 10 s', async () => {
      const killed = studioPid();
      const reads = visitor();
      // The site answered before the kill, and goes on answering after the studio is back.
      await reads.more(3);
      process.kill(killed, 'SIGKILL');
      const back = await studioBackAfter(killed, Date.now());
      await reads.more(3);
      const statuses = await reads.stop();
      expect(back).toBeLessThan(10_000);
      expect(statuses.length).toBeGreaterThan(5);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(server.output()).toContain("The studio's process ended (SIGKILL)");
    });

    it('replaces a studio whose heap filled up, the site answering 200 meanwhile', async () => {
      const full = studioPid();
      const reads = visitor();
      process.kill(full, 'SIGWINCH');
      const back = await studioBackAfter(full, Date.now());
      const statuses = await reads.stop();
      expect(isRunning(full)).toBe(false);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(server.output()).toContain('JavaScript heap out of memory');
      expect(back).toBeLessThan(30_000);
    });

    it('shows on the site’s `/` within 5 s a notice the office publishes in the studio’s process', async () => {
      const password = /^\s+username office\s+role office\s+password (\S+)$/m.exec(
        server.output(),
      )?.[1];
      const studio = server.studioUrl!;
      const post = (path: string, fields: Record<string, string>, cookie = '') =>
        fetch(studio + path, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: studio, cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        });
      const signedIn = await post('/sign-in', { username: 'office', password: password! });
      expect(signedIn.status).toBe(302);
      const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
      // The form's own hidden fields (its version, a create token), as a browser sends them back.
      const form = await (
        await fetch(`${studio}/items/notice/new`, { headers: { cookie } })
      ).text();
      const attribute = (tag: string, name: string) =>
        new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
      const hidden = Object.fromEntries(
        [...form.matchAll(/<input\b[^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => attribute(tag, 'type') === 'hidden' && attribute(tag, 'name'))
          .map((tag) => [attribute(tag, 'name')!, attribute(tag, 'value') ?? '']),
      );
      const title = `Published from the process of the studio ${Date.now()}`;
      const published = performance.now();
      const answer = await post(
        '/items/notice/new',
        {
          ...hidden,
          type: 'COLLEGE_ACADEMIC_NOTICE',
          title,
          date: TEST_TODAY,
          description: '<p>Seen on the site.</p>',
          intent: 'publish',
        },
        cookie,
      );
      expect(answer.status).toBe(302);
      for (;;) {
        const page = await (await fetch(`${server.url}/`)).text();
        if (page.includes(title)) break;
        expect(performance.now() - published).toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    it('ends both processes on SIGTERM to the site’s, which exits 0', async () => {
      const studio = studioPid();
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
      expect(isRunning(studio)).toBe(false);
    });
  },
);
