#!/usr/bin/env node
/**
 * `npm rebuild` for CI (decision 117): the packages' install scripts, but better-sqlite3's
 * compiled addon is kept in the machine's cache folder and taken from there by later clones.
 * GitHub's prebuilt addons are unreachable here, so each clean clone compiled SQLite again: a
 * minute of one core, the same bytes each time for one package version on one Node. The key
 * names all that the compiler's output depends on; a cached addon that does not load is
 * compiled again, and what is compiled is kept for the next clone. It is compiled at -O1
 * (COMPILE_FLAGS): half the CPU of the package's own -O3 (33 s against 61 s here), for queries
 * as fast within 5 % and inserts within 20 %, which the tests do not notice.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ADDON_PACKAGE = 'better-sqlite3';
const ADDON = join('node_modules', ADDON_PACKAGE, 'build', 'Release', 'better_sqlite3.node');
/**
 * The compiler's optimisation for CI's addon, after the package's own flags (the last -O wins).
 * Production installs (`npm install`) compile as the package says.
 */
export const COMPILE_FLAGS = '-O1';

/**
 * The cache entry's name: the package's version, Node's ABI, the platform, CPU and C library, and
 * the compiler's flags.
 */
export function addonKey(version) {
  const libc = process.report.getReport().header.glibcVersionRuntime ?? 'other';
  const { modules } = process.versions;
  return `${ADDON_PACKAGE}-${version}-abi${modules}-${process.platform}-${process.arch}-glibc${libc}${COMPILE_FLAGS}`;
}

/** The machine's cache folder for compiled addons. */
export const addonCacheDir = () =>
  join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'college-website', 'addons');

/** Copies under a temporary name, then renames: a process that has the old file open keeps it. */
function place(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

/** Whether the addon at `path` opens a database (this project's better-sqlite3 library). */
function loads(path) {
  const library = createRequire(import.meta.url).resolve(ADDON_PACKAGE);
  const check = `new (require(${JSON.stringify(library)}))(':memory:', { nativeBinding: ${JSON.stringify(path)} }).close()`;
  try {
    execFileSync(process.execPath, ['-e', check], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const npm = (root, args, stdio = 'pipe', env = process.env) =>
  execFileSync('npm', args, { cwd: root, encoding: 'utf8', stdio, env });

/** The installed packages that have install scripts. */
function packagesWithScripts(root) {
  const selector = ['preinstall', 'install', 'postinstall']
    .map((script) => `:attr(scripts, [${script}])`)
    .join(', ');
  return [...new Set(JSON.parse(npm(root, ['query', selector])).map((node) => node.name))];
}

/** Where the addon of the project at `root` is kept, and whether a usable one is there. */
function keptAddon(root) {
  const { version } = JSON.parse(
    readFileSync(join(root, 'node_modules', ADDON_PACKAGE, 'package.json'), 'utf8'),
  );
  const path = join(addonCacheDir(), `${addonKey(version)}.node`);
  return { path, usable: existsSync(path) && loads(path) };
}

/** Runs the install scripts of the project at `root`; says whether the addon was cached. */
export function rebuild(root) {
  const { path: cached, usable } = keptAddon(root);
  const addon = join(root, ADDON);
  if (usable) {
    place(cached, addon);
    const others = packagesWithScripts(root).filter((name) => name !== ADDON_PACKAGE);
    if (others.length > 0) npm(root, ['rebuild', ...others], 'inherit');
    return 'cached';
  }
  npm(root, ['rebuild'], 'inherit', {
    ...process.env,
    CFLAGS: `${process.env.CFLAGS ?? ''} ${COMPILE_FLAGS}`.trim(),
    CXXFLAGS: `${process.env.CXXFLAGS ?? ''} ${COMPILE_FLAGS}`.trim(),
  });
  if (loads(addon)) place(addon, cached);
  return 'compiled';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [first, second] = process.argv.slice(2);
  // The project's root; another's only in this script's tests.
  const root = (path) => resolve(path ?? join(import.meta.dirname, '..'));
  // `--kept`: only says, by the exit code, whether a usable addon is kept (CI plans its lanes).
  if (first === '--kept') process.exit(keptAddon(root(second)).usable ? 0 : 1);
  const how = rebuild(root(first));
  console.log(
    how === 'cached'
      ? `${ADDON_PACKAGE}: the compiled addon from ${addonCacheDir()}`
      : `${ADDON_PACKAGE}: compiled, and kept in ${addonCacheDir()}`,
  );
}
