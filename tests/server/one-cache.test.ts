import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allCalls } from '../../src/contract/calls.ts';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { COLLEGE_DEPT_CODE } from '../../src/contract/codes.ts';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import { useDemoCopy } from '../helpers/demo-copy.ts';
import { publishNotice } from '../helpers/publish-notice.ts';

const LIST = '/notifications/academic';

/**
 * Decision 080: the page cache is the one cache on the page path. With it off, nothing stands
 * between a render and the database, on the serving thread or in a render thread (which reads
 * the database through its own connection), and /api keeps no answers of its own.
 */
describe.each(['0', '1'])(
  'the site over its database, RENDER_THREADS=%s, PAGE_CACHE=off',
  (threads) => {
    const copy = useDemoCopy('one-cache');
    let app: FastifyInstance;
    let db: Db;
    beforeAll(async () => {
      ({ app, db } = await buildTestApp({
        pages: true,
        env: {
          DATABASE_PATH: copy.path,
          RENDER_THREADS: threads,
          PAGE_CACHE: 'off',
          CONTENT_VERSION_POLL_MS: '0',
        },
      }));
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await db?.destroy();
    });
    const page = (url: string) => app.inject({ method: 'GET', url });
    const notices = () =>
      app.inject({
        method: 'POST',
        url: `/api${allCalls.getNoticesByTypeDept.path}`,
        headers: CONTRACT_HEADERS,
        payload: { type: 'COLLEGE_ACADEMIC_NOTICE', dept_code: COLLEGE_DEPT_CODE },
      });

    it('shows a publish on the next render and in the next /api answer: no layer keeps the old', async () => {
      const title = `Revaluation results, published with ${threads} render threads`;
      const before = [await page(LIST), await notices()];
      expect(before.map((answer) => answer.statusCode)).toEqual([200, 200]);
      for (const answer of before) expect(answer.body).not.toContain(title);

      await publishNotice(db, title);
      // No content version poll runs (CONTENT_VERSION_POLL_MS=0): nothing is told of the publish.
      const after = [await page(LIST), await notices()];
      expect(after.map((answer) => answer.statusCode)).toEqual([200, 200]);
      for (const answer of after) expect(answer.body).toContain(title);
    });

    it(
      threads === '0'
        ? "reads the page's data through the serving thread's connection"
        : "reads the page's data through the render thread's own connection, not the serving thread's",
      async () => {
        const queries = vi.spyOn(db, 'selectFrom');
        try {
          const answer = await page('/departments/science');
          expect(answer.statusCode).toBe(200);
          expect(answer.body).toContain('<main');
          if (threads === '0') expect(queries).toHaveBeenCalled();
          else expect(queries).not.toHaveBeenCalled();
        } finally {
          queries.mockRestore();
        }
      },
    );
  },
);
