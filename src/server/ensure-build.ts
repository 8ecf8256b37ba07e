import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of the files under the given folders. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const info = statSync(path);
    if (info.isFile()) newest = Math.max(newest, info.mtimeMs);
    else {
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
        if (entry.isFile())
          newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
  }
  return newest;
}

/**
 * Builds the site when there is no build, or when a source it is made from is newer, so that
 * `npm start` on a fresh clone (or after a pull) serves what the sources say.
 */
export function ensureBuilt(root: string, buildDir: string, log: (message: string) => void): void {
  const entry = join(buildDir, 'server', 'index.js');
  const sources = ['src', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'].map(
    (p) => join(root, p),
  );
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestMtime(sources)) return;
  log('Building the site (react-router build)…');
  execFileSync(join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
