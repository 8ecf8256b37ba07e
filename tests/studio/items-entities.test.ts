import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../src/studio/content/files.ts';
import { publishItem } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, eventually, itemOf, pageHtml, siteAnswer } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const DEMO_FILES = resolve(import.meta.dirname, '..', '..', 'content', 'demo', 'files');
const files = { pdf: '', photo: '' };

interface Case {
  entity: string;
  /** null: a new item; a key: the published item of the demo (singletons, texts). */
  key: string | null;
  values: () => Record<string, unknown>;
  /** What the public API (and pages) say once it is published. */
  visible: (site: FastifyInstance) => Promise<void>;
}

const TOMORROW = '2026-06-16';
const CASES: Case[] = [
  {
    entity: 'notice',
    key: null,
    values: () => ({
      type: 'COLLEGE_DOWNLOADS',
      title: 'Studio download: hostel form',
      date: TEST_TODAY,
      attachments: [files.pdf],
    }),
    visible: async (site) => {
      const [first] = await siteAnswer(site, 'getNoticesByTypeDept', {
        type: 'COLLEGE_DOWNLOADS',
        dept_code: 'TNC',
        year: 2026,
      });
      expect(first?.title).toBe('Studio download: hostel form');
      expect(first?.upload_info[0]?.url).toBe(`/uploads/${files.pdf}`);
    },
  },
  {
    entity: 'event',
    key: null,
    values: () => ({
      title: 'Studio event: tree planting',
      date: TOMORROW,
      photo: { file: files.photo, alt: 'Students planting saplings by the pond' },
      description: '<p>On the campus.</p>',
      attachments: [],
    }),
    visible: async (site) => {
      const events = await siteAnswer(site, 'getNoticesByTypeDept', {
        type: 'COLLEGE_EVENT',
        dept_code: 'TNC',
        year: 2026,
      });
      const event = events.find((e) => e.title === 'Studio event: tree planting');
      expect(event?.photo).toMatchObject({ alt: 'Students planting saplings by the pond' });
      const upcoming = await siteAnswer(site, 'getUpcomingEvents');
      expect(upcoming[0]).toMatchObject({ title: 'Studio event: tree planting', date: TOMORROW });
    },
  },
  {
    entity: 'holiday',
    key: null,
    values: () => ({ title: 'Studio holiday', start: TEST_TODAY, end: TOMORROW, attachments: [] }),
    visible: async (site) => {
      const holiday = await siteAnswer(site, 'checkIfTodayIsHoliday');
      expect(holiday).toMatchObject({ status: true, data: { title: 'Studio holiday' } });
    },
  },
  {
    entity: 'admission',
    key: null,
    values: () => ({ status: true, session: '2027-28', link: 'https://apply.example.edu.in/x' }),
    visible: async (site) => {
      expect(await siteAnswer(site, 'getAdmissionSettings')).toEqual({
        status: 1,
        session: '2027-28',
        link: 'https://apply.example.edu.in/x',
      });
      expect(await pageHtml(site, '/')).toContain('href="https://apply.example.edu.in/x"');
    },
  },
  {
    entity: 'important_file',
    key: null,
    values: () => ({ title: 'Studio important file', attachments: [files.pdf] }),
    visible: async (site) => {
      const list = await siteAnswer(site, 'getImportantFiles', {});
      expect(list.at(-1)).toMatchObject({ title: 'Studio important file' });
    },
  },
  {
    entity: 'committee',
    key: null,
    values: () => ({
      code: 'GREEN_CAMPUS',
      name: 'Green Campus Committee',
      members: [{ name: 'Dr. A. Das', designation: 'Convener' }],
      objectives: '<p>A greener campus.</p>',
      minutes: [files.pdf],
    }),
    visible: async (site) => {
      const list = await siteAnswer(site, 'getCommittee');
      expect(list.at(-1)).toEqual({
        committee_code: 'GREEN_CAMPUS',
        name: 'Green Campus Committee',
      });
      const one = await siteAnswer(site, 'getCommitteeByCode', { committee_code: 'GREEN_CAMPUS' });
      expect(one.members).toEqual([{ member_name: 'Dr. A. Das', member_designation: 'Convener' }]);
      expect(one.minutes[0]?.url).toBe(`/uploads/${files.pdf}`);
    },
  },
  {
    entity: 'principal',
    key: 'pprincipal',
    values: () => ({
      name: 'Dr. Studio Principal',
      designation: 'Principal',
      email: 'principal@example.edu.in',
      photo: { file: files.photo, alt: 'The principal at the gate' },
      message: '<p>Welcome, from the studio.</p>',
    }),
    visible: async (site) => {
      const [principal] = await siteAnswer(site, 'getEmployeeByType', {
        dept_code: 'OFF',
        type: 'PRINCIPAL',
      });
      // Whether the profile is live is no field of the form: the row's is kept (decision 120).
      expect(principal).toMatchObject({
        name: 'Dr. Studio Principal',
        dp_alt: 'The principal at the gate',
        liveNow: 1,
      });
      const text = await siteAnswer(site, 'getSiteText', { name: 'principal' });
      expect(text).toMatchObject({ body: '<p>Welcome, from the studio.</p>', updated: TEST_TODAY });
      // The profile the importer wrote is kept.
      const profile = await siteAnswer(site, 'getMyProfileData', { id: 101 });
      expect(profile !== 0 && profile.area_of_research).toMatch(/Water quality/);
    },
  },
  {
    entity: 'gb_member',
    key: null,
    values: () => ({ type: 'Member (Studio)', name: 'Smti. Studio Member', email: '' }),
    visible: async (site) => {
      const members = await siteAnswer(site, 'getGbMembers');
      expect(members.at(-1)).toEqual({
        type: 'Member (Studio)',
        name: 'Smti. Studio Member',
        phone: '',
        email: '',
      });
    },
  },
  {
    entity: 'office_staff',
    key: null,
    values: () => ({
      name: 'Sri Studio Clerk',
      designation: 'Junior Assistant',
      photo: { file: files.photo, alt: 'Sri Studio Clerk at his desk' },
    }),
    visible: async (site) => {
      const staff = await siteAnswer(site, 'getEmployeeByType', {
        dept_code: 'TNC',
        type: 'OFFICE_STAFF',
      });
      expect(staff.at(-1)).toMatchObject({
        name: 'Sri Studio Clerk',
        dp: [`/uploads/${files.photo}`],
        dp_alt: 'Sri Studio Clerk at his desk',
      });
    },
  },
  {
    entity: 'college_text',
    key: 'prti.home',
    values: () => ({ name: 'rti/home', title: 'Right to Information', body: '<p>Ask us.</p>' }),
    visible: async (site) => {
      const text = await siteAnswer(site, 'getSiteText', { name: 'rti/home' });
      expect(text).toEqual({
        title: 'Right to Information',
        updated: TEST_TODAY,
        body: '<p>Ask us.</p>',
      });
      expect(await pageHtml(site, '/rti/home')).toContain('Ask us.');
    },
  },
];

describe('every entity, from the studio to the public API', () => {
  const t = useStudio();

  beforeAll(async () => {
    for (const [kind, path, name] of [
      ['pdf', 'notices/academic-calendar-of-the-session-2026-27.pdf', 'form.pdf'],
      ['photo', 'events/bir-lachit-divas.jpg', 'photo.jpg'],
    ] as const) {
      const bytes = await readFile(resolve(DEMO_FILES, path));
      const stored = await storeFile(t.db, { bytes, originalName: name, actor: OFFICE });
      if (!stored.ok) throw new Error(stored.message);
      files[kind] = stored.file.spec;
    }
  });

  it.each(CASES)('$entity: create, publish, visible', async ({ entity, key, values, visible }) => {
    const item = itemOf(
      await publishItem(t.db, {
        entity,
        key,
        version: 0,
        createToken: key ? null : `entities-${entity}`,
        values: values(),
        actor: OFFICE,
        today: TEST_TODAY,
      }),
    );
    expect(item.status).toBe('published');
    expect(item.publicUrl).toMatch(/^\//);
    await eventually(() => visible(t.site));
  });
});
