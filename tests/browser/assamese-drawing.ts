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

/** A run this long or shorter (a name, a title) is drawn whole; a longer one, by its words. */
const DRAWN_WHOLE = 40;
const SYLLABLES = new Intl.Segmenter('as', { granularity: 'grapheme' });

/**
 * The Assamese text of the content folder's text files, to draw: every distinct run of
 * Bengali-script text up to DRAWN_WHOLE characters, and of the longer runs (the texts in
 * Assamese, decision 060), words enough to hold every syllable they write (conjuncts and vowel
 * signs are shaped within a syllable, and no shaping crosses a space): the first word that
 * brings a syllable not drawn yet. Thousands of words are a few hundred drawings.
 */
export async function assameseStrings(dir = CONTENT_DIR): Promise<string[]> {
  const found = new Set<string>();
  const words = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const [run] of text.matchAll(BENGALI_RUN)) {
      if (run.length <= DRAWN_WHOLE) found.add(run);
      else for (const word of run.split(' ')) if (word) words.add(word);
    }
  }
  const drawn = new Set<string>();
  for (const run of found) for (const { segment } of SYLLABLES.segment(run)) drawn.add(segment);
  for (const word of [...words].sort()) {
    const syllables = Array.from(SYLLABLES.segment(word), ({ segment }) => segment);
    if (syllables.some((syllable) => !drawn.has(syllable))) {
      found.add(word);
      for (const syllable of syllables) drawn.add(syllable);
    }
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
</style>${SIZES.map(
        (size) =>
          `<p style="font-size:${size}px">${strings
            .map((text) => `<span data-label="${size} px: ${escape(text)}">${escape(text)}</span>`)
            .join(' ')}</p>`,
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

/**
 * The drawing of every string at each size: each one's width, and one screenshot of them all,
 * laid out one after another (the same layout for two faces whose every width is the same).
 */
export async function drawings(page: Page) {
  const widths = await page.locator('span').evaluateAll((spans) =>
    spans.map((span) => ({
      label: (span as HTMLElement).dataset.label!,
      width: span.getBoundingClientRect().width,
    })),
  );
  return { widths, png: await page.screenshot({ fullPage: true, animations: 'disabled' }) };
}

/** Each string's own screenshot: to name the strings two faces draw apart, once they do. */
export async function drawingsOneByOne(page: Page) {
  const result: { label: string; png: Buffer }[] = [];
  for (const span of await page.locator('span').all()) {
    const label = await span.evaluate((element) => (element as HTMLElement).dataset.label!);
    result.push({ label, png: await span.screenshot({ animations: 'disabled' }) });
  }
  return result;
}
