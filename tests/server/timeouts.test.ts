import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../helpers/test-config.ts';
import { openSqlite, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';

let app: FastifyInstance;
let db: Db;
let port: number;

beforeAll(async () => {
  const fixture = inject('fixture');
  const config = testConfig({
    DATABASE_PATH: fixture.database.databasePath,
    UPLOADS_DIR: fixture.uploadsDir,
    LOG_LEVEL: 'silent',
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '2000',
    KEEP_ALIVE_TIMEOUT_MS: '500',
  });
  db = openSqlite(config.databasePath);
  app = await buildServer({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

/** Opens a connection, writes `first`, then `drip` every 200 ms; resolves when the server closes it. */
function slowClient(first: string, drip: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write(drip), 200);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

// Each test waits out a deadline of the server on connections of its own: side by side, the
// file takes its longest wait, not the sum of them.
describe.concurrent('slow clients are cut off', () => {
  it('closes connections whose request head trickles in, once HEADERS_TIMEOUT_MS is past', async () => {
    const clients = Array.from({ length: 50 }, () =>
      slowClient('GET /healthz HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n'),
    );
    const results = await Promise.all(clients);
    for (const { ms, answer } of results) {
      // The deadline, plus Node's check interval (1 s), plus room for a busy machine.
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(4000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it('closes a connection whose body never ends, once REQUEST_TIMEOUT_MS is past', async () => {
    const { ms } = await slowClient(
      'POST /api/getdepartments HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      ' ',
    );
    expect(ms).toBeLessThan(5000);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { ms, answer } = await slowClient('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', '');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(3000);
  });
});
