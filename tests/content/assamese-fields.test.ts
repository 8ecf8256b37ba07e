import { appendFile, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bengaliCharacters, makeAssameseFont } from '../../src/content/assamese-font.ts';
import { readContentFolder, type ReadResult } from '../../src/content/read-folder.ts';
import { SMALL_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

/**
 * The content folder's Assamese fields (decision 060): an Assamese field stands beside its
 * English one, is written in the Bengali script, and its HTML is cleaned like the English.
 */

let dir: string;
let good: ReadResult;
let bad: ReadResult;

/**
 * A copy of the small content (the demo's college cut down) with these lines added to the
 * ends of these files, and these files.
 */
async function contentWith(name: string, additions: Record<string, string>, written = {}) {
  const content = join(dir, name);
  await cp(SMALL_CONTENT_DIR, content, { recursive: true });
  for (const [file, lines] of Object.entries(additions))
    await appendFile(join(content, file), `\n${lines}\n`);
  for (const [file, text] of Object.entries(written as Record<string, string | null>))
    await (text === null ? rm(join(content, file)) : writeFile(join(content, file), text));
  return readContentFolder(content, TEST_TODAY, { uploadsUrl: '/uploads' });
}

const TENDER = (fields: string) =>
  ['- id: 990001', '  title: Tender for desks', '  date: today', fields].join('\n');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-assamese-'));
  good = await contentWith(
    'good',
    {
      'notices/COLLEGE_TENDER.yaml': TENDER(
        [
          '  description: Desks for the library.',
          '  title_as: পুথিভঁৰালৰ ডেস্কৰ নিবিদা',
          '  description_as: "**পুথিভঁৰালৰ** ডেস্ক, ঋণ নোলোৱাকৈ <script>alert(1)</script><img src=x onerror=alert(1)>"',
        ].join('\n'),
      ),
      'departments/PHY/department.yaml': 'about_as: পদাৰ্থ বিজ্ঞান বিভাগৰ বিষয়ে।',
      'departments/CHE/notices.yaml': [
        '- title: Seminar',
        '  date: today',
        '  title_as: আলোচনা-চক্ৰ আৰু কর্মশালা',
      ].join('\n'),
    },
    {
      'texts/history.as.md':
        '---\ntitle: মহাবিদ্যালয়ৰ ইতিহাস\n---\nমহাবিদ্যালয় **১৯৬৭** চনত স্থাপিত।\n',
    },
  );
  bad = await contentWith(
    'bad',
    {
      'notices/COLLEGE_TENDER.yaml': [
        TENDER('  title_as: Tender for desks'),
        '- title: Tender without a description',
        '  date: today',
        '  description_as: ডেস্কৰ বাবে',
      ].join('\n'),
      'departments/PHY/department.yaml': 'about_as: About the department of Physics.',
    },
    {
      'texts/rti/code.md': null,
      'texts/rti/code.as.md': 'আচৰণ বিধি',
      'texts/history.as.md': '---\nupdated: today\n---\nইতিহাস\n',
      'texts/nothing.as.md': 'একো নাই',
    },
  );
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('Assamese fields of the content folder', () => {
  it('are read beside the English, their HTML cleaned by the same allow-list', () => {
    if (!good.ok) throw new Error(JSON.stringify(good.problems));
    const tender = good.bundle.notices
      .find((list) => list.type === 'COLLEGE_TENDER')
      ?.entries.find((entry) => entry.id === 990001);
    expect(tender?.title_as).toBe('পুথিভঁৰালৰ ডেস্কৰ নিবিদা');
    expect(tender?.description_as).toContain('<strong><span lang="as">পুথিভঁৰালৰ</span></strong>');
    expect(tender?.description_as).not.toMatch(/script|onerror/);
    const physics = good.bundle.departments.find((d) => d.department.dept_code === 'PHY');
    expect(physics?.department.about_as).toContain('পদাৰ্থ বিজ্ঞান বিভাগৰ বিষয়ে।');
    expect(good.bundle.texts.history).toMatchObject({
      title: expect.any(String),
      title_as: 'মহাবিদ্যালয়ৰ ইতিহাস',
      body_as: expect.stringContaining('১৯৬৭'),
    });
    expect(good.bundle.texts['alumni/association'].body_as).toBeUndefined();
  });

  it('give the Assamese font cut at import the characters they use', async () => {
    if (!good.ok) throw new Error('the folder should be valid');
    // ঋ (U+098B) is in no other text of the content: only the notice's description_as brings it.
    const font = await makeAssameseFont(good.bundle, join(dir, 'fonts'), '/uploads');
    const covers = (range: string, point: number) =>
      range.split(',').some((part) => {
        const [from, to = from] = part
          .slice(2)
          .split('-')
          .map((hex) => parseInt(hex, 16));
        return point >= from! && point <= to!;
      });
    expect(covers(font!.unicode_range, 0x98b)).toBe(true);
    expect(bengaliCharacters(good.bundle).has('ঋ')).toBe(true);
  });

  it('warn of the Bengali letter র where Assamese writes ৰ, and import all the same', () => {
    const warnings = good.warnings.map((w) => `${w.file}: ${w.message}`);
    expect(warnings.filter((warning) => warning.includes('U+09B0'))).toEqual([
      expect.stringMatching(
        /^departments\/CHE\/notices.yaml: title_as 'আলোচনা-চক্ৰ আৰু কর্মশালা' has the Bengali letter র/,
      ),
    ]);
  });

  it('are refused without their English, without Assamese letters, or beside no text', () => {
    expect(bad.ok).toBe(false);
    const problems = bad.ok ? [] : bad.problems.map((p) => `${p.file} › ${p.field}: ${p.message}`);
    const tenders = 'notices/COLLEGE_TENDER.yaml';
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${tenders} › \\d+\\.title_as: has no letter of the Bengali script`),
        ),
        expect.stringMatching(
          new RegExp(`^${tenders} › \\d+\\.description_as: is given without description`),
        ),
        expect.stringMatching(
          /^departments\/PHY\/department.yaml › about_as: has no letter of the Bengali script/,
        ),
        expect.stringMatching(/^texts\/rti\/code.as.md › : has no English texts\/rti\/code.md/),
        expect.stringMatching(
          /^texts\/history.as.md › \(whole file\): has updated in its front matter: an Assamese text takes a title only/,
        ),
        expect.stringMatching(/^texts\/nothing.as.md › : 'nothing' is not a text of the college/),
      ]),
    );
    expect(problems).toHaveLength(6);
  });
});
