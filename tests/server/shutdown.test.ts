import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess, type WatchedServerProcess } from '../../harness/server-process.ts';
import { TEST_TODAY } from '../helpers/today.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-shutdown-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The server's settings over its own copy of the demo database. */
async function settings(name: string, more: Record<string, string> = {}) {
  const path = join(dir, `${name}.sqlite`);
  await copyFile(inject('fixture').database.databasePath, path);
  return {
    DATABASE_PATH: path,
    UPLOADS_DIR: inject('fixture').uploadsDir,
    TODAY: TEST_TODAY,
    LOG_LEVEL: 'info',
    STUDIO: 'off',
    ...more,
  };
}

async function until(condition: () => boolean, what: string, server: WatchedServerProcess) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 60_000) throw new Error(`waited in vain for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A raw connection to the server, with everything it received and whether it was reset. */
function open(url: string) {
  const { port } = new URL(url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  const seen = { data: '', ended: false, error: '' };
  socket.on('data', (chunk: Buffer) => (seen.data += chunk.toString('latin1')));
  socket.on('end', () => (seen.ended = true));
  socket.on('error', (error: NodeJS.ErrnoException) => (seen.error = String(error.code)));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, seen, closed, connected };
}

describe('stopping the server', { timeout: 120_000 }, () => {
  // With a render thread, its calls of the services are made by the serving thread for it.
  it.each(['1', '0'])(
    'finishes a render in flight with the API calls it makes after SIGTERM, answers it with Connection: close, and exits 0 (RENDER_THREADS=%s)',
    async (threads) => {
      // The services' calls wait from SIGWINCH until just after SIGTERM (hold-api-calls.mjs).
      const server = await startServerProcess(
        await settings(`render-${threads}`, {
          API_TIMEOUT_MS: '30000',
          SHUTDOWN_TIMEOUT_MS: '30000',
          RENDER_THREADS: threads,
        }),
        // Compiled, as npm start runs it: through tsx the sources cost 2 s more CPU a start.
        { compiled: true, imports: ['./tests/helpers/hold-api-calls.mjs'] },
      );
      expect(server.output().includes('Pages are rendered in 1 thread')).toBe(threads === '1');
      process.kill(server.pid, 'SIGWINCH');
      await until(() => server.output().includes('hold-api-calls: holding'), 'holding', server);

      // A keep-alive request, as browsers and proxies send them, for a page not rendered yet.
      const client = open(server.url);
      await client.connected;
      client.socket.write('GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n');
      // The page's own request under way (the start's warm-up makes held calls too, before the
      // page's request may have been read), and an API call held.
      await until(
        () =>
          server.output().includes('"url":"/events"') &&
          server.output().includes('hold-api-calls: held'),
        'the page requested and an API call held',
        server,
      );

      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      await client.closed;

      const [head = '', body = ''] = client.seen.data.split('\r\n\r\n');
      expect(head, server.output()).toMatch(/^HTTP\/1\.1 200 /);
      expect(head).toMatch(/^connection: close$/im);
      expect(body).toContain('</html>');
      // Closed by the server after the whole answer, not reset.
      expect(client.seen).toMatchObject({ ended: true, error: '' });
      // The render went on to read the services after the signal, and they answered.
      const log = server.output();
      expect(log).toContain('SIGTERM: closing');
      const afterSignal = log.slice(log.indexOf('SIGTERM: closing'));
      expect(afterSignal).toMatch(/hold-api-calls: answered \w+/);
      expect(afterSignal).not.toMatch(/FST_ERR_REOPENED_CLOSE_SERVER|"statusCode":5\d\d/);
    },
  );

  it('does not wait for a connection that never sent a request, nor for an idle keep-alive one', async () => {
    // Without the drain the silent connection would hold the stop until its header deadline,
    // past the shutdown deadline: exit 1.
    const server = await startServerProcess(
      await settings('silent', { HEADERS_TIMEOUT_MS: '60000', SHUTDOWN_TIMEOUT_MS: '20000' }),
      { compiled: true },
    );
    const silent = open(server.url);
    await silent.connected;
    const idle = open(server.url);
    await idle.connected;
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until(() => idle.seen.data.includes('"status":"ok"'), 'the health answer', server);

    process.kill(server.pid, 'SIGTERM');
    // Exit code 0: it closed both before its 20 s deadline (past it, it exits 1), not waiting
    // for the 60 s header deadline that the silent socket had.
    expect(await server.exited, server.output()).toBe(0);
    await Promise.all([silent.closed, idle.closed]);
  });
});
