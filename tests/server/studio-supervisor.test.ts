import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../../harness/server-process.ts';
import {
  StudioStartError,
  superviseStudio,
  type StudioProcess,
  type StudioTiming,
} from '../../src/server/studio-process.ts';

const FIXTURES = resolve(import.meta.dirname, '..', 'fixtures', 'studio-process');
/** Short, so that a hang and the waits between starts show within a test. */
const TIMING: Partial<StudioTiming> = {
  checkMs: 100,
  hangMs: 1500,
  restartMs: 100,
  maxRestartMs: 400,
};

/** The process id the fixture studio on this port answers with, or the error of the attempt. */
function answerOn(port: number): Promise<number | string> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => done(Number(text)));
    socket.on('error', (error: NodeJS.ErrnoException) => done(String(error.code)));
  });
}

async function until<T>(probe: () => T | Promise<T>, ok: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${String(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let running: StudioProcess | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

/** The fixture studio under superviseStudio, run by tsx as this worker is; with its log. */
function supervise(env: Record<string, string> = {}) {
  const log: string[] = [];
  running = superviseStudio({
    entry: join(FIXTURES, 'child.ts'),
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    port: 0,
    log: (level, message) => log.push(`${level}: ${message}`),
    timing: TIMING,
  });
  return { studio: running, log };
}

describe('the studio in a process of its own (superviseStudio)', { timeout: 60_000 }, () => {
  it('starts it again on the same port after each end, waiting longer each time', async () => {
    const { studio, log } = supervise();
    const port = await studio.ready;
    const first = studio.pid()!;
    expect(first).not.toBe(process.pid);
    expect(await answerOn(port)).toBe(first);

    process.kill(first, 'SIGKILL');
    const second = await until(
      () => answerOn(port),
      (pid) => typeof pid === 'number',
      20_000,
    );
    expect(second).not.toBe(first);
    process.kill(second as number, 'SIGKILL');
    const third = await until(
      () => answerOn(port),
      (pid) => typeof pid === 'number' && pid !== second,
      20_000,
    );
    expect(third).toBe(studio.pid());
    expect(log.filter((line) => line.startsWith('warn:'))).toEqual([
      "warn: The studio's process ended (SIGKILL); starting it again in 0.1 s. The site goes on.",
      "warn: The studio's process ended (SIGKILL); starting it again in 0.2 s. The site goes on.",
    ]);
  });

  it('kills a studio that stops answering, and starts another', async () => {
    const { studio, log } = supervise();
    const port = await studio.ready;
    const hung = studio.pid()!;
    process.kill(hung, 'SIGWINCH');
    const started = Date.now();
    const next = await until(
      () => answerOn(port),
      (pid) => typeof pid === 'number' && pid !== hung,
      20_000,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(isRunning(hung)).toBe(false);
    expect(next).toBe(studio.pid());
    expect(log).toContain("error: The studio's process has not answered for 1.5 s: killed.");
  });

  it('fails the start when the first studio ends before it listens, and starts no other', async () => {
    const { studio, log } = supervise({ FIXTURE_FAIL: '1' });
    const error = await studio.ready.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(StudioStartError);
    expect((error as StudioStartError).code).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(studio.pid()).toBeUndefined();
    expect(log.filter((line) => !line.startsWith('info:'))).toEqual([]);
  });

  it('stops it with SIGTERM, a hung one by its missing beats, and starts no other', async () => {
    const { studio } = supervise();
    await studio.ready;
    const hung = studio.pid()!;
    process.kill(hung, 'SIGWINCH');
    await studio.stop();
    expect(isRunning(hung)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(studio.pid()).toBeUndefined();
  });

  it.each([
    ['answering', false],
    ['hung', true],
  ])(
    'ends the studio (%s) when the process that started it is killed with SIGKILL',
    async (_state, hang) => {
      const parent = spawn(process.execPath, ['--import', 'tsx', join(FIXTURES, 'parent.ts')], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const studio = await until(
        () => Number(/^studio (\d+)$/m.exec(output)?.[1]),
        (pid) => pid > 0,
        30_000,
      );
      if (hang) {
        process.kill(studio, 'SIGWINCH');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(isRunning(studio)).toBe(true);
      parent.kill('SIGKILL');
      await until(
        () => isRunning(studio),
        (up) => !up,
        5000,
      );
    },
  );
});
