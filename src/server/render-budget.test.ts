import { describe, expect, it } from 'vitest';
import { createRenderBudget } from './render-budget.ts';

describe('the per-address budget of renders', () => {
  it('allows a burst of 5 seconds of renders, then renders at the minute’s even pace', () => {
    let now = 1_000_000;
    const budget = createRenderBudget(120, () => now);
    const burst = Array.from({ length: 25 }, () => budget.charge('203.0.113.1').allowed);
    expect(burst.filter(Boolean)).toHaveLength(10);
    expect(budget.charge('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Another address has its own bucket.
    expect(budget.charge('203.0.113.2').allowed).toBe(true);
    // 120 a minute: one more every half second, and no more.
    now += 500;
    expect(budget.charge('203.0.113.1').allowed).toBe(true);
    expect(budget.charge('203.0.113.1').allowed).toBe(false);
    // A minute of steady requests, four a second: two of them are rendered, as the budget says.
    let allowed = 0;
    for (let i = 0; i < 240; i++) {
      now += 250;
      if (budget.charge('203.0.113.1').allowed) allowed += 1;
    }
    expect(allowed).toBe(120);
  });

  it('keeps a small budget whole as its burst, and 0 is no budget', () => {
    const small = createRenderBudget(3, () => 0);
    expect([1, 2, 3, 4].map(() => small.charge('a').allowed)).toEqual([true, true, true, false]);
    const none = createRenderBudget(0);
    expect(Array.from({ length: 1000 }, () => none.charge('a').allowed).every(Boolean)).toBe(true);
  });
});
