import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps the words of blocks apart, drops tags and decodes what the sanitizer encoded', () => {
    expect(plainText('<p>Fees &amp; dues</p><p>Pay by <b>5 May</b></p><script>x()</script>')).toBe(
      'Fees & dues Pay by 5 May',
    );
    expect(plainText(null)).toBe('');
  });

  it('cuts a long text with an ellipsis', () => {
    expect(plainText('<p>one two three four</p>', 10)).toBe('one two…');
  });
});
