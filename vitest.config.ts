import { configDefaults, defineConfig } from 'vitest/config';
import { testDatabases } from './tests/helpers/databases.ts';

const UNIT_TESTS = ['src/**/*.test.ts', 'bench/lib/**/*.test.ts'];
/**
 * The content folder's tests that read a folder and touch no database: run once, not once per
 * database of the API suite (the rest of tests/content imports into one).
 */
const CONTENT_TESTS_WITHOUT_DATABASE = [
  'tests/content/assamese-fields.test.ts',
  'tests/content/academic-calendar.test.ts',
  'tests/content/content-checks.test.ts',
  'tests/content/demo-*.test.ts',
];
/**
 * The API suite's files whose checks read the demo's import but none of its rows (the uploads
 * folder is the same whichever database took the rows): run on the first database of the run
 * only.
 */
const ONCE_PER_RUN_TESTS = ['tests/content/photo-metadata-demo.test.ts'];
/**
 * The studio's files whose subject is the HTTP layer or a screen's HTML, not what a database
 * does: limits on bodies and images, origins, headers, skip links, the public site's routes, a
 * parser of pasted citations. What they read or write of the database (an account, a count
 * that says nothing changed) the other studio files do on every database: run on the first
 * database of the run only.
 */
const STUDIO_TESTS_ON_ONE_DATABASE = [
  'tests/studio/bounded-bodies.test.ts',
  'tests/studio/image-limits.test.ts',
  'tests/studio/origins.test.ts',
  'tests/studio/public-site-untouched.test.ts',
  'tests/studio/shell.test.ts',
  'tests/studio/skip-links.test.ts',
  'tests/studio/teacher-citations.test.ts',
];
/** Unit tests that replace a module or spy on one: each needs a fresh module cache. */
const UNIT_TESTS_THAT_MOCK = [
  'src/server/canonical-address.test.ts',
  'src/server/security/page-inline-hashes.test.ts',
  'src/web/lib/sanitize-once.server.test.ts',
  'src/web/lib/catalogue/search-index.server.test.ts',
];

// Kept free of the React Router Vite plugin on purpose: unit and API tests run plain TS.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The servers the tests start render on their serving thread unless the shell says otherwise
    // (tests/helpers/test-config.ts); the servers they spawn inherit it.
    env: { RENDER_THREADS: process.env.RENDER_THREADS ?? '0' },
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // Each file transformed once for the ten projects, not once per project that imports it
    // (a clean clone's run: transform 25 → 12 s, import 58 → 45 s of CPU; decision 121).
    experimental: { fsModuleCache: true },
    projects: [
      // Unit tests share one module cache per worker (importing the modules again for each file
      // was two thirds of their time); the files that replace modules (vi.mock) or spy on them
      // need their own, and run apart (decision 062).
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...UNIT_TESTS_THAT_MOCK],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit:mocks', include: UNIT_TESTS_THAT_MOCK } },
      // The API and importer suite once per database of TEST_DATABASES: each test's name
      // carries its project, `api:sqlite` or `api:postgres`.
      ...testDatabases().map((database, i) => ({
        extends: true as const,
        test: {
          name: `api:${database}`,
          include: ['tests/api/**/*.test.ts', 'tests/content/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...CONTENT_TESTS_WITHOUT_DATABASE,
            ...(i === 0 ? [] : ONCE_PER_RUN_TESTS),
          ],
          provide: { database },
          // The files mock nothing and change no module's state: one module cache per worker
          // spares each file importing the server again.
          isolate: false,
          // An import of the demo takes seconds, and the databases' runs share the machine.
          testTimeout: 60_000,
          // The demo content is imported once per database, into a fresh one, for the whole run;
          // the commands (npm run import, npm run export) run compiled.
          globalSetup: [
            'tests/helpers/vitest-build-setup.ts',
            'tests/helpers/vitest-global-setup.ts',
          ],
        },
      })),
      {
        extends: true,
        test: {
          name: 'content',
          include: CONTENT_TESTS_WITHOUT_DATABASE,
          isolate: false,
          // Reading the demo folder (14 MB, its PDFs' text among it) takes seconds.
          testTimeout: 60_000,
        },
      },
      // The studio over a copy of the demo database per test file, once per database.
      ...testDatabases().map((database, i) => ({
        extends: true as const,
        test: {
          name: `studio:${database}`,
          include: ['tests/studio/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(i === 0 ? [] : STUDIO_TESTS_ON_ONE_DATABASE)],
          provide: { database },
          isolate: false,
          testTimeout: 60_000,
          globalSetup: [
            'tests/helpers/vitest-build-setup.ts',
            'tests/helpers/vitest-global-setup.ts',
          ],
        },
      })),
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/search/**/*.test.ts'],
          isolate: false,
          // Pages through app.inject() or a real server, over SQLite: the site is built first
          // if needed.
          globalSetup: [
            'tests/helpers/vitest-build-setup.ts',
            'tests/helpers/vitest-global-setup.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'pages',
          // What pages say, read from their HTML through app.inject() (decision 053). The files
          // only read: one module cache per worker spares each file importing the site again.
          include: ['tests/pages/**/*.test.ts'],
          isolate: false,
          globalSetup: [
            'tests/helpers/vitest-build-setup.ts',
            'tests/helpers/vitest-global-setup.ts',
          ],
        },
      },
      // nginx in front of two copies of the compiled server (skipped where nginx is missing).
      {
        extends: true,
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          // The layer rules cruise the whole project: about 10 s of one core, twice that and
          // more on a busy machine (a clean-clone run at load 13 took 21 s).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
