import { describe, expect, it } from 'vitest';
import {
  dateParts,
  formatDisplayDate,
  isMonthDay,
  resolveDateSpec,
  resolveEventDateSpec,
  todayIso,
  type ClosedPeriod,
} from './dates.ts';

describe('resolveDateSpec', () => {
  const today = '2026-11-21';
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['today', today],
    ['today+5', '2026-11-26'],
    ['today-30d', '2026-10-22'],
    ['today+2w', '2026-12-05'],
    ['today-3m', '2026-08-21'],
    ['today-6y', '2020-11-21'],
  ])('%s resolves to %s', (spec, expected) => {
    expect(resolveDateSpec(spec, today)).toBe(expected);
  });

  it.each(['2023-02-30', 'yesterday', 'today+', 'today*2', '21/11/2026', ''])(
    'rejects %j',
    (spec) => {
      expect(resolveDateSpec(spec, today)).toBeNull();
    },
  );
});

describe('resolveEventDateSpec', () => {
  const closed: ClosedPeriod[] = [
    { name: 'End-semester examinations (odd semesters)', from: '12-01', to: '12-24' },
    { name: 'Winter break', from: '12-25', to: '01-01' },
    { name: 'End-semester examinations (even semesters)', from: '05-04', to: '05-30' },
  ];
  const today = '2026-11-29';

  it('moves an upcoming event forward past the examinations and the break that follows', () => {
    // 13 December is the 13th closed day (1 December to 1 January): the 13th open day after.
    expect(resolveEventDateSpec('today+14', today, closed)).toBe('2027-01-14');
    expect(resolveEventDateSpec('today+2w', today, closed)).toBe('2027-01-14');
    expect(resolveEventDateSpec('today', '2026-12-01', closed)).toBe('2027-01-02');
    expect(resolveEventDateSpec('today', '2026-12-05', closed)).toBe('2027-01-06');
  });

  it('moves a past event back to the last open day before the period', () => {
    expect(resolveEventDateSpec('today-20', '2026-12-20', closed)).toBe('2026-11-30');
    expect(resolveEventDateSpec('today-10', '2027-06-05', closed)).toBe('2027-04-29');
    expect(resolveEventDateSpec('today-6', '2027-06-05', closed)).toBe('2027-05-03');
  });

  it('moves out of a period that wraps the year, either way', () => {
    expect(resolveEventDateSpec('today+3', '2026-12-29', closed)).toBe('2027-02-02');
    expect(resolveEventDateSpec('today-3', '2027-01-02', closed)).toBe('2026-11-28');
    expect(resolveEventDateSpec('today-1', '2027-01-02', closed)).toBe('2026-11-30');
  });

  it('leaves an open day, a fixed date and a folder without a calendar as they are', () => {
    expect(resolveEventDateSpec('today+1', today, closed)).toBe('2026-11-30');
    expect(resolveEventDateSpec('2026-12-10', today, closed)).toBe('2026-12-10');
    expect(resolveEventDateSpec('today+14', today, [])).toBe('2026-12-13');
    expect(resolveEventDateSpec('today+', today, closed)).toBeNull();
  });

  it('moves an event off the weekly day off, and past it when it follows a period', () => {
    const sundays: ClosedPeriod[] = [...closed, { name: 'Sundays', weekday: 'Sunday' }];
    // 4 October 2026 is a Sunday; 3 January 2027 too.
    expect(resolveEventDateSpec('today+3', '2026-10-01', sundays)).toBe('2026-10-05');
    expect(resolveEventDateSpec('today-2', '2026-10-06', sundays)).toBe('2026-10-03');
    expect(resolveEventDateSpec('today', '2026-12-01', sundays)).toBe('2027-01-02');
    expect(resolveEventDateSpec('today+2', '2026-11-30', sundays)).toBe('2027-01-04');
  });

  it('keeps the date when the calendar closes the whole year', () => {
    const always = [{ name: 'Closed', from: '01-01', to: '12-31' }];
    expect(resolveEventDateSpec('today+5', today, always)).toBe('2026-12-04');
  });

  it('knows a month and a day', () => {
    expect(['12-01', '02-29', '01-31'].map(isMonthDay)).toEqual([true, true, true]);
    expect(['12-1', '13-01', '02-30', '2026-12-01', ''].map(isMonthDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('display dates', () => {
  it('formats as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-01-05')).toBe('05/01/2026');
  });
  it('splits a date as notices carry it', () => {
    expect(dateParts('2025-03-09')).toEqual({ date_no: 9, month: 'Mar', year: 2025 });
  });
  it('uses the fixed date when one is configured', () => {
    expect(todayIso('Asia/Kolkata', '2030-06-01')).toBe('2030-06-01');
    expect(todayIso('Asia/Kolkata')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
