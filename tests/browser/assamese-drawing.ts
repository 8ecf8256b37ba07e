import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** The folder the test server imported (CONTENT_DIR's default). */
const CONTENT_DIR = resolve(import.meta.dirname, '..', '..', 'content', 'demo');
const TEXT_FILE = /\.(ya?ml|md|html?|json|txt)$/;
/** A run of Bengali-script text: letters, marks, joiners and the spaces between them. */
const BENGALI_RUN = new RegExp(
  String.raw`(?:\p{scx=Beng}|\u200c|\u200d)(?:(?:\p{scx=Beng}|\u200c|\u200d| )*(?:\p{scx=Beng}|\u200c|\u200d))?`,
  'gu',
);

/** Every distinct run of Bengali-script text in the content folder's text files. */
export async function assameseStrings(dir = CONTENT_DIR): Promise<string[]> {
  const found = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const [run] of text.matchAll(BENGALI_RUN)) found.add(run);
  }
  return [...found].sort();
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  whole:
    require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'),
  // Latin only: the fallback of both drawings, which has no Bengali glyph to stand in.
  latin:
    require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff2'),
};
/** The whole font's unicode-range as the site declares it (src/web/styles/base.css). */
const WHOLE_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+25CC,U+A8F1';
/** Body text and a large heading: the auto-hinter fits each size to the pixel grid anew. */
const SIZES = [16, 28];
/** An address on the site's origin that the test answers itself (no CSP, same-origin fonts). */
const HARNESS = '/__assamese-drawing';

const escape = (text: string) => text.replace(/[<&>]/g, (char) => `&#${char.charCodeAt(0)};`);

export interface Face {
  src: string;
  unicodeRange: string;
}

/**
 * Opens a page, on the site's origin, that writes each string on a line of its own in one face
 * only: a family name no system font has, and after it a Latin-only face, so nothing but the face
 * can draw a Bengali glyph (and this machine has no Bengali-script font either).
 */
export async function openDrawing(page: Page, face: Face | 'whole', strings: readonly string[]) {
  const { src, unicodeRange } =
    face === 'whole' ? { src: `${HARNESS}/whole.woff2`, unicodeRange: WHOLE_RANGE } : face;
  await page.route(`**${HARNESS}/*.woff2`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(
      HARNESS.length + 1,
      -'.woff2'.length,
    );
    const file = FONT_FILES[name as keyof typeof FONT_FILES];
    await route.fulfill({ contentType: 'font/woff2', body: await readFile(file) });
  });
  await page.unroute(`**${HARNESS}/`);
  await page.route(`**${HARNESS}/`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="as"><meta charset="utf-8"><style>
@font-face{font-family:"Under Test";src:url("${src}") format("woff2");unicode-range:${unicodeRange}}
@font-face{font-family:"Latin Only";src:url("${HARNESS}/latin.woff2") format("woff2")}
body{margin:0;font-family:"Under Test","Latin Only"}p{margin:0;line-height:2}
span{display:inline-block;padding:0 8px}
</style>${SIZES.flatMap((size) =>
        strings.map(
          (text) =>
            `<p style="font-size:${size}px"><span data-label="${size} px: ${escape(text)}">${escape(text)}</span></p>`,
        ),
      ).join('')}</html>`,
    }),
  );
  await page.goto(`${HARNESS}/`);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [...document.fonts]
      .filter((font) => font.family.replace(/"/g, '') === 'Under Test')
      .map((font) => font.status),
  );
}

/** Each string's drawing at each size: its width and a screenshot of its element. */
export async function drawings(page: Page) {
  const result: { label: string; width: number; png: Buffer }[] = [];
  for (const span of await page.locator('span').all()) {
    const { label, width } = await span.evaluate((element) => ({
      label: (element as HTMLElement).dataset.label!,
      width: element.getBoundingClientRect().width,
    }));
    result.push({ label, width, png: await span.screenshot({ animations: 'disabled' }) });
  }
  return result;
}
