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
 * Runs `npm run build` when there is no build, or when a source it is made from is newer, so
 * that the browser tests always exercise what the sources say.
 */
export function ensureBuilt(root: string, log: (message: string) => void): void {
  const entries = [
    'server/index.js',
    'studio/server/index.js',
    'bin/start.js',
    'bin/render-worker.js',
  ].map((p) => join(root, 'build', p));
  const sources = [
    'src',
    'public',
    'studio',
    'vite.config.ts',
    'react-router.config.ts',
    'package.json',
  ].map((p) => join(root, p));
  const newest = newestMtime(sources);
  if (entries.every((entry) => existsSync(entry) && statSync(entry).mtimeMs >= newest)) return;
  log('Building the site (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
