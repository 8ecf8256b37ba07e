import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from '../../harness/server-process.ts';
import { importWithCommand, startSiteServer, type SiteData } from '../helpers/site-server.ts';
import { SMALL_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

const PAGE = '/importantfile';
let site: ServerProcess & { data: SiteData };

// A running server over its own copy of the tests' small content. Pages stay fresh for an hour:
// only the content version can make the server drop them. The site alone (STUDIO=off): the
// studio's process is not this test's subject, and its start is a second server's CPU.
beforeAll(async () => {
  site = await startSiteServer({
    contentDir: SMALL_CONTENT_DIR,
    editContent: async () => {},
    env: { PAGE_CACHE_TTL_MS: '3600000', API_CACHE_TTL_MS: '3600000', STUDIO: 'off' },
  });
}, 180_000);
afterAll(async () => site?.stop());

const page = async () => (await fetch(`${site.url}${PAGE}`)).text();

describe('an import while the server runs', () => {
  it('shows the new content within a few seconds, without a restart', async () => {
    expect(await page()).toContain('Mandatory disclosure');
    expect(await page()).not.toContain('Mandatory disclosure (revised)');

    const file = join(site.data.CONTENT_DIR, 'important-files.yaml');
    const yaml = await readFile(file, 'utf8');
    await writeFile(
      file,
      yaml.replace('title: Mandatory disclosure', 'title: Mandatory disclosure (revised)'),
    );
    await importWithCommand(site.data, site.data.CONTENT_DIR, TEST_TODAY);
    const imported = Date.now();

    await vi.waitFor(async () => expect(await page()).toContain('Mandatory disclosure (revised)'), {
      timeout: 5000,
      interval: 100,
    });
    expect(Date.now() - imported).toBeLessThan(5000);
    const version = (await (await fetch(`${site.url}/api/site/version`)).json()) as {
      imported_at: string;
    };
    expect(Date.parse(version.imported_at)).toBeLessThanOrEqual(imported);
  }, 60_000);
});
