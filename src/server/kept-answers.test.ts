import { describe, expect, it } from 'vitest';
import { noteKeptAnswer, trackKeptAnswers } from './kept-answers.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the kept answers of one render', () => {
  it('reports the oldest kept answer used anywhere in the render, across awaits', async () => {
    const { result, keptSince } = await trackKeptAnswers(async () => {
      await tick();
      noteKeptAnswer(2000);
      await Promise.all([tick().then(() => noteKeptAnswer(1000)), tick()]);
      noteKeptAnswer(3000);
      return 'page';
    });
    expect(result).toBe('page');
    expect(keptSince).toBe(1000);
  });

  it('keeps renders apart, and ignores answers kept outside any render', async () => {
    noteKeptAnswer(500); // a warm-up at start: no render to tell
    const [kept, fresh] = await Promise.all([
      trackKeptAnswers(async () => {
        await tick();
        noteKeptAnswer(1000);
      }),
      trackKeptAnswers(async () => {
        await tick();
        await tick();
      }),
    ]);
    expect(kept.keptSince).toBe(1000);
    expect(fresh.keptSince).toBeUndefined();
  });
});
