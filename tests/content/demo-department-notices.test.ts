import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AcademicCalendar } from '../../src/content/schema.ts';
import { resolveEventDateSpec } from '../../src/lib/dates.ts';
import { COLLEGE } from '../../scripts/demo/sections/college.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

/**
 * The departments' notices and events as a reader of two department pages sees them (issue 38):
 * each department writes its own (no title word for word in two departments), each PDF holds
 * what its title promises, and no department event falls in the end-semester examinations or
 * the winter break. Read from the YAML and the PDFs as committed.
 */

interface Notice {
  title: string;
  date: string;
  description: string;
  attachments?: string[];
}
const dir = DEMO_CONTENT_DIR;
const codes = (await readdir(join(dir, 'departments'))).sort();
const lists = await Promise.all(
  codes.flatMap((code) =>
    (['notices', 'events'] as const).map(async (kind) => ({
      code,
      kind,
      entries: parse(
        await readFile(join(dir, 'departments', code, `${kind}.yaml`), 'utf8'),
      ) as Notice[],
    })),
  ),
);
const entries = lists.flatMap(({ code, kind, entries }) =>
  entries.map((notice) => ({ code, kind, notice })),
);

/** Lower-case words, without punctuation, as a count of each. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The words a PDF holds beyond its letterhead, its title, its notice's description and its
 * signature: the text after the title up to the last 'Sd/-', less the description's words.
 */
function bodyWords(text: string, notice: Notice): number {
  const all = text.split(/\s+/);
  const end = all.lastIndexOf('Sd/-');
  const tokens = words(all.slice(0, end < 0 ? all.length : end).join(' '));
  const title = words(notice.title);
  let start = 0;
  for (let i = 0; i + title.length <= tokens.length; i++)
    if (title.every((w, j) => tokens[i + j] === w)) {
      start = i + title.length;
      break;
    }
  const rest = tokens.slice(start);
  for (const w of [...words(notice.description), ...words(COLLEGE.name)]) {
    const at = rest.indexOf(w);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest.length;
}

/**
 * The end-semester examinations of Gauhati University (odd semesters: 1-24 December; even
 * semesters: 4-30 May) and the winter break (25 December to 1 January), as the academic year
 * of decision 104 holds them.
 */
function inExamsOrBreak(iso: string): boolean {
  const md = iso.slice(5);
  return md >= '12-01' || md <= '01-01' || (md >= '05-04' && md <= '05-30');
}

/** The folder's closed periods, which the importer keeps relative event dates out of (decision 106). */
const calendarFile = join(dir, 'academic-calendar.yaml');
const periods = existsSync(calendarFile)
  ? AcademicCalendar.parse(parse(await readFile(calendarFile, 'utf8')))
  : [];

/**
 * Relative dates move with the day of import, as the importer resolves them: the tests' day, the
 * days issue 38 measured the demo on (its quizzes on 29 and 31 December) and the README's far
 * check. Every day of a year is checked in demo-academic-calendar.test.ts.
 */
const IMPORT_DAYS = [TEST_TODAY, '2026-11-21', '2026-11-25', '2030-01-15'];

describe('department notices and events', () => {
  it('are each department\u2019s own: no title word for word in two departments', () => {
    const departmentsOf = new Map<string, Set<string>>();
    for (const { code, notice } of entries) {
      const key = notice.title.trim().toLowerCase();
      departmentsOf.set(key, (departmentsOf.get(key) ?? new Set()).add(code));
    }
    const shared = [...departmentsOf]
      .filter(([, depts]) => depts.size > 1)
      .map(([title, depts]) => `${title} (${[...depts].join(', ')})`);
    expect(shared).toEqual([]);
  });

  it('have PDFs of at least 60 words beyond the letterhead, the title and the description', async () => {
    const short: string[] = [];
    let checked = 0;
    for (const { notice } of entries)
      for (const file of notice.attachments ?? []) {
        if (!file.endsWith('.pdf')) continue;
        const text = await pdfText(await readFile(join(dir, 'files', file)));
        const count = bodyWords(text, notice);
        checked++;
        if (count < 60) short.push(`${file}: ${count} words`);
      }
    expect(checked).toBeGreaterThan(0);
    expect(short).toEqual([]);
  });

  it('hold no event in the end-semester examinations or the winter break', () => {
    const clashes = IMPORT_DAYS.flatMap((today) =>
      entries
        .filter(({ kind }) => kind === 'events')
        .map(({ code, notice }) => ({
          code,
          notice,
          day: resolveEventDateSpec(notice.date, today, periods),
        }))
        .filter(({ day }) => day && inExamsOrBreak(day))
        .map(({ code, notice, day }) => `${code} ${day} (imported ${today}): ${notice.title}`),
    );
    expect(clashes).toEqual([]);
  });
});
