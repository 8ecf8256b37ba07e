import { EventEmitter } from 'node:events';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PORTS, holdPorts } from '../helpers/held-ports.ts';
import { startProcess } from '../helpers/start-process.ts';
import { SMALL_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

let dir: string;
// The default ports (3000, the studio's 3001) held by another program, as on a developer's machine
// or beside a running site: every server here must start on free ones all the same.
let heldPorts: Awaited<ReturnType<typeof holdPorts>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-start-'));
  heldPorts = await holdPorts(DEFAULT_PORTS);
});
afterAll(async () => {
  await heldPorts.release();
  await rm(dir, { recursive: true, force: true });
});

/** The ports a server's output says it took: the site's and the studio's. */
const portsIn = (output: string) =>
  [...output.matchAll(/(?:Listening|Studio) on http:\/\/[^:]+:(\d+)/g)].map((m) => Number(m[1]));

const settings = (name: string, more: Record<string, string> = {}) => ({
  DATABASE_PATH: join(dir, `${name}.sqlite`),
  UPLOADS_DIR: join(dir, `${name}-uploads`),
  PORT: '0',
  TODAY: TEST_TODAY,
  // Six loops of one address through two servers' cold caches: not a test of the render budget.
  RATE_LIMIT_RENDERS_PER_MINUTE: '0',
  ...more,
});

/** Runs the compiled start command and expects it to stop with exit code 1 and one line. */
async function expectRefusedStart(env: Record<string, string>, message: RegExp) {
  const started = startProcess('node', env);
  const first = await Promise.race([started.exited, started.listening.then(() => 'listening')]);
  if (first === 'listening') started.child.kill('SIGTERM');
  expect(first, started.output()).toBe(1);
  const lines = started.output().trim().split('\n');
  expect(lines, started.output()).toHaveLength(1);
  expect(lines[0]).toContain(`DATABASE_PATH=${env.DATABASE_PATH}`);
  expect(lines[0]).toMatch(message);
}

describe('start-up checks', { timeout: 60_000 }, () => {
  it('stops on a missing database when AUTO_IMPORT=0, naming the setting and what to do', async () => {
    await expectRefusedStart(
      settings('missing', { AUTO_IMPORT: '0' }),
      /does not exist\. Import .*npm run import/,
    );
  });

  it('stops on an empty database when AUTO_IMPORT=0', async () => {
    const env = settings('empty', { AUTO_IMPORT: '0' });
    new SQLite(env.DATABASE_PATH).close();
    await expectRefusedStart(env, /holds no content and AUTO_IMPORT=0/);
  });

  it('stops on a file that is not a database', async () => {
    const env = settings('garbage');
    await writeFile(env.DATABASE_PATH, 'This is a text file, not a database. '.repeat(200));
    await expectRefusedStart(env, /cannot be opened \(file is not a database\)/);
  });

  it('stops on a corrupt database (PRAGMA quick_check)', async () => {
    const env = settings('corrupt');
    const sqlite = new SQLite(env.DATABASE_PATH);
    sqlite.exec('create table t (id integer primary key, text text)');
    const insert = sqlite.prepare('insert into t (text) values (?)');
    // One transaction, not 2000 commits each flushed to the disk (27 s on a busy one).
    sqlite.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run(`row ${i} `.repeat(10));
    })();
    sqlite.close();
    const bytes = await readFile(env.DATABASE_PATH);
    // Zero the cell pointers of a few pages in the middle, leaving the file header intact.
    for (let page = 4; page < 12; page++) bytes.fill(0, page * 4096 + 8, page * 4096 + 60);
    await writeFile(env.DATABASE_PATH, bytes);
    await expectRefusedStart(env, /is damaged \(quick_check: /);
  });

  it('fills a fresh database with the demo content and says so, loudly', async () => {
    // The tests' small content, a demo too (college.yaml says so): the import is the same code,
    // at a fraction of the demo's seconds. CONTENT_DIR's default, content/demo, is the
    // configuration's test (src/config/config.test.ts).
    const started = startProcess('node', settings('fresh', { CONTENT_DIR: SMALL_CONTENT_DIR }));
    await started.listening;
    // Both the site and the studio started, on ports other than the held defaults.
    expect(portsIn(started.output())).toHaveLength(2);
    for (const port of portsIn(started.output())) expect(DEFAULT_PORTS).not.toContain(port);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain(
      `was empty: imported CONTENT_DIR=${resolve(SMALL_CONTENT_DIR)}.`,
    );
    expect(started.output()).toContain('demo content of a fictional college');
  });
});

type Outcome = { started: number; port: number; result: string };

/** GET on a connection of its own: 'ok' only for a 200 whose whole body arrived. */
function get(url: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let port = 0;
    const done = (result: string) => resolve({ started, port, result });
    const req = httpRequest(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const length = Number(res.headers['content-length'] ?? NaN);
        const whole =
          res.complete && (Number.isNaN(length) || Buffer.concat(chunks).length === length);
        done(res.statusCode === 200 && whole ? 'ok' : `status ${res.statusCode}, cut off`);
      });
      res.on('error', (error) => done(`cut off: ${error.message}`));
    });
    req.on('socket', (socket) => socket.on('connect', () => (port = socket.localPort ?? 0)));
    req.on('error', (error: NodeJS.ErrnoException) => done(String(error.code)));
    req.end();
  });
}

/** The client ports of the requests a server's log says it took ('incoming request'). */
const acceptedPorts = (log: string) =>
  new Set(
    [...log.matchAll(/"remotePort":(\d+)\},"msg":"incoming request"/g)].map((m) => Number(m[1])),
  );

describe('stopping and restarting', () => {
  it('npm start hands SIGTERM to the server, which answers every request it took, exits 0, and a new one takes over', async () => {
    // Over a copy of the demo the run imported once: the import is another test's subject.
    const env = settings('restart', { SHUTDOWN_TIMEOUT_MS: '20000' });
    await copyFile(inject('fixture').database.databasePath, env.DATABASE_PATH);
    env.UPLOADS_DIR = inject('fixture').uploadsDir;
    const first = startProcess('npm', env);
    const base = await first.listening;
    const port = new URL(base).port;
    expect(portsIn(first.output())).toHaveLength(2);
    for (const taken of portsIn(first.output())) expect(DEFAULT_PORTS).not.toContain(taken);
    const outcomes: Outcome[] = [];
    // Resolves the waits on a number of outcomes as the loops record them.
    const counted = new EventEmitter();
    const outcomesReach = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (outcomes.length < count) return;
          counted.off('outcome', check);
          resolve();
        };
        counted.on('outcome', check);
        check();
      });
    let running = true;
    const paths = ['/', '/api/getdepartments', '/department/ENG', '/notifications/academic'];
    const loop = async (n: number) => {
      for (let i = n; running; i++) {
        const outcome = await get(`http://127.0.0.1:${port}${paths[i % paths.length]}`);
        outcomes.push(outcome);
        counted.emit('outcome');
        // No server listens (between the two): a client's pause before its next try.
        if (outcome.result !== 'ok') await new Promise((r) => setTimeout(r, 50));
      }
    };
    const loops = Array.from({ length: 6 }, (_, n) => loop(n));

    // Some requests answered, several on their way, and one on a keep-alive connection (as
    // browsers and proxies keep them) whose body is still coming: now the signal, to npm.
    await outcomesReach(24);
    const keptAlive = connect(Number(port), '127.0.0.1');
    let keptAnswer = '';
    keptAlive.on('data', (chunk) => (keptAnswer += chunk.toString('latin1')));
    keptAlive.on('error', (error) => (keptAnswer += `error: ${error.message}`));
    await new Promise((r) => keptAlive.on('connect', r));
    const payload = '{"type":"COLLEGE_TENDER"}';
    keptAlive.write(
      'POST /api/getnoticesbytypedeptv1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${payload.length}\r\n\r\n${payload.slice(0, 5)}`,
    );
    await first.printed((output) => acceptedPorts(output).has(keptAlive.localPort ?? 0));
    first.child.kill('SIGTERM');
    await first.printed((output) => output.includes('SIGTERM: closing'));
    // The rest of the body comes late, as from a slow client: the server closes meanwhile.
    await new Promise((r) => setTimeout(r, 300));
    keptAlive.write(payload.slice(5));
    // Exit code 0: it did not wait out the keep-alive connection until the deadline.
    expect(await first.exited).toBe(0);
    const log = first.output();
    expect(log).toContain('SIGTERM: closing');
    // It went on answering after the signal: the requests it had taken.
    expect(log.slice(log.indexOf('SIGTERM: closing'))).toContain('request completed');
    const [head = '', keptBody = ''] = keptAnswer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(Buffer.byteLength(keptBody, 'latin1')).toBe(
      Number(/content-length: (\d+)/i.exec(head)?.[1]),
    );

    // The site alone: the studio's free port was the first start's to show, and its process
    // would only add a start's CPU to the takeover.
    const second = startProcess('node', { ...env, PORT: port, STUDIO: 'off' });
    await second.listening;
    const served = outcomes.length;
    await outcomesReach(served + 12);
    running = false;
    await Promise.all(loops);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Every request a server took got its whole answer. The others were turned away at the door
    // while no server listened (refused, or reset from the kernel's queue unread, which a proxy
    // retries); none was cut off once taken.
    const taken = new Set([...acceptedPorts(log), ...acceptedPorts(second.output())]);
    const lost = outcomes.filter((o) => taken.has(o.port) && o.result !== 'ok');
    expect(lost, JSON.stringify(lost)).toEqual([]);
    const turnedAway = outcomes.filter((o) => o.result !== 'ok');
    for (const o of turnedAway) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(o.result);
    expect(outcomes.filter((o) => taken.has(o.port)).length).toBeGreaterThan(30);
  }, 120_000);
});
