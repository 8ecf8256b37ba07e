import { describe, expect, it } from 'vitest';
import { useSitePages } from '../helpers/site-pages.ts';

/**
 * The first paint waits for the whole of the page's content (decision 059): the head's
 * render-blocking `expect` link names the body's last element, so a frame painted mid-parse
 * cannot show the admission button without its session (which then grows leftwards: a layout
 * shift CI caught at 1280 px) or a footer, table or header row half filled.
 */
const pages = useSitePages();

describe('the first paint', () => {
  it.each([
    '/',
    '/accessibility-statement',
    '/department/PHY/faculty',
    '/as/events',
    '/no-such-page',
  ])('%s: waits until the parser reaches the end of the body', async (path) => {
    const { document } = await pages.load(path);
    const gates = document.head.querySelectorAll('link[rel="expect"][blocking="render"]');
    expect(gates).toHaveLength(1);
    const target = document.querySelector(gates[0]?.getAttribute('href') ?? '#none');
    expect(target).not.toBeNull();
    expect(document.body.lastElementChild).toBe(target);
    expect(target?.hasAttribute('hidden')).toBe(true);
    expect(target?.childNodes).toHaveLength(0);
    // The college's frame: its admission button, with the session, is parsed before.
    const button = document.querySelector('.admission-button');
    if (path === '/department/PHY/faculty') expect(button).toBeNull();
    else {
      // On /as/ the session is written in Assamese digits (issue 37).
      expect(button?.textContent).toMatch(path.startsWith('/as/') ? / ২০২৬-২৭$/ : / 2026-27$/);
      expect(button?.compareDocumentPosition(target as Node)).toBe(
        document.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });
});
