import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFolder, type ReadResult } from '../../src/content/read-folder.ts';
import { SMALL_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

/**
 * academic-calendar.yaml (decision 106): the importer moves a relative event date out of the
 * college's closed periods, and leaves fixed dates and other notices as written. Imported on
 * TEST_TODAY (15 June 2026): 'today+20' is 5 July, the 5th day of the summer break, so the 5th
 * open day after it (5 August); 'today-20' is 26 May, the 5th closed day before the even
 * semesters' examinations end, so the 5th open day before they begin (29 April).
 */

const CALENDAR = [
  "- { name: End-semester examinations (odd semesters), from: '12-01', to: '12-24' }",
  "- { name: Winter break, from: '12-25', to: '01-01' }",
  "- { name: End-semester examinations (even semesters), from: '05-04', to: '05-30' }",
  "- { name: Summer break, from: '07-01', to: '07-31' }",
  '',
].join('\n');
const EVENTS = [
  '- { title: Upcoming seminar, date: today+20, description: A seminar. }',
  '- { title: Recent quiz, date: today-20, description: A quiz. }',
  '- { title: Fixed exhibition, date: 2026-07-10, description: An exhibition. }',
  '- { title: Open-day lecture, date: today+3, description: A lecture. }',
  '',
].join('\n');

let dir: string;
const read = async (calendar: string | undefined): Promise<ReadResult> => {
  const content = await mkdtemp(join(dir, 'content-'));
  await cp(SMALL_CONTENT_DIR, content, { recursive: true });
  if (calendar !== undefined) await writeFile(join(content, 'academic-calendar.yaml'), calendar);
  await writeFile(join(content, 'notices', 'COLLEGE_EVENT.yaml'), EVENTS);
  await writeFile(join(content, 'departments', 'PHY', 'events.yaml'), EVENTS);
  await writeFile(join(content, 'notices', 'COLLEGE_TENDER.yaml'), EVENTS);
  return readContentFolder(content, TEST_TODAY);
};
const datesOf = (result: ReadResult) => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
  const list = (type: string) =>
    result.bundle.notices.find((t) => t.type === type)!.entries.map((e) => e.date);
  const physics = result.bundle.departments.find((d) => d.department.dept_code === 'PHY')!;
  return {
    college: list('COLLEGE_EVENT'),
    department: physics.events.map((e) => e.date),
    tender: list('COLLEGE_TENDER'),
  };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-calendar-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the academic calendar at import', { timeout: 60_000 }, () => {
  it('moves relative event dates out of the closed periods, and nothing else', async () => {
    const dates = datesOf(await read(CALENDAR));
    const moved = ['2026-08-05', '2026-04-29', '2026-07-10', '2026-06-18'];
    expect(dates.college).toEqual(moved);
    expect(dates.department).toEqual(moved);
    // A tender is not an event: its relative date stays where the day of import puts it.
    expect(dates.tender).toEqual(['2026-07-05', '2026-05-26', '2026-07-10', '2026-06-18']);
  });

  it('moves nothing without a calendar', async () => {
    const dates = datesOf(await read(undefined));
    expect(dates.college).toEqual(['2026-07-05', '2026-05-26', '2026-07-10', '2026-06-18']);
  });

  it('names the file and the field of a period that is not a month and a day', async () => {
    const result = await read(
      "- { name: Winter break, from: '12-25', to: '01-01' }\n- { name: Summer, from: 7-1, to: '07-32' }\n",
    );
    expect(result.ok ? [] : result.problems).toEqual([
      {
        file: 'academic-calendar.yaml',
        field: '1.from',
        message: "must be a month and day 'MM-DD', like '12-01'",
      },
      {
        file: 'academic-calendar.yaml',
        field: '1.to',
        message: "must be a month and day 'MM-DD', like '12-01'",
      },
    ]);
  });
});
