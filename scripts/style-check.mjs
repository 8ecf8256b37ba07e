#!/usr/bin/env node
/**
 * `prettier --check .` and `eslint .`, each over only the files it has not passed before
 * (decision 121). A file that passed is remembered by a hash of its path, its contents and the
 * tools' own key (their versions, the lockfile, their configuration): the same file, as long as
 * nothing of that changes, passes again without being read by the tool. The hashes are kept in
 * node_modules/.cache/checks/, which CI carries between clean clones (scripts/checks-kept.mjs);
 * the tools' own caches cannot be carried, as they name files by absolute path.
 *
 * What each tool checks is what it would check of `.`: Prettier the files it has a parser for
 * and does not ignore (.gitignore, .prettierignore), ESLint those its configuration lints.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { CHECKS_CACHE } from './checks-kept.mjs';

// The project's root; another's only in this script's tests.
const ROOT = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const CACHE = join(ROOT, CHECKS_CACHE);
/** Folders neither tool reads, not walked at all. */
const NEVER = new Set(['.git', 'node_modules']);
const require = createRequire(import.meta.url);

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * Every file under the root but in NEVER's folders, relative to the root. A folder that is gone
 * by the time it is read has none: CI builds beside the checks, and the build empties its own
 * folders (which both tools ignore).
 */
function walk(dir = ROOT) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NEVER.has(entry.name) ? [] : walk(path);
    return entry.isFile() ? [relative(ROOT, path)] : [];
  });
}

/** What a tool's verdicts depend on besides the file: versions, lockfile, configuration. */
const toolKey = (name, configFiles) =>
  sha256(
    require(`${name}/package.json`).version,
    process.version,
    ...['package-lock.json', ...configFiles].map((file) =>
      existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file)) : '',
    ),
  );

/**
 * Runs `check` over the files the kept list lacks: it prints what is wrong and answers the
 * files it has something to say of (`unsettled`: not kept, so checked again next time) and
 * whether any of them fails. Keeps the hashes of the other files. Says whether all passed.
 */
async function checkNew(name, key, files, check) {
  const keptFile = join(CACHE, `${name}-passed.json`);
  const kept = new Set(existsSync(keptFile) ? JSON.parse(readFileSync(keptFile, 'utf8')) : []);
  const hashes = new Map(
    files.map((file) => [file, sha256(key, file, readFileSync(join(ROOT, file)))]),
  );
  const pending = files.filter((file) => !kept.has(hashes.get(file)));
  const { unsettled, ok } = pending.length > 0 ? await check(pending) : { unsettled: [], ok: true };
  const passed = files.filter((file) => !unsettled.includes(file)).map((file) => hashes.get(file));
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(keptFile, JSON.stringify(passed));
  console.log(`${name}: ${files.length} files, ${pending.length} checked (the rest passed before)`);
  return ok;
}

/** Prettier's check of the files, reported as `prettier --check` reports it. */
async function prettierCheck(files) {
  const unsettled = [];
  for (const file of files) {
    const path = join(ROOT, file);
    try {
      const options = await prettier.resolveConfig(path, { editorconfig: true });
      if (await prettier.check(readFileSync(path, 'utf8'), { ...options, filepath: path }))
        continue;
      console.log(`[warn] ${file}`);
    } catch (error) {
      console.log(`[error] ${file}: ${error.message}`);
    }
    unsettled.push(file);
  }
  if (unsettled.length > 0) {
    console.log('[warn] Code style issues found. Run Prettier with --write to fix.');
  }
  return { unsettled, ok: unsettled.length === 0 };
}

/** ESLint's check of the files, reported by its own formatter; only an error fails. */
async function eslintCheck(eslint, files) {
  const results = await eslint.lintFiles(files);
  const report = await (await eslint.loadFormatter('stylish')).format(results);
  if (report) console.log(report);
  return {
    unsettled: results
      .filter((result) => result.messages.length > 0)
      .map((result) => relative(ROOT, result.filePath)),
    ok: results.every((result) => result.errorCount === 0),
  };
}

const files = walk();
const ignorePath = ['.gitignore', '.prettierignore'].map((file) => join(ROOT, file));
const forPrettier = [];
for (const file of files) {
  const info = await prettier.getFileInfo(join(ROOT, file), { ignorePath });
  if (!info.ignored && info.inferredParser) forPrettier.push(file);
}
const eslint = new ESLint({ cwd: ROOT });
const forEslint = [];
for (const file of files) if (!(await eslint.isPathIgnored(join(ROOT, file)))) forEslint.push(file);

const formatted = await checkNew(
  'prettier',
  toolKey('prettier', ['.prettierrc.json', '.prettierignore', '.gitignore', '.editorconfig']),
  forPrettier,
  prettierCheck,
);
const linted = await checkNew(
  'eslint',
  toolKey('eslint', ['eslint.config.js']),
  forEslint,
  (pending) => eslintCheck(eslint, pending),
);
process.exit(formatted && linted ? 0 : 1);
