import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the server's compiled command loads before it runs a line (decision 118): the packages
 * its module and the chunks it imports statically import, read from the build the tests use.
 * What only the studio or an import needs is loaded by import() where it runs, so none of it
 * is among them; a static import of it anywhere on the site's path would put it back.
 */
const BIN = resolve(import.meta.dirname, '..', '..', 'build', 'bin');

/** The packages (bare names) imported statically by `file` and the local modules it imports. */
async function packagesLoadedBy(file: string, seen = new Set<string>()): Promise<Set<string>> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = await readFile(file, 'utf8');
  for (const [, specifier] of code.matchAll(/^import\s(?:[^;"]*?\sfrom\s)?"([^"]+)"/gm)) {
    if (specifier!.startsWith('.')) {
      for (const name of await packagesLoadedBy(join(dirname(file), specifier!), seen))
        packages.add(name);
    } else if (!specifier!.startsWith('node:')) {
      packages.add(
        specifier!
          .split('/')
          .slice(0, specifier!.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    }
  }
  return packages;
}

describe('what the server loads at start', () => {
  it('loads neither the studio’s packages nor the importer’s, and the site’s own', async () => {
    // start.js sets NODE_ENV, then imports serve.js by a name in a variable, which is the server.
    const loaded = await packagesLoadedBy(join(BIN, 'serve.js'));
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('react-router');
    expect(loaded).toContain('better-sqlite3');
    for (const studioOrImporter of ['@node-rs/argon2', 'otpauth', 'subset-font', 'sharp'])
      expect(loaded, studioOrImporter).not.toContain(studioOrImporter);
  });

  it('still reaches them by import(), in chunks of their own', async () => {
    const serve = await readFile(join(BIN, 'serve.js'), 'utf8');
    const chunks = [...serve.matchAll(/import\("(\.\/chunks\/[^"]+)"\)/g)].map(([, path]) => path!);
    const reached = new Set<string>();
    for (const chunk of chunks)
      for (const name of await packagesLoadedBy(join(BIN, chunk))) reached.add(name);
    expect([...reached]).toEqual(expect.arrayContaining(['@node-rs/argon2', 'subset-font']));
  });
});
