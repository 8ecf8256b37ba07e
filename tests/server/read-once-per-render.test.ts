import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import { watchServiceCalls } from '../helpers/service-calls.ts';

describe("a render's site source", () => {
  let app: FastifyInstance;
  let db: Db;
  const calls: string[] = [];
  let stop = () => undefined as void;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp({
      pages: true,
      env: {
        DATABASE_PATH: inject('fixture').database.databasePath,
        PAGE_CACHE_TTL_MS: '0',
        RATE_LIMIT_PER_MINUTE: '0',
      },
    }));
    await app.ready();
    stop = watchServiceCalls(({ name }) => void calls.push(name));
  });
  afterAll(async () => {
    stop();
    await app?.close();
    await db?.destroy();
  });

  const identityReadsOf = async (url: string) => {
    calls.length = 0;
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('</html>');
    return calls.filter((name) => name === 'getSiteCollege').length;
  };

  it("reads the college's identity once a render, however many loaders ask for it", async () => {
    expect(await identityReadsOf('/')).toBe(1);
    expect(await identityReadsOf('/notifications/academic')).toBe(1);
  });

  it('reads it again for the next render: nothing is kept between renders', async () => {
    await identityReadsOf('/');
    expect(await identityReadsOf('/')).toBe(1);
  });
});
