import { Busy } from '../../cache/answer-cache.ts';
import { createRenderGate } from '../../cache/render-gate.ts';
import type { PreviewRenderer } from '../context.ts';

/**
 * Previews rendered at once by one process, and those that may wait for them (decision 071): a
 * preview of the largest draft costs a render of its page, so a dozen asked together take their
 * turn instead of the public site's time; past the queue, a page that says to try again.
 */
export const PREVIEWS_AT_ONCE = 2;
export const PREVIEWS_WAITING = 24;

/** The renderer, `atOnce` at a time with `waiting` in line; past them, a busy page (503). */
export function queued(
  render: PreviewRenderer,
  atOnce = PREVIEWS_AT_ONCE,
  waiting = PREVIEWS_WAITING,
): PreviewRenderer {
  const gate = createRenderGate({ inFlight: atOnce, queue: waiting });
  return async (request) => {
    try {
      return await gate(() => render(request));
    } catch (error) {
      if (!(error instanceof Busy)) throw error;
      return { status: 503, html: BUSY_PAGE, policy: undefined };
    }
  };
}

const BUSY_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head>' +
  '<body><main><h1>Previews are busy</h1><p>Many previews are being made at this moment. ' +
  'Reload this one in a few seconds; your draft is saved.</p></main></body></html>';
