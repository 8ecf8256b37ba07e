import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefusalPace } from './refusal-pace.ts';

/** Whether a promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the pause before a refusal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a refusal for its delay, and no longer', async () => {
    const pace = createRefusalPace(1000);
    const held = pace();
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(held)).toBe(true);
  });

  it('answers at once past the most it holds, and holds again once those are answered', async () => {
    const pace = createRefusalPace(1000, 2);
    const first = [pace(), pace()];
    expect(await settled(pace())).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(Promise.all(first))).toBe(true);
    expect(await settled(pace())).toBe(false);
  });

  it('does not pause when the delay is 0', async () => {
    expect(await settled(createRefusalPace(0)())).toBe(true);
  });
});
