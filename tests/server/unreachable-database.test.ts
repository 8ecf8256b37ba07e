import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PORTS, IMPORT_COMMAND } from '../../harness/server-process.ts';
import { SMALL_CONTENT_DIR } from '../helpers/today.ts';

const START_COMMAND = 'build/bin/start.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PASSWORD = 'sup3r-secret';

/**
 * Runs a compiled entry point (what `npm start` and `npm run import` run; the global setup built
 * them) and waits for it to exit; it must not be left running. The compiled command starts in a
 * fraction of the time the sources take through tsx.
 */
async function run(
  entry: string,
  args: string[],
  databaseUrl: string,
  env: Record<string, string> = {},
) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [entry, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...FREE_PORTS,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        ...env,
      },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

describe('an unreachable or refusing DATABASE_URL at start', () => {
  let closedPort: number;
  // Accepts the connection and hangs up at once, like a server that refuses us.
  const refusing = createServer((socket) => socket.destroy());
  let refusingPort: number;
  beforeAll(async () => {
    const probe = createServer();
    closedPort = await listen(probe);
    await new Promise((done) => probe.close(done));
    refusingPort = await listen(refusing);
  });
  afterAll(() => new Promise((done) => refusing.close(done)));

  const url = (port: number) => `postgres://college:${PASSWORD}@127.0.0.1:${port}/college`;
  const expectOneClearLine = (result: Awaited<ReturnType<typeof run>>, port: number) => {
    expect(result.code, result.stderr).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATABASE_URL=postgres://college:****@127.0.0.1:${port}/college`);
    expect(result.stderr + result.stdout).not.toContain(PASSWORD);
    expect(result.stdout).not.toContain('Listening');
  };

  it('npm start says so in one line naming the setting, password masked, and exits 1', async () => {
    const result = await run(START_COMMAND, [], url(closedPort));
    expectOneClearLine(result, closedPort);
    expect(result.stderr).toContain('ECONNREFUSED');
  });

  it('so does a server that hangs up', async () => {
    expectOneClearLine(await run(START_COMMAND, [], url(refusingPort)), refusingPort);
  });

  it('so does npm run import', async () => {
    const result = await run(IMPORT_COMMAND, [SMALL_CONTENT_DIR], url(closedPort));
    expectOneClearLine(result, closedPort);
  });
});

describe('a damaged SQLite file at import', () => {
  it('npm run import makes the same check as the start: one line naming the file, exit 1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'college-damaged-'));
    try {
      const path = join(dir, 'college.sqlite');
      await writeFile(path, 'not a database, and not empty either: '.repeat(200));
      const result = await run(IMPORT_COMMAND, [SMALL_CONTENT_DIR], '', {
        DATABASE_PATH: path,
        UPLOADS_DIR: join(dir, 'uploads'),
      });
      expect(result.code, result.stderr).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^DATABASE_PATH=${path} (cannot be opened|is damaged)`));
      expect(result.stdout).not.toContain('Imported');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
