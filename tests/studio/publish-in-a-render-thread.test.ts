import { describe, expect, it, vi } from 'vitest';
import { publishNotice } from '../helpers/publish-notice.ts';
import { useStudio } from '../helpers/studio.ts';

const LIST = '/notifications/academic';

/**
 * Decision 080 on each database of the run (SQLite, and PostgreSQL where TEST_DATABASES says):
 * a render thread reads through a connection of its own (a pool, for PostgreSQL), so a publish
 * is on its next render with no content version told and no answer kept anywhere between.
 */
describe('a publish rendered by a render thread over its own connection', () => {
  const t = useStudio({
    env: { RENDER_THREADS: '1', PAGE_CACHE: 'off', CONTENT_VERSION_POLL_MS: '0' },
  });
  const page = () => t.site.inject({ method: 'GET', url: LIST });

  it("is on the next render, and the serving thread's connection is not asked", async () => {
    const title = 'Supplementary examinations: the routine (published for a render thread)';
    expect((await page()).body).not.toContain(title);
    await publishNotice(t.db, title);
    const queries = vi.spyOn(t.db, 'selectFrom');
    try {
      const answer = await page();
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(title);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});
