import { startFailingBackend, type FailingBackend } from '../helpers/failing-backend.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { startSiteServer } from '../helpers/site-server.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const SERVED = '/notifications/academic';

// A site-only copy whose backend stops answering after it served a page.
test.describe('when the backend is down', () => {
  test.describe.configure({ mode: 'serial' });
  let backend: FailingBackend;
  let site: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    backend = await startFailingBackend(`${process.env.E2E_BASE_URL}/api`);
    // The site alone: nothing here reads the studio, whose process costs half a start (decision 099).
    site = await startSiteServer({
      env: {
        API_URL: backend.apiUrl,
        API_CACHE_TTL_MS: '0',
        PAGE_CACHE_TTL_MS: '500',
        API_TIMEOUT_MS: '1500',
        STUDIO: 'off',
      },
    });
    // Served once while the backend answers (its 1.5 s limit can pass on a busy machine: ask again).
    await expect
      .poll(async () => (await fetch(`${site.url}${SERVED}`)).status, { timeout: 15_000 })
      .toBe(200);
    await backend.setMode('refuse');
    // The kept copy is marked once a render has failed after its freshness ran out.
    await expect
      .poll(async () => (await fetch(`${site.url}${SERVED}`)).text(), { timeout: 10_000 })
      .toContain('This page may be out of date');
  });
  test.afterAll(async () => {
    await site?.stop();
    await backend?.stop();
  });

  test('a page served before is still shown, with a notice that it may be out of date', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`${site.url}${SERVED}`);
    expect(response?.status()).toBe(200);
    const notice = page.getByRole('region', { name: 'Possibly out of date' });
    await expect(notice).toContainText(
      "This page may be out of date. The college's information service is not answering; this copy was saved on",
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academic');
    // The enhancements leave the notice where the server put it, and run without an error.
    await page.waitForLoadState('networkidle');
    await expect(notice).toBeVisible();
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a page never served says it is temporarily unavailable, inside the layout', async ({
    page,
  }) => {
    const response = await page.goto(`${site.url}/departments/science`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page).toHaveTitle('Temporarily unavailable | Kopoubari College');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporarily unavailable');
    await expect(page.getByRole('alert')).toContainText('Please try again in a few minutes.');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
