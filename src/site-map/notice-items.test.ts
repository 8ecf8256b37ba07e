import { describe, expect, it } from 'vitest';
import {
  collegeKindAt,
  collegeKindOfType,
  departmentKindOfType,
  eventCalendarPath,
  noticeItemPath,
  noticeListPath,
  parseItemAddress,
} from './notice-items.ts';

const TODAY = '2026-06-15';

describe('item addresses', () => {
  it('puts each notice under its list, with its year and id', () => {
    const academic = collegeKindOfType('COLLEGE_ACADEMIC_NOTICE')!;
    expect(noticeItemPath(academic, { year: 2026, id: 12 })).toBe(
      '/notifications/academic/2026/12',
    );
    expect(collegeKindAt('/students/routines')?.type).toBe('CLASS_ROUTINES');
    // The students' notification page lists academic notices: their pages are under notifications.
    expect(collegeKindAt('/students/notification')).toBeUndefined();
    const deptEvents = departmentKindOfType('PHY', 'DEPTEVENT')!;
    expect(noticeItemPath(deptEvents, { year: 2025, id: 90 })).toBe(
      '/department/PHY/events/2025/90',
    );
    expect(eventCalendarPath(deptEvents, { year: 2025, id: 90 })).toBe(
      '/feeds/department/PHY/events/2025/90.ics',
    );
  });

  it('links back to the list page that shows the notice’s year', () => {
    const tender = collegeKindOfType('COLLEGE_TENDER')!;
    const events = collegeKindOfType('COLLEGE_EVENT')!;
    expect(noticeListPath(tender, 2024, TODAY)).toBe('/notifications/tender/2024');
    expect(noticeListPath(tender, 2010, TODAY)).toBe('/notifications/tender');
    expect(noticeListPath(events, 2021, TODAY)).toBe('/events?year=2021');
    expect(noticeListPath(events, 2026, TODAY)).toBe('/events');
    expect(noticeListPath(events, 2025, TODAY)).toBe('/events');
  });

  it('accepts only a four-digit year and a positive whole id', () => {
    expect(parseItemAddress('2026', '12')).toEqual({ year: 2026, id: 12 });
    expect(parseItemAddress('26', '12')).toBeUndefined();
    expect(parseItemAddress('2026', '0')).toBeUndefined();
    expect(parseItemAddress('2026', '1e3')).toBeUndefined();
  });
});
