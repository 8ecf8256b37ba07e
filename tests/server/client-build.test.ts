import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const build = resolve(import.meta.dirname, '..', '..', 'build');
const assets = join(build, 'client', 'assets');
/** The built files themselves, without the .br and .gz forms made beside them. */
const files = readdirSync(assets).filter((name) => !/\.(br|gz)$/.test(name));

describe('the built client files', () => {
  it('hold the enhancements every page links and the follow module they import, and none of React Router’s', () => {
    const { script, modules } = JSON.parse(readFileSync(join(build, 'enhance.json'), 'utf8')) as {
      script: string;
      modules: string[];
    };
    expect(modules).toEqual([expect.stringMatching(/^\/assets\/follow-[A-Z0-9]{8}\.js$/)]);
    const names = [script, ...modules].map((file) => basename(file)).sort();
    expect(files.filter((name) => /\.js$/.test(name)).sort()).toEqual(names);
    expect(files.filter((name) => /\.map$/.test(name)).sort()).toEqual(
      names.map((name) => `${name}.map`),
    );
  });

  it('are each named by the server build or a stylesheet, so a page can reach it', () => {
    const server = readFileSync(join(build, 'server', 'index.js'), 'utf8');
    const styles = files
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    const others = files.filter((name) => !/\.(js|map)$/.test(name));
    expect(others.length).toBeGreaterThan(3);
    for (const name of others) expect(server + styles, name).toContain(name);
  });
});
