import { describe, expect, it } from 'vitest';
import {
  LATEST_NOTICES_LIMIT,
  NOTIFICATION_CODES,
  NOTICE_TYPES,
  noticeArchiveYears,
} from '../../src/contract/index.ts';
import { useApi } from '../helpers/api.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const api = useApi();
const currentYear = Number(TEST_TODAY.slice(0, 4));
const isNewestFirst = (dates: (string | undefined)[]) =>
  dates.every((date, i) => i === 0 || (dates[i - 1] ?? '') >= (date ?? ''));

describe('POST /getnoticesbytypedeptv1 (home panels)', () => {
  it.each(['COLLEGE_ACADEMIC_NOTICE', 'COLLEGE_TENDER', 'COLLEGE_ADMIN_NOTICE'] as const)(
    'answers the latest %s notices of the college, newest first',
    async (type) => {
      const notices = await api.answer('getNoticesByTypeDeptV1', {
        type,
        dept_code: 'TNC',
        year: '',
      });
      expect(notices.length).toBeGreaterThan(0);
      expect(notices.length).toBeLessThanOrEqual(LATEST_NOTICES_LIMIT);
      expect(isNewestFirst(notices.map((n) => n.date))).toBe(true);
      expect(notices[0]?.date?.slice(0, 4)).toBe(String(currentYear));
    },
  );

  it('defaults dept_code to TNC and year to empty', async () => {
    const implicit = await api.answer('getNoticesByTypeDeptV1', { type: 'COLLEGE_TENDER' });
    const explicit = await api.answer('getNoticesByTypeDeptV1', {
      type: 'COLLEGE_TENDER',
      dept_code: 'TNC',
      year: '',
    });
    expect(implicit).toEqual(explicit);
  });

  it('splits each date into date_no, month and year, and flags new notices', async () => {
    const notices = await api.answer('getNoticesByTypeDeptV1', { type: 'COLLEGE_ACADEMIC_NOTICE' });
    for (const notice of notices) {
      const [year, month, day] = (notice.date ?? '').split('-').map(Number);
      expect(notice.year).toBe(year);
      expect(notice.date_no).toBe(day);
      expect(notice.month).toBe(
        new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString('en', {
          month: 'short',
          timeZone: 'UTC',
        }),
      );
    }
    const allNew = await Promise.all(
      NOTIFICATION_CODES.map((type) => api.answer('getNoticesByTypeDeptV1', { type })),
    );
    expect(allNew.flat().some((notice) => notice.diff)).toBe(true);
  });
});

describe('POST /getnoticesbytypedept', () => {
  it('answers notices of every notification type in each archive year', async () => {
    for (const type of NOTIFICATION_CODES) {
      for (const year of noticeArchiveYears(currentYear)) {
        const notices = await api.answer('getNoticesByTypeDept', { dept_code: 'TNC', type, year });
        // Every page of the archive has something, this year's (where it opens) too (issue 24).
        expect(notices.length, `${type} ${year}`).toBeGreaterThan(0);
        expect(notices.every((n) => n.year === year)).toBe(true);
      }
    }
  });

  it('answers every notice type of the spec from the demo content', async () => {
    for (const type of NOTICE_TYPES.filter((t) => t !== 'DEPTEVENT' && t !== 'DEPT_NOTICE')) {
      const notices = await api.answer('getNoticesByTypeDept', {
        dept_code: 'TNC',
        type,
        year: '',
      });
      expect(notices.length, type).toBeGreaterThan(0);
    }
  });

  it('accepts the year as a number or as digits', async () => {
    const asText = await api.answer('getNoticesByTypeDept', {
      dept_code: 'TNC',
      type: 'COLLEGE_DOWNLOADS',
      year: String(currentYear - 1),
    });
    const asNumber = await api.answer('getNoticesByTypeDept', {
      dept_code: 'TNC',
      type: 'COLLEGE_DOWNLOADS',
      year: currentYear - 1,
    });
    expect(asText).toEqual(asNumber);
  });

  it('answers NIRF files without a year, across years', async () => {
    const notices = await api.answer('getNoticesByTypeDept', { dept_code: 'TNC', type: 'NIRF' });
    expect(new Set(notices.map((n) => n.year)).size).toBeGreaterThan(1);
  });

  it('answers department notices and events by dept_code', async () => {
    const [department] = await api.answer('getDepartments');
    const dept_code = department!.dept_code;
    const notices = await api.answer('getNoticesByTypeDept', {
      dept_code,
      type: 'DEPT_NOTICE',
      year: '',
    });
    const events = await api.answer('getNoticesByTypeDept', {
      dept_code,
      type: 'DEPTEVENT',
      year: '',
    });
    expect(notices.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    const college = await api.answer('getNoticesByTypeDept', {
      dept_code: 'TNC',
      type: 'DEPT_NOTICE',
      year: '',
    });
    expect(college).toEqual([]);
  });

  it('gives attachments an address under /uploads, or the link itself', async () => {
    const lists = await Promise.all(
      NOTIFICATION_CODES.map((type) =>
        api.answer('getNoticesByTypeDept', { dept_code: 'TNC', type, year: '' }),
      ),
    );
    const attachments = lists.flat().flatMap((n) => n.upload_info);
    // The demo's notices carry documents only.
    expect(attachments.length).toBeGreaterThan(20);
    expect(attachments.every((a) => a.fileType === 'PDF')).toBe(true);
    for (const a of attachments) {
      expect(a.url).toBe(a.mime === 'link' ? a.path : `/uploads/${a.type}/${a.path}`);
    }
  });

  it('gives an event its photograph apart from its attachments, with address and alt text', async () => {
    const events = await api.answer('getNoticesByTypeDept', {
      dept_code: 'TNC',
      type: 'COLLEGE_EVENT',
      year: 2022,
    });
    const photos = events.flatMap((event) => (event.photo ? [event.photo] : []));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      expect(photo).toMatchObject({ type: 'events', fileType: 'image', mime: 'image/jpeg' });
      expect(photo.url).toBe(`/uploads/events/${photo.path}`);
      expect(photo.alt).toMatch(/\w+ \w+ \w+ \w+/);
    }
    expect(events.every((event) => event.upload_info.every((a) => a.fileType !== 'image'))).toBe(
      true,
    );
  });
});

describe('GET /getupcomingevents', () => {
  it('answers events from today on, soonest first', async () => {
    const events = await api.answer('getUpcomingEvents');
    expect(events.length).toBeGreaterThan(1);
    expect(events.every((e) => (e.date ?? '') >= TEST_TODAY)).toBe(true);
    expect(events.map((e) => e.date)).toEqual([...events.map((e) => e.date)].sort());
  });
});
