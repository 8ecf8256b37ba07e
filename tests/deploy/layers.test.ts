import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const rules = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: unknown[];
};

/** The rules broken by the imports of a folder laid out like the project (name → its text). */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'layers-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(join(dir, dirname(name)), { recursive: true });
      await writeFile(join(dir, name), text);
    }
    const roots = [...new Set(Object.keys(files).map((name) => name.split('/')[0]!))];
    const { output } = (await cruise(roots, {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: rules.forbidden },
      tsPreCompilationDeps: true,
    } as never)) as { output: { summary: { violations: { rule: { name: string } }[] } } };
    return output.summary.violations.map((violation) => violation.rule.name).sort();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the layers (npm run lint:layers, part of npm run check)', () => {
  it.each([
    ['a page reading the database', 'src/web/page.ts', 'src/db/query.ts', 'web-reads-the-contract'],
    [
      'the contract importing a helper',
      'src/contract/codes.ts',
      'src/lib/dates.ts',
      'layer-contract',
    ],
    [
      "an entity's description importing the contract",
      'src/entities/notices.ts',
      'src/contract/codes.ts',
      'layer-entities',
    ],
    [
      'the API importing the importer',
      'src/api/notices.ts',
      'src/content/import.ts',
      'api-content-siblings',
    ],
    ['the site importing the studio', 'src/server/app.ts', 'src/studio/app.ts', 'site-not-studio'],
    [
      "the studio importing a page's module",
      'src/studio/content/entities/group.ts',
      'src/web/routes/iqac/matrix/matrix.server.ts',
      'studio-over-the-core',
    ],
    [
      "the studio importing the site's server",
      'src/studio/server/preview-queue.ts',
      'src/server/render-gate.ts',
      'studio-over-the-core',
    ],
    [
      "the preview importing the site's renderer, not getting it from the root (110)",
      'src/studio/server/public-preview.ts',
      'src/server/page-render.ts',
      'studio-over-the-core',
    ],
    [
      "the preview reading the site's page sources (081)",
      'src/studio/server/public-preview.ts',
      'src/server/page-sources.ts',
      'studio-over-the-core',
    ],
    [
      'the services importing the API that sends them',
      'src/services/notices.ts',
      'src/api/contract-route.ts',
      'layer-services',
    ],
    [
      'the core importing the studio',
      'src/site-map/notice-items.ts',
      'src/studio/content/entity.ts',
      'layer-site-map',
    ],
    [
      'the server importing the composition root',
      'src/server/app.ts',
      'src/main/start.ts',
      'layer-server',
    ],
    [
      'the browser module using the server',
      'src/web/enhance/menu.ts',
      'src/server/app.ts',
      'browser-module-alone',
    ],
    [
      'the bench borrowing a test helper',
      'bench/run.ts',
      'tests/helpers/today.ts',
      'bench-not-tests',
    ],
    [
      'a test loading a configuration without its helper',
      'tests/server/site.test.ts',
      'src/config/config.ts',
      'tests-config-through-helper',
    ],
    [
      'the application importing the harness',
      'src/main/start.ts',
      'harness/nginx.ts',
      'src-not-tools',
    ],
  ])('refuses %s', async (_what, from, to, rule) => {
    const broken = await brokenRules({
      [from]: `import { x } from '${relative(dirname(from), to)}';\nexport const y = x;\n`,
      [to]: 'export const x = 1;\n',
    });
    expect(broken).toContain(rule);
  });

  it('finds nothing to refuse in the project itself', async () => {
    const { output } = (await cruise(['src', 'tests', 'bench', 'harness', 'scripts'], {
      baseDir: ROOT,
      validate: true,
      ruleSet: { forbidden: rules.forbidden },
      tsPreCompilationDeps: true,
      exclude: { path: '(^|/)(node_modules|build|\\.react-router|results)/' },
    } as never)) as { output: { summary: { violations: unknown[]; totalCruised: number } } };
    expect(output.summary.totalCruised).toBeGreaterThan(500);
    expect(output.summary.violations).toEqual([]);
  });
});
