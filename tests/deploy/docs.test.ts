import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** The relative link targets of a Markdown file, without their #fragment. */
const links = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target));

describe('the documentation', () => {
  it('keeps the README short enough to read in five minutes, its links pointing at files', () => {
    const readme = read('README.md');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
    for (const target of links(readme)) expect(existsSync(join(root, target)), target).toBe(true);
  });

  it('links every document of docs/ to files that exist', () => {
    for (const file of readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'))) {
      for (const target of links(read(`docs/${file}`))) {
        expect(existsSync(resolve(root, 'docs', dirname(file), target)), `${file}: ${target}`).toBe(
          true,
        );
      }
    }
  });

  it('lists every decision record in the index', () => {
    const index = read('docs/decisions/README.md');
    const records = readdirSync(join(root, 'docs', 'decisions')).filter((name) =>
      /^\d{3}-.*\.md$/.test(name),
    );
    expect(records.length).toBeGreaterThan(40);
    for (const record of records) expect(index, record).toContain(`](${record})`);
  });

  it('describes every setting of .env.example in docs/settings.md', () => {
    const settings = read('docs/settings.md');
    const names = Object.keys(parseEnv(read('.env.example')));
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(settings, name).toContain(`\`${name}\``);
  });
});
