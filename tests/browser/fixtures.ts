import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

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

/**
 * The folder holding the demo's database and uploads as the global setup imported them, before
 * any test wrote to them: what a second site over the same content starts from (a copy of it).
 */
export function demoCopy(): string {
  const value = process.env.E2E_DEMO_COPY;
  if (!value)
    throw new Error('E2E_DEMO_COPY is not set: run the browser tests through playwright.config.ts');
  return value;
}

/**
 * axe-core as @axe-core/playwright ships it, in its minified build: read once per worker, sent to
 * a page once per document.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * What every check asks of axe-core: WCAG 2.2 AA and best practices, and only the violations
 * (axe-core then skips detailing every passed check: a third of its time on this machine).
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  resultTypes: ['violations'],
};

/**
 * axe-core in a frame, unless its document has it already (a screen checked at a second width):
 * configured as @axe-core/playwright's legacy mode does.
 */
async function injectAxe(frame: Frame) {
  await frame.evaluate((source) => {
    const scope = window as unknown as { axe?: { configure(spec: object): void } };
    if (scope.axe) return;
    // Indirect eval: the source declares window.axe from the global scope, as a script does.
    (0, eval)(source);
    scope.axe!.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    });
  }, AXE_SOURCE);
}

/**
 * Fails with the list of axe-core violations (WCAG 2.2 AA and best practices) on the page.
 *
 * axe.run() in the page itself, as @axe-core/playwright's legacy mode runs it. Its default splits
 * the run into a part per frame and a finish in a second, blank page that gets axe-core injected
 * again: two to three times the time, only to reach frames of other origins, and our pages have
 * none until a visitor asks for the video or the map (decision 035). The legacy mode itself sent
 * the 1.3 MB unminified source twice per check, through the runner, the browser and the page:
 * here it goes minified, once per document (issue 35).
 */
export async function expectNoAxeViolations(page: Page) {
  // axe-core takes seconds on a large page (a faculty profile, a research page), many more on a
  // busy machine: each check gives its test the time it needs on top of the usual limit.
  test.info().setTimeout(test.info().timeout + 30_000);
  // Frames of the page's own origin are checked too, each with axe-core of its own (what the
  // legacy mode injected in every frame, a failure in one left to axe.run's report).
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) await injectAxe(frame);
    else await injectAxe(frame).catch(() => undefined);
  }
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(context: Document, o: object): Promise<AxeResults> } }
      ).axe.run(document, options),
    AXE_OPTIONS,
  );
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
