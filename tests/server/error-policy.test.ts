import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import {
  startFailingBackend,
  type FailingBackend,
  type FailingBackendOptions,
} from '../helpers/failing-backend.ts';

/** One line of the server's log (pino's JSON). */
interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}
const WARN = 40;
const ERROR = 50;
const TTL_MS = 300;
const NOTICE = '<section class="stale-notice"';
const NOTICES_CALL = '/getnoticesbytypedept';
const ADMISSION_CALL = '/settings/admissionSettings.json';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let backendApp: FastifyInstance;
let backendDb: Db;
let copy: { app: FastifyInstance; db: Db };
let backend: FailingBackend;
/** Read by the backend on every call: a test breaks a call by listing its path. */
const fails: Required<Pick<FailingBackendOptions, 'broken' | 'missing' | 'paths'>> = {
  broken: [],
  missing: ['/site/version'],
  paths: [],
};
const log: LogLine[] = [];

// The college's backend (the API alone over the demo database), and a site-only copy reading it
// through a backend the test can break, call by call. The copy's log is read as it is written.
beforeAll(async () => {
  ({ app: backendApp, db: backendDb } = await buildTestApp());
  await backendApp.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(backendApp.server.address() as AddressInfo).port}/api`;
  backend = await startFailingBackend(apiUrl, fails);
  copy = await buildTestApp({
    pages: true,
    env: {
      API_URL: backend.apiUrl,
      LOG_LEVEL: 'warn',
      PAGE_CACHE_TTL_MS: String(TTL_MS),
      API_CACHE_TTL_MS: '0',
      CONTENT_VERSION_POLL_MS: '0',
    },
    logStream: { write: (line: string) => void log.push(JSON.parse(line) as LogLine) },
  });
  await copy.app.ready();
});
afterAll(async () => {
  await copy?.app.close();
  await copy?.db.destroy();
  await backend?.stop();
  await backendApp?.close();
  await backendDb?.destroy();
});

const get = (url: string) => copy.app.inject({ method: 'GET', url });
const linesAbout = (call: string, page: string) =>
  log.filter((line) => line.call === call && line.page === page);

describe('an answer that breaks the contract', () => {
  it('is logged as an error with the call, the page and what is wrong; the last good page serves', async () => {
    const page = '/notifications/academic';
    expect((await get(page)).statusCode).toBe(200);
    fails.broken.push(NOTICES_CALL);
    await sleep(TTL_MS + 50);
    await get(page); // the kept page at once, while one render meets the broken answer
    // Visitors still get the last good copy, marked as possibly out of date.
    await vi.waitFor(async () => {
      const kept = await get(page);
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toContain(NOTICE);
    });
    const [line] = linesAbout(NOTICES_CALL, page);
    expect(line).toMatchObject({
      level: ERROR,
      msg: 'A call failed',
      contractViolation: true,
      issues: ['(answer): Invalid input: expected array, received string'],
    });
    fails.broken.length = 0;
  });

  it('without a last good copy is a 503 page, logged the same way', async () => {
    fails.broken.push(NOTICES_CALL);
    const page = '/notifications/administrative';
    expect((await get(page)).statusCode).toBe(503);
    expect(linesAbout(NOTICES_CALL, page)).toEqual([
      expect.objectContaining({ level: ERROR, contractViolation: true }),
    ]);
    fails.broken.length = 0;
  });

  it('is not an outage: however many there are, the backend is not reported down', async () => {
    fails.broken.push(NOTICES_CALL);
    for (const link of ['achievements', 'sachievements', 'eachievements', 'downloads']) {
      for (const year of ['', '/2025']) await get(`/notifications/${link}${year}`);
    }
    expect(log.filter((line) => /not answering/.test(line.msg))).toEqual([]);
    fails.broken.length = 0;
  });
});

describe('a failure a page tolerates (it shows less)', () => {
  it('is logged with what the page went without, the call, the page and the reason', async () => {
    fails.missing.push(ADMISSION_CALL); // a refusal: 404
    const page = '/notifications/academic/2025';
    const answer = await get(page);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('aria-label="Online admission"');

    expect(linesAbout(ADMISSION_CALL, page)).toEqual([
      expect.objectContaining({
        level: WARN,
        msg: 'Went without the admission settings',
        without: 'the admission settings',
        status: 404,
      }),
    ]);
    fails.missing.pop();
  });

  it('when it is an outage, is logged once, by the render, with its call and reason', async () => {
    fails.paths.push(ADMISSION_CALL); // 503
    const page = '/notifications/achievements/2024';
    expect((await get(page)).statusCode).toBe(200);
    expect(linesAbout(ADMISSION_CALL, page)).toEqual([
      expect.objectContaining({
        level: WARN,
        msg: 'A call failed',
        status: 503,
        reason: expect.stringContaining('down'),
      }),
    ]);
    fails.paths.pop();
  });
});
