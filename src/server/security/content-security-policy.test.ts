import { describe, expect, it } from 'vitest';
import { inlineStyles } from '../inline-styles.ts';
import { inlineHashes } from './content-security-policy.ts';

const styles = new Map([
  ['/assets/root-A1.css', 'body{margin:0}'],
  ['/assets/page-B2.css', 'main{display:grid}'],
]);
const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;
const page =
  `<html><head><style>h1{color:red}</style>${link('/assets/root-A1.css')}` +
  `${link('/preferences.css')}<link rel="stylesheet" href="/assets/page-B2.css" media="print"/>` +
  `${link('/assets/page-B2.css')}<script type="application/ld+json">{"a":1}</script>` +
  `<script src="/assets/enhance.js"></script></head>` +
  `<body><p style="width:40%">x</p>${link('/assets/root-A1.css')}</body></html>`;

describe('the hashes of a page read before its stylesheets are written in (decision 040)', () => {
  it('are those of the page with them written in, in the same order', () => {
    const written = inlineStyles(page, styles);
    expect(written).not.toBe(page);
    expect(inlineHashes(page, styles)).toEqual(inlineHashes(written));
  });

  it('count only the links that inlineStyles replaces', () => {
    const hashes = inlineHashes(page, styles);
    expect(hashes.styles).toHaveLength(3); // h1, root, page (its print link stays a link)
    expect(inlineHashes(page).styles).toHaveLength(1);
  });
});
