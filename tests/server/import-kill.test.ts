import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { appendFile, cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/test-config.ts';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import type { Notice } from '../../src/contract/schemas/notices.ts';
import { migrateToLatest, openSqlite, type Db } from '../../src/db/database.ts';
import { readUploadsVersion } from '../../src/db/uploads-version.ts';
import { buildServer } from '../../src/server/app.ts';
import { IMPORT_COMMAND } from '../../harness/server-process.ts';
import { SMALL_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from '../helpers/today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/**
 * Kills spread evenly over the import's writing (files, image sizes, the commit, the switch),
 * with two more right after the commit: some land before it and some after, and the test asserts
 * both. Each kill is one import in a child process (twenty of them took a minute of CI).
 */
const KILLS = 8;
/** A large attachment, so a kill can land while it is copied. */
const BIG = 4 * 1024 * 1024;

type Name = 'old' | 'new';
let dir: string;
let env: Record<string, string>;
let db: Db;
let app: FastifyInstance;
const contents = {} as Record<Name, { dir: string; big: Buffer }>;

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

/**
 * The tests' small content (the demo's college cut to two departments), so that an import is
 * short; with a tender that says which content it is, and a large PDF of its own bytes.
 */
async function makeContent(name: Name) {
  const content = join(dir, name);
  await cp(SMALL_CONTENT_DIR, content, { recursive: true });
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(BIG)]);
  await writeFile(join(content, 'files', 'notices', 'kill-test.pdf'), big);
  await appendFile(
    join(content, 'notices', 'COLLEGE_TENDER.yaml'),
    `\n- title: Kill test, ${name} content\n  date: today\n  attachments:\n    - notices/kill-test.pdf\n`,
  );
  contents[name] = { dir: content, big };
}

/** True once an import has marked its new version folder: it has begun to write. */
const writing = async () =>
  (await readdir(env.UPLOADS_DIR!).catch(() => [])).some((name) => name.endsWith('.writing'));

/** `npm run import` of a content folder in a child process, over the test's database. */
const startImport = (content: string) =>
  spawn(process.execPath, [IMPORT_COMMAND, content], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });

/**
 * `npm run import` in a child process, as staff run it. With `killAfterMs`, it is killed that
 * long after it began to write its version folder; with 'commit', as soon as the database
 * names the new version (while it switches current and removes the old folder). Meanwhile the
 * site is read again and again: every read is of one whole content. Says how long it wrote.
 */
async function runImport(content: string, killAfterMs?: number | 'commit') {
  const child = startImport(content);
  const exited = once(child, 'exit') as Promise<[number | null]>;
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended && !(await writing())) await sleep(5);
  const began = Date.now();
  const reading = (async () => {
    while (!ended) {
      await servedContent();
      await sleep(250);
    }
  })();
  if (killAfterMs === 'commit') {
    const live = await readUploadsVersion(db);
    while (!ended && (await readUploadsVersion(db)) === live) await sleep(2);
    child.kill('SIGKILL');
  } else if (killAfterMs !== undefined && !ended) {
    await Promise.race([sleep(killAfterMs), exited]);
    child.kill('SIGKILL');
  }
  const [code] = await exited;
  const wrote = Date.now() - began;
  await reading;
  return { code, wrote };
}

const post = async <T>(path: string, payload: object): Promise<T> => {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: CONTRACT_HEADERS,
    payload: JSON.stringify(payload),
  });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
};

/**
 * What the site serves is one content or the other, whole: the tender of that content, its
 * large PDF complete and byte for byte, every file its rows name, and the image sizes made
 * with it. Returns which content it is.
 */
async function readServedContent(): Promise<Name> {
  const tenders = await post<Notice[]>('/getnoticesbytypedept', {
    dept_code: 'TNC',
    type: 'COLLEGE_TENDER',
    year: '',
  });
  const marked = tenders.filter((n) => n.title.startsWith('Kill test, '));
  expect(marked).toHaveLength(1);
  const which: Name = marked[0]!.title.includes('old') ? 'old' : 'new';
  const big = await app.inject({ method: 'GET', url: marked[0]!.upload_info[0]!.url! });
  expect(big.statusCode).toBe(200);
  expect(big.rawPayload.length).toBe(contents[which].big.length);
  expect(big.rawPayload.equals(contents[which].big), `the ${which} PDF, whole`).toBe(true);
  for (const file of tenders.flatMap((n) => n.upload_info).filter((f) => f.mime !== 'link')) {
    const served = await app.inject({ method: 'HEAD', url: file.url! });
    expect(served.statusCode, file.url).toBe(200);
  }
  const [logo] = await post<{ variants: { url: string }[] }[]>('/site/images', {
    files: [{ type: 'college', path: 'logo.png' }],
  });
  const variant = await app.inject({ method: 'HEAD', url: logo!.variants[0]!.url });
  expect(variant.statusCode).toBe(200);
  return which;
}

/**
 * readServedContent, but a read that an import's commit cut in two (the list before it, a file
 * after it: two requests, as a visitor's list and later click) is read again; any other failure
 * stands.
 */
async function servedContent(): Promise<Name> {
  for (let attempt = 1; ; attempt++) {
    const live = await readUploadsVersion(db);
    try {
      return await readServedContent();
    } catch (error) {
      if (attempt < 5 && (await readUploadsVersion(db)) !== live) continue;
      throw error;
    }
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-kill-'));
  env = {
    DATABASE_PATH: join(dir, 'college.sqlite'),
    UPLOADS_DIR: join(dir, 'uploads'),
    IMAGE_CACHE_DIR: TEST_IMAGE_CACHE_DIR,
    TODAY: TEST_TODAY,
    LOG_LEVEL: 'silent',
    // The answer cache follows an import within CONTENT_VERSION_POLL_MS (tests/server cover
    // that); here every answer is read afresh, so each read shows what the database names.
    PAGE_CACHE: 'off',
  };
  await makeContent('old');
  await makeContent('new');
  // The site, over the same database and uploads folder, as npm start serves them.
  db = openSqlite(env.DATABASE_PATH!);
  await migrateToLatest(db);
  app = await buildServer({ config: testConfig(env), db });
  await app.ready();
  const first = startImport(contents.old.dir);
  expect((await once(first, 'exit'))[0]).toBe(0);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe('an import killed at any moment', { timeout: 900_000 }, () => {
  it('leaves the old content served with its files intact, or the new with its own', async () => {
    expect(await servedContent()).toBe('old');
    // How long an import writes here, so that the kills can be spread over all of it.
    const whole = await runImport(contents.new.dir);
    expect(whole.code).toBe(0);
    expect(await servedContent()).toBe('new');

    const outcomes = { unchanged: 0, changed: 0 };
    // From the moment it begins to write to the time a whole import wrote for, then twice
    // right after the commit.
    const kills = [
      ...Array.from({ length: KILLS }, (_, i) => (whole.wrote * 1.2 * i) / (KILLS - 1)),
      'commit' as const,
      'commit' as const,
    ];
    for (const kill of kills) {
      const before = await servedContent();
      await runImport(contents[before === 'old' ? 'new' : 'old'].dir, kill);
      outcomes[(await servedContent()) === before ? 'unchanged' : 'changed'] += 1;
    }
    // Some kills came before the commit, and some after it.
    expect(outcomes.unchanged, JSON.stringify(outcomes)).toBeGreaterThan(0);
    expect(outcomes.changed, JSON.stringify(outcomes)).toBeGreaterThan(1);

    const last = (await servedContent()) === 'old' ? 'new' : 'old';
    expect((await runImport(contents[last].dir)).code).toBe(0);
    expect(await servedContent()).toBe(last);
    // The completed import removed what the killed ones left behind.
    const left = (await readdir(env.UPLOADS_DIR!)).filter((name) => name !== 'current');
    expect(left).toHaveLength(1);
  });
});
