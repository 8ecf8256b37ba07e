import { describe, expect, it } from 'vitest';
import { bodyKindOf } from './body-limits.ts';

describe('the kind of a studio write', () => {
  it.each([
    ['/accounts/import', 'form'],
    ['/accounts/import.data', 'form'],
    ['/items/notice/new', 'files'],
    ['/items/notice/s12.data?index', 'files'],
    ['/profiles/5/paste.data', 'form'],
    ['/uploads?action=part', 'part'],
    ['/uploads.data?action=part', 'part'],
    ['/sign-in.data', 'small'],
    ['/accounts', 'small'],
  ])('%s is a %s write, posted as a form or by React Router', (url, kind) => {
    expect(bodyKindOf(url, true)).toBe(kind);
  });

  it('is small for anyone not signed in, whatever the address', () => {
    expect(bodyKindOf('/items/notice/new.data', false)).toBe('small');
  });
});
