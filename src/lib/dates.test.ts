import { describe, expect, it } from 'vitest';
import { dateParts, formatDisplayDate, resolveDateSpec, todayIso } from './dates.ts';

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
