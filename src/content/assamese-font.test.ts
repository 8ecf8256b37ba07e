import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssameseFont } from '../contract/schemas/site.ts';
import { INTERFACE_BENGALI } from '../lib/interface-characters.ts';
import {
  bengaliCharacters,
  makeAssameseFont,
  shapingCharacters,
  unicodeRange,
} from './assamese-font.ts';

describe('bengaliCharacters', () => {
  it('finds the Bengali-script characters of every text in the content, once each', () => {
    const content = {
      college: { name: 'Demo College', name_as: 'ডেমো মহাবিদ্যালয়' },
      departments: [{ dept_name_as: 'অসমীয়া বিভাগ' }, { years: [2021], note: null }],
    };
    const chars = bengaliCharacters(content);
    expect(chars.has('অ')).toBe(true);
    expect(chars.has('্')).toBe(true); // the virama that makes conjuncts
    expect([...chars].some((char) => /[A-Za-z ]/.test(char))).toBe(false);
    expect(bengaliCharacters({ name: 'Only English, ₹10' }).size).toBe(0);
  });
});

describe('shapingCharacters', () => {
  it('keeps each character with its canonical decomposition, which shaping draws it from', () => {
    const kept = shapingCharacters(bengaliCharacters('কপৌবাৰী'));
    // ৌ (U+9CC) is drawn as ে (U+9C7) before the letter and ৗ (U+9D7) after it.
    for (const char of ['ক', 'প', '\u09cc', '\u09c7', '\u09d7', 'ৰ'])
      expect(kept.has(char)).toBe(true);
    // য় written as one character (U+9DF) keeps য and the nukta it decomposes into.
    const yya = shapingCharacters(['\u09df']);
    for (const char of ['\u09df', '\u09af', '\u09bc']) expect(yya.has(char)).toBe(true);
  });

  it("keeps the auto-hinter's reference letters and the dotted circle, and nothing else", () => {
    const kept = shapingCharacters(['ক']);
    for (const char of ['০', '৪', 'অ', 'ৗ', 'এ', '\u25cc']) expect(kept.has(char)).toBe(true);
    expect(kept.has('ঊ')).toBe(false);
    expect(kept.size).toBeLessThan(24);
  });
});

describe('unicodeRange', () => {
  it('lists code points in order, runs as ranges', () => {
    expect(unicodeRange(['গ', 'ক', 'খ', 'অ', 'ক'])).toBe('U+985,U+995-997');
  });
});

describe('makeAssameseFont', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'college-font-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the font cut to the content, named by its bytes, and says where and what it covers', async () => {
    const font = await makeAssameseFont({ name_as: 'অসমীয়া বিভাগ' }, dir, '/uploads');
    expect(AssameseFont.parse(font)).toEqual(font);
    expect(font.src).toMatch(/^\/uploads\/_fonts\/noto-sans-bengali-[\w-]{10}\.woff2$/);
    expect(font.unicode_range).toBe(
      unicodeRange(shapingCharacters(bengaliCharacters(['অসমীয়া বিভাগ', INTERFACE_BENGALI]))),
    );
    const [name] = await readdir(join(dir, '_fonts'));
    expect(font.src.endsWith(`/${name}`)).toBe(true);
    const bytes = await readFile(join(dir, '_fonts', name!));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const whole = await stat(
      createRequire(import.meta.url).resolve(
        '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
      ),
    );
    expect(bytes.length).toBeLessThan(whole.size);
  });

  it('covers the interface in Assamese even when the content has no Bengali-script text', async () => {
    const english = await mkdtemp(join(tmpdir(), 'college-font-'));
    try {
      const font = await makeAssameseFont({ name: 'Demo College' }, english, '/uploads');
      expect(font.unicode_range).toBe(
        unicodeRange(shapingCharacters(bengaliCharacters(INTERFACE_BENGALI))),
      );
      expect(await readdir(join(english, '_fonts'))).toHaveLength(1);
    } finally {
      await rm(english, { recursive: true, force: true });
    }
  });
  it('keeps a cut in the cache folder, and a later import of the same characters takes it from there', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'college-font-cache-'));
    const [first, second] = [join(cache, 'first'), join(cache, 'second')];
    try {
      const made = await makeAssameseFont(
        { name_as: 'অসমীয়া' },
        first,
        '/uploads',
        join(cache, 'c'),
      );
      const kept = (await readdir(join(cache, 'c'), { recursive: true })).filter((path) =>
        path.endsWith('.woff2'),
      );
      expect(kept).toHaveLength(1);
      const keptPath = join(cache, 'c', kept[0]!);
      expect(await readFile(keptPath)).toEqual(
        await readFile(join(first, '_fonts', made.src.split('/').at(-1)!)),
      );
      // Marked, so that a font read from the cache is told from one cut afresh.
      await rm(keptPath);
      await writeFile(keptPath, Buffer.from('wOF2 from the cache'));
      const again = await makeAssameseFont(
        { name_as: 'অসমীয়া' },
        second,
        '/uploads',
        join(cache, 'c'),
      );
      const [name] = await readdir(join(second, '_fonts'));
      expect((await readFile(join(second, '_fonts', name!))).toString()).toBe(
        'wOF2 from the cache',
      );
      expect(again.unicode_range).toBe(made.unicode_range);
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });
});
