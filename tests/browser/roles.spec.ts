import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../harness/server-process.ts';
import { copyImported } from '../helpers/site-server.ts';
import { TEST_TODAY } from '../helpers/today.ts';
import { demoCopy, expect, test } from './fixtures.ts';

/**
 * The compiled start command npm start runs, as every server of the browser tests: through tsx,
 * each of the three starts transformed the whole server first (docs/testing.md).
 */
const COMPILED = { compiled: true } as const;

// The two roles of a scaled-out site: an API-only copy over the database, and a site-only copy
// that keeps no database and no content folder, reading everything through API_URL.
test.describe('API-only and site-only copies', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let api: ServerProcess;
  let site: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = await mkdtemp(join(tmpdir(), 'college-roles-'));
    // The demo as the global setup imported it on TEST_TODAY: a copy, not an import of its own.
    const data = { DATABASE_PATH: join(dir, 'college.sqlite'), UPLOADS_DIR: join(dir, 'uploads') };
    await copyImported(demoCopy(), data);
    api = await startServerProcess(
      {
        SERVE: 'api',
        ...data,
        TODAY: TEST_TODAY,
      },
      COMPILED,
    );
    site = await startServerProcess(
      {
        SERVE: 'site',
        API_URL: `${api.url}/api`,
        UPLOADS_URL: `${api.url}/uploads`,
        // Nothing local to fall back on: every text and the identity must come through the API.
        CONTENT_DIR: join(dir, 'no-content-here'),
        DATABASE_PATH: join(dir, 'must-not-be-created.sqlite'),
        TODAY: TEST_TODAY,
        // The test machine is shared by the workers and their browsers: a call may stall for
        // seconds, and this test is about the roles, not the backend's time limit (3 s).
        API_TIMEOUT_MS: '20000',
        // One visitor reading ten pages nobody read before in a few seconds: a robot's pace, which
        // the budget of renders refuses; it has tests of its own.
        RATE_LIMIT_RENDERS_PER_MINUTE: '0',
      },
      COMPILED,
    );
  });
  test.afterAll(async () => {
    await site?.stop();
    await api?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  test('the site-only copy serves the main pages from the API-only copy', async ({ page }) => {
    const walk: [string, RegExp | string][] = [
      ['/', 'Kopoubari College'],
      ['/aboutus/history', /History/],
      ['/notifications/academic', /Academic/],
      ['/departments', /Departments/],
      ['/committees', /Committees/],
      ['/administrations/principal', /Principal/],
      ['/rti/home', /Right to Information|RTI/],
      ['/contactus', /Contact/],
    ];
    for (const [path, heading] of walk) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('contentinfo'), path).toContainText('Kopoubari');
    }
    await page.goto(`${site.url}/departments?stream=SCIENCE`);
    await page
      .getByRole('link', { name: /Physics/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/department\/[A-Z]+$/);
    await expect(page).toHaveTitle(/Physics/);
    expect(existsSync(join(dir, 'must-not-be-created.sqlite'))).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Department at a glance');
  });

  test('each copy answers 404 for the other role’s addresses', async ({ request }) => {
    expect((await request.get(`${api.url}/`)).status()).toBe(404);
    expect((await request.get(`${api.url}/aboutus/about`)).status()).toBe(404);
    expect((await request.get(`${api.url}/api/getdepartments`)).status()).toBe(200);
    expect((await request.get(`${site.url}/api/getdepartments`)).status()).toBe(404);
    expect((await request.get(`${site.url}/uploads/college/logo.png`)).status()).toBe(404);
    expect((await request.get(`${api.url}/uploads/college/logo.png`)).status()).toBe(200);
  });

  test('a site-only copy whose API does not answer refuses to start, naming API_URL', async () => {
    await expect(
      startServerProcess(
        { SERVE: 'site', API_URL: 'http://127.0.0.1:9/api', TODAY: TEST_TODAY },
        COMPILED,
      ),
    ).rejects.toThrow(/API_URL http:\/\/127\.0\.0\.1:9\/api does not answer/);
  });
});
