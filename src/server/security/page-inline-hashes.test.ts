import { describe, expect, it, vi } from 'vitest';
import { inlineHashes, pageInlineHashes } from './content-security-policy.ts';

// Counted: reading a page with htmlparser2 was the largest part of a render's policy.
const parsers = vi.hoisted(() => ({ made: 0 }));
vi.mock('htmlparser2', async (original) => {
  const actual = await original<typeof import('htmlparser2')>();
  class CountedParser extends actual.Parser {
    constructor(...args: ConstructorParameters<typeof actual.Parser>) {
      super(...args);
      parsers.made++;
    }
  }
  return { ...actual, Parser: CountedParser };
});

const styles = new Map([['/assets/root-A1.css', 'body{margin:0}']]);
const page = (text: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root-A1.css"/>` +
  `<script type="application/ld+json">{"name":"${text}"}</script></head>` +
  `<body><p style="width:40%">${text}</p></body></html>`;

describe('the hashes of a rendered page (decision 040, round 2)', () => {
  it('are read once per distinct page, and equal those read afresh', () => {
    parsers.made = 0;
    const first = pageInlineHashes(page('one'), styles);
    expect(pageInlineHashes(page('one'), styles)).toEqual(first);
    expect(pageInlineHashes(page('one'), styles)).toEqual(first);
    expect(parsers.made).toBe(1);
    expect(first).toEqual(inlineHashes(page('one'), styles));
    expect(first.styles).toHaveLength(1);
  });

  it('are read again when the page changed, or its stylesheets differ', () => {
    const first = pageInlineHashes(page('two'), styles);
    parsers.made = 0;
    const changed = pageInlineHashes(page('three'), styles);
    expect(changed.scripts).not.toEqual(first.scripts);
    expect(pageInlineHashes(page('two')).styles).toEqual([]);
    expect(parsers.made).toBe(2);
  });
});
