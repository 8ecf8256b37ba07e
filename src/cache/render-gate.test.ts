import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Busy } from './answer-cache.ts';
import { createRenderGate } from './render-gate.ts';

/** A render that runs until the test ends it, counted when it starts. */
function heldRenders() {
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const render = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      ends.set(name, () => resolve(name));
    });
  return { started, render, end: (name: string) => ends.get(name)!() };
}

/** Follows a promise from now on: how it has settled, its value, 'busy', or 'waiting'. */
function watch(promise: Promise<string>) {
  let outcome = 'waiting';
  promise.then(
    (value) => (outcome = value),
    (error: unknown) => (outcome = error instanceof Busy ? 'busy' : String(error)),
  );
  return async () => {
    await vi.advanceTimersByTimeAsync(0);
    return outcome;
  };
}

describe('the render gate with a wait for a place (decision 122)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets a render past the bound have the first place that frees within the wait', async () => {
    const { started, render, end } = heldRenders();
    const gate = createRenderGate({ inFlight: 1, queue: 10, waitMs: 500 });
    const first = watch(gate(render('first')));
    const second = watch(gate(render('second')));
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toEqual(['first']);
    end('first');
    expect(await first()).toBe('first');
    expect(started).toEqual(['first', 'second']);
    // Its place came within the wait: no refusal afterwards, however long it renders.
    await vi.advanceTimersByTimeAsync(5000);
    end('second');
    expect(await second()).toBe('second');
  });

  it('refuses a render that had no place within the wait, and never runs it', async () => {
    const { started, render, end } = heldRenders();
    const gate = createRenderGate({ inFlight: 1, queue: 10, waitMs: 500 });
    void gate(render('first'));
    const late = watch(gate(render('late')));
    const next = watch(gate(render('next')));
    await vi.advanceTimersByTimeAsync(499);
    expect(await late()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await late()).toBe('busy');
    expect(await next()).toBe('busy');
    const after = watch(gate(render('after')));
    end('first');
    await vi.advanceTimersByTimeAsync(0);
    // The two that gave up are passed over: the place goes to the one still waiting.
    expect(started).toEqual(['first', 'after']);
    end('after');
    expect(await after()).toBe('after');
  });

  it('refuses at once past its queue, and a render that may not wait when no place is free', async () => {
    const { render } = heldRenders();
    const gate = createRenderGate({ inFlight: 1, queue: 1, waitMs: 500 });
    void gate(render('first'));
    const kept = watch(gate(render('kept'), { mayWait: false }));
    // Refused after its wait, past the end of this test.
    gate(render('waiting')).catch(() => undefined);
    const past = watch(gate(render('past')));
    expect([await kept(), await past()]).toEqual(['busy', 'busy']);
  });

  it('without a wait, lets a render wait its turn however long it takes', async () => {
    const { render, end } = heldRenders();
    const gate = createRenderGate({ inFlight: 1, queue: 1 });
    void gate(render('first'));
    const second = watch(gate(render('second')));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await second()).toBe('waiting');
    end('first');
    await vi.advanceTimersByTimeAsync(0);
    end('second');
    expect(await second()).toBe('second');
  });
});
