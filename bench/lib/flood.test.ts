import { expect, test } from 'vitest';
import { clientAddress, rateUnder, statusColumns } from './flood.ts';

test('counts the shown statuses and sums the others', () => {
  expect(statusColumns({ '200': 7, '429': 3, '500': 1, '302': 2 })).toEqual({
    '200': 7,
    '301': 0,
    '404': 0,
    '429': 3,
    '503': 0,
    other: 3,
  });
});

test('a steady rate stays under the per-minute limit', () => {
  expect(rateUnder(1200)).toBe(19);
  expect(rateUnder(1260)).toBe(20);
  expect(rateUnder(1261)).toBe(21);
  expect(rateUnder(30)).toBe(1);
  expect(rateUnder(0)).toBeUndefined();
});

test('victims and attackers get addresses of their own, one per run', () => {
  expect(clientAddress('victim', 1)).toBe('198.51.100.1');
  expect(clientAddress('attacker', 12)).toBe('203.0.113.12');
  expect(() => clientAddress('attacker', 255)).toThrow(RangeError);
});
