import { describe, expect, it } from 'vitest';
import { cvFileName } from './cv.server.ts';

describe('cvFileName', () => {
  it('names the CV from its type plus a random number, with .pdf', () => {
    expect(cvFileName('cv')).toMatch(/^cv\d{6}\.pdf$/);
  });
  it('keeps only safe characters of the type', () => {
    expect(cvFileName('c"v/../x')).toMatch(/^cvx\d{6}\.pdf$/);
    expect(cvFileName('"/')).toMatch(/^cv\d{6}\.pdf$/);
  });
});
