import { expect, test } from 'vitest';
import { percentile } from './percentile.ts';

const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

test('takes the nearest rank: p50 and p99 of 1…100 are 50 and 99', () => {
  expect(percentile(hundred, 50)).toBe(50);
  expect(percentile(hundred, 99)).toBe(99);
  expect(percentile(hundred, 100)).toBe(100);
});

test('a p99 of fewer than 100 samples is the slowest one', () => {
  expect(percentile([3, 5, 40], 99)).toBe(40);
  expect(percentile([3, 5, 40], 50)).toBe(5);
});

test('has no value without samples', () => {
  expect(percentile([], 50)).toBeNaN();
});
