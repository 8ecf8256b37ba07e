#!/usr/bin/env node
/**
 * The checks' caches kept between clean clones (decision 121). `npm run check` keeps what it
 * found in node_modules/.cache/checks: tsc's build info (files named relative to it) and the
 * hashes of the files Prettier and ESLint passed (scripts/style-check.mjs), so that a file
 * unchanged since the last run is not checked again. A clean clone starts without them: CI runs
 * `restore` before the checks and `save` after, through the machine's cache folder, under a key
 * of the lockfile and Node's version (other packages, or another Node, start afresh).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where `npm run check` keeps its caches, in a project. */
export const CHECKS_CACHE = join('node_modules', '.cache', 'checks');

/** The machine's folder for the checks of this lockfile on this Node. */
export function keptChecksDir(root) {
  const key = createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .update(process.version)
    .digest('hex')
    .slice(0, 16);
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'college-website', 'checks', key);
}

const count = (dir) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).length : 0;

/** Puts the kept caches into the project at `root`; says how many files. */
export function restore(root) {
  const kept = keptChecksDir(root);
  if (existsSync(kept)) cpSync(kept, join(root, CHECKS_CACHE), { recursive: true });
  return count(kept);
}

/** Keeps the project's caches for the next clone, in place of any other key's. */
export function save(root) {
  const kept = keptChecksDir(root);
  const keys = dirname(kept);
  for (const other of existsSync(keys) ? readdirSync(keys) : []) {
    if (join(keys, other) !== kept && !other.endsWith('.tmp'))
      rmSync(join(keys, other), { recursive: true, force: true });
  }
  if (!existsSync(join(root, CHECKS_CACHE))) return 0;
  // Copied whole under another name, then put in place: a clone restoring meanwhile reads
  // the old caches or the new, not half of each.
  const temporary = `${kept}.${process.pid}.tmp`;
  cpSync(join(root, CHECKS_CACHE), temporary, { recursive: true });
  rmSync(kept, { recursive: true, force: true });
  renameSync(temporary, kept);
  return count(kept);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, path] = process.argv.slice(2);
  // The project's root; another's only in this script's tests.
  const root = resolve(path ?? join(import.meta.dirname, '..'));
  if (command !== 'restore' && command !== 'save') {
    console.error('usage: checks-kept.mjs restore|save [root]');
    process.exit(2);
  }
  const files = command === 'restore' ? restore(root) : save(root);
  const where = keptChecksDir(root);
  console.log(
    `The checks' caches: ${files} files ${command === 'restore' ? 'from' : 'kept in'} ${where}`,
  );
}
