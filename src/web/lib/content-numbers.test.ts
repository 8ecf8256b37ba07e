import { describe, expect, it } from 'vitest';
import { textsFor } from '../i18n/intl.ts';
import { dateIn, numbersIn } from './content-numbers.ts';

const as = textsFor('as');
const en = textsFor('en');

describe('numbers the content types, on an Assamese page', () => {
  it.each([
    ['2025', '২০২৫'],
    ['87-98', '৮৭-৯৮'],
    ['2020-21', '২০২০-২১'],
    ['60', '৬০'],
    ['25:1', '২৫:১'],
    ['04-08-1997', '৪ আগষ্ট, ১৯৯৭'],
    ['1/5/2022', '১ মে’, ২০২২'],
  ])('writes %s as %s', (typed, shown) => {
    expect(numbersIn(as, typed)).toBe(shown);
  });

  it.each(['Vol. 12', '2 years', 'ISBN 978-81-7596-123-4', 'ongoing since 2020'])(
    'leaves text with words in it as typed: %s',
    (typed) => {
      expect(numbersIn(as, typed)).toBe(typed);
    },
  );

  it('leaves a date that is no day as typed (31-02-2024), rather than another day', () => {
    expect(dateIn(as, '31-02-2024')).toBe('31-02-2024');
  });

  it('changes nothing on an English page', () => {
    expect(numbersIn(en, '04-08-1997')).toBe('04-08-1997');
    expect(numbersIn(en, '2025')).toBe('2025');
  });
});
