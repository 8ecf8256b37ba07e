import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStyles, loadBuiltStyles, type BuiltStyles } from './inline-styles.ts';

/**
 * A stylesheet link as React writes it for React Router's <Links>, not a hand-written copy of the
 * pattern: a change in React's output fails here (pages: tests/server/page-code.test.ts).
 */
const link = (href: string) =>
  renderToStaticMarkup(createElement('link', { rel: 'stylesheet', href }));

describe('stylesheets written into a page (decision 031)', () => {
  let dir: string;
  let styles: BuiltStyles;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'inline-styles-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'root-A1.css'), 'body{margin:0}');
    await writeFile(join(dir, 'assets', 'odd-B2.css'), 'a::after{content:"</style>"}');
    await writeFile(join(dir, 'assets', 'enhance-C3.js'), 'export {}');
    styles = await loadBuiltStyles(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a built stylesheet in place of its link', () => {
    const html = `<head>${link('/assets/root-A1.css')}${link('/preferences.css')}</head>`;
    expect(inlineStyles(html, styles)).toBe(
      `<head><style>body{margin:0}</style>${link('/preferences.css')}</head>`,
    );
  });

  it('keeps the link of a stylesheet that could end the <style> element, or of an unknown one', () => {
    const html = `${link('/assets/odd-B2.css')}${link('/assets/gone-D4.css')}`;
    expect(inlineStyles(html, styles)).toBe(html);
    expect([...styles.keys()]).toEqual(['/assets/root-A1.css']);
  });
});
