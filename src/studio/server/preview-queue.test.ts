import { describe, expect, it } from 'vitest';
import type { PreviewRenderer } from '../context.ts';
import { PREVIEWS_AT_ONCE, PREVIEWS_WAITING, queued } from './preview-queue.ts';

describe('previews take their turn', () => {
  it(`renders ${PREVIEWS_AT_ONCE} at once, the rest in line, and refuses past the line`, async () => {
    let running = 0;
    let most = 0;
    const slow: PreviewRenderer = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return { status: 200, html: '<p>draft</p>', policy: undefined };
    };
    const render = queued(slow);
    const asked = PREVIEWS_AT_ONCE + PREVIEWS_WAITING + 3;
    const answers = await Promise.all(
      Array.from({ length: asked }, () => render({ write: async () => '', url: () => '/' })),
    );
    expect(most).toBe(PREVIEWS_AT_ONCE);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(asked - 3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(3);
    expect(answers.find((answer) => answer.status === 503)?.html).toContain('Previews are busy');
  });
});
