import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { exists, place, writeComplete } from './cache-files.ts';
import type { AssameseFont } from '../contract/schemas/site.ts';
import { INTERFACE_BENGALI } from '../lib/interface-characters.ts';
import { FONTS_TYPE, syncPath } from '../lib/uploads-folder.ts';

/** The Noto Sans Bengali file the site's own CSS declares (src/web/styles/base.css). */
const FULL_FONT = '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2';
/** Bumped when the way the font is cut changes, so the cache cuts it again. */
const FONT_RECIPE = 'subset-font-woff2-1';

/** The code points of the font's unicode-range in base.css: Bengali script and its marks. */
const BENGALI_SCRIPT: readonly [number, number][] = [
  [0x951, 0x952],
  [0x964, 0x965],
  [0x980, 0x9fe],
  [0x1cd0, 0x1cf7],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa8f1, 0xa8f1],
];
const inBengaliScript = (point: number) =>
  BENGALI_SCRIPT.some(([from, to]) => point >= from && point <= to);

/** Every Bengali-script character in any text of the content (rows of every table). */
export function bengaliCharacters(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const char of value) if (inBengaliScript(char.codePointAt(0)!)) found.add(char);
  } else if (Array.isArray(value)) {
    for (const item of value) bengaliCharacters(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) bengaliCharacters(item, found);
  }
  return found;
}

/**
 * What FreeType's auto-hinter measures in a Bengali face before it fits any glyph of it to the
 * pixel grid (Chromium on Linux and ChromeOS hints this unhinted font with it): the digits ০ ৪
 * for the width of stems and its blue-zone letters for the heights (FreeType's
 * src/autofit/afscript.h and afblue.dat). A face without them draws the same letters a shade
 * differently from the whole font.
 */
const HINTER_REFERENCES = '০৪অডতনবভলকইটঠিীৈৗওএ';
/** The glyph HarfBuzz draws under a sign that has no letter to sit on. */
const DOTTED_CIRCLE = '\u25cc';

/**
 * What the cut must keep to draw the characters as the whole font does: each character and its
 * canonical decomposition (HarfBuzz draws ৌ U+9CC from ে U+9C7 and ৗ U+9D7, so a cut without them
 * shows a dotted circle in কপৌবাৰী), the hinter's reference letters and the dotted circle.
 */
export function shapingCharacters(chars: Iterable<string>): Set<string> {
  const kept = new Set<string>();
  for (const char of chars) for (const part of [char, ...char.normalize('NFD')]) kept.add(part);
  for (const char of HINTER_REFERENCES + DOTTED_CIRCLE) kept.add(char);
  return kept;
}

/** 'U+964,U+985-986' for the characters, as a CSS unicode-range. */
export function unicodeRange(chars: Iterable<string>): string {
  const points = [...new Set([...chars].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
}

/**
 * The Assamese font cut down to the characters the content and the interface use, for devices
 * without a Bengali-script font (decisions 034, 045, 065): the glyphs of those characters, of
 * what shaping and hinting draw them with (`shapingCharacters`), and of the conjuncts, reph and
 * pre-base forms they make (subset-font keeps every layout feature, and HarfBuzz's subsetter
 * every glyph its rules reach from the kept ones). Written into the uploads version folder under
 * a name made from its bytes. Always made: every page has its Assamese twin at /as/. With a
 * cache folder, a cut made once (keyed by the full font and the characters) is reused by later
 * imports: cutting and compressing it is about 1.5 s of CPU, the same for every import of
 * unchanged texts (decision 085).
 */
export async function makeAssameseFont(
  content: unknown,
  versionDir: string,
  uploadsUrl: string,
  cacheDir?: string,
): Promise<AssameseFont> {
  const chars = shapingCharacters(bengaliCharacters([content, INTERFACE_BENGALI]));
  const text = [...chars].sort().join('');
  const full = await readFile(createRequire(import.meta.url).resolve(FULL_FONT));
  const key = createHash('sha256').update(FONT_RECIPE).update(full).update(text).digest('hex');
  const cached = cacheDir ? join(cacheDir, key.slice(0, 2), key, 'assamese.woff2') : undefined;
  let subset: Buffer;
  if (cached && (await exists(cached))) subset = await readFile(cached);
  else {
    subset = Buffer.from(await subsetFont(full, text, { targetFormat: 'woff2' }));
    if (cached) await writeComplete(cached, subset);
  }
  const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 10);
  const name = `noto-sans-bengali-${hash}.woff2`;
  const target = join(versionDir, FONTS_TYPE, name);
  if (cached) await place(cached, target);
  else {
    await mkdir(join(versionDir, FONTS_TYPE), { recursive: true });
    await writeFile(target, subset);
    await syncPath(target);
  }
  return {
    src: `${uploadsUrl.replace(/\/$/, '')}/${FONTS_TYPE}/${name}`,
    unicode_range: unicodeRange(chars),
  };
}
