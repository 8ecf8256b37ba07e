import { describe, expect, it, vi } from 'vitest';
import { watchContentVersion } from './content-version.ts';

describe('the content version watch', () => {
  it('calls onChange once per new version, and keeps asking through failures', async () => {
    const answers: (string | Error)[] = ['v1', 'v1', new Error('down'), 'v2', 'v2', 'v3'];
    const read = vi.fn(async () => {
      const next = answers.shift() ?? 'v3';
      if (next instanceof Error) throw next;
      return next;
    });
    const onChange = vi.fn();
    const watch = watchContentVersion({ read, intervalMs: 5, onChange });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    watch.stop();
    expect(onChange.mock.calls).toEqual([['v2'], ['v3']]);
  });

  it('tells the first failure of each run of failures, not every poll', async () => {
    const down = new Error('down');
    const answers: (string | Error)[] = ['v1', down, down, down, 'v1', down, 'v1'];
    const read = vi.fn(async () => {
      const next = answers.shift() ?? 'v1';
      if (next instanceof Error) throw next;
      return next;
    });
    const onFailure = vi.fn();
    const watch = watchContentVersion({ read, intervalMs: 2, onChange: vi.fn(), onFailure });
    await vi.waitFor(() => expect(read.mock.calls.length).toBeGreaterThan(7));
    watch.stop();
    expect(onFailure.mock.calls).toEqual([[down], [down]]);
  });

  it('stops when the source cannot tell (a backend without the call)', async () => {
    // The watch's timer on Vitest's clock: eight intervals pass at once.
    vi.useFakeTimers();
    try {
      const read = vi.fn(async () => undefined);
      const onUnsupported = vi.fn();
      watchContentVersion({ read, intervalMs: 5, onChange: vi.fn(), onUnsupported });
      await vi.advanceTimersByTimeAsync(40);
      expect(read).toHaveBeenCalledTimes(1);
      expect(onUnsupported).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
