import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The studio of the server started by global-setup.ts, and the office account made there. */
export interface StudioFixture {
  url: string;
  username: string;
  password: string;
}

/** Pages open against the server started by global-setup.ts; `studio` is its staff studio. */
export const test = base.extend<{ studio: StudioFixture }>({
  // eslint-disable-next-line no-empty-pattern
  studio: async ({}, use) => {
    const url = process.env.E2E_STUDIO_URL;
    const username = process.env.E2E_STUDIO_OFFICE;
    const password = process.env.E2E_STUDIO_PASSWORD;
    if (!url || !username || !password)
      throw new Error(
        'E2E_STUDIO_URL is not set: run the browser tests through playwright.config.ts',
      );
    await use({ url, username, password });
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL is not set: run the browser tests through playwright.config.ts',
      );
    await use(url);
  },
});

export { expect };

/** Fails with the list of axe-core violations (WCAG 2.2 AA and best practices) on the page. */
export async function expectNoAxeViolations(page: Page) {
  // axe-core takes seconds on a large page (a faculty profile, a research page), many more on a
  // busy machine: each check gives its test the time it needs on top of the usual limit.
  test.info().setTimeout(test.info().timeout + 30_000);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only the violations are read: axe-core then skips detailing every passed check (a third
    // of its time on this machine).
    .options({ resultTypes: ['violations'] })
    // axe.run() in the page itself. The default splits the run into a part per frame and a
    // finish in a second, blank page that gets axe-core injected again: two to three times the
    // time, only to reach frames of other origins, and our pages have none until a visitor asks
    // for the video or the map.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
