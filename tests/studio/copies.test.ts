import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/test-config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';
import { storeFile } from '../../src/studio/content/files.ts';
import { publishItem } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, eventually, itemOf, pageHtml } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

describe('a publish on a scaled-out site: copies over one database, each with its own disk', () => {
  const t = useStudio();
  const other = {} as { site: FastifyInstance; db: Db; disk: string };

  beforeAll(async () => {
    // Another copy of the site: its own connection, and an uploads folder that has nothing.
    other.disk = await mkdtemp(join(tmpdir(), 'college-copy-'));
    const config = testConfig({
      DATABASE_PATH: t.config.databasePath,
      DATABASE_URL: t.config.databaseUrl ?? '',
      UPLOADS_DIR: other.disk,
      TODAY: TEST_TODAY,
      LOG_LEVEL: 'silent',
      CONTENT_VERSION_POLL_MS: '100',
    });
    other.db = await openDatabase(config);
    other.site = await buildServer({ config, db: other.db, buildDir: join(ROOT, 'build') });
    await other.site.ready();
  });
  afterAll(async () => {
    await other.site?.close();
    await other.db?.destroy();
    await rm(other.disk, { recursive: true, force: true });
  });

  it('reaches every copy within 5 s, with its file', async () => {
    const title = 'Studio notice seen by every copy';
    for (const site of [t.site, other.site]) expect(await pageHtml(site, '/')).not.toContain(title);
    const bytes = await readFile(
      join(ROOT, 'content/demo/files/notices/academic-calendar-of-the-session-2026-27.pdf'),
    );
    const stored = await storeFile(t.db, { bytes, originalName: 'notice.pdf', actor: OFFICE });
    if (!stored.ok) return expect.fail(stored.message);
    const item = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: 'copies-1',
        values: {
          type: 'COLLEGE_ACADEMIC_NOTICE',
          title,
          date: TEST_TODAY,
          attachments: [stored.file.spec],
        },
        actor: OFFICE,
      }),
    );
    // Each copy within 5 s of the publish: eventually's deadline.
    await Promise.all(
      [t.site, other.site].map((site) =>
        eventually(async () => {
          expect(await pageHtml(site, '/')).toContain(title);
          expect(await pageHtml(site, item.publicUrl!)).toContain(`/uploads/${stored.file.spec}`);
        }),
      ),
    );
    const file = await other.site.inject({ url: `/uploads/${stored.file.spec}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });
});
