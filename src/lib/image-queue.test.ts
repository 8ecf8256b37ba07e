import { describe, expect, it } from 'vitest';
import { IMAGES_AT_ONCE, ImagesBusy, inImageTurn } from './image-queue.ts';

describe('inImageTurn', () => {
  it('runs one image at a time, the others in turn, and refuses past the waiting line', async () => {
    let running = 0;
    let most = 0;
    const decode = () =>
      inImageTurn(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
        return 'decoded';
      });
    const results = await Promise.allSettled(Array.from({ length: 80 }, decode));
    expect(IMAGES_AT_ONCE).toBe(1);
    expect(most).toBe(1);
    const done = results.filter((result) => result.status === 'fulfilled');
    const busy = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof ImagesBusy,
    );
    // One running and 64 waiting; the other 15 are refused at once, in words.
    expect([done.length, busy.length]).toEqual([65, 15]);
    expect((busy[0] as PromiseRejectedResult).reason.message).toMatch(/send this one again/);
    expect(await decode()).toBe('decoded');
  });
});
