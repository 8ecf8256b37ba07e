import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  isDefaultPreferences,
  preferencesCss,
} from '../web/lib/display-preferences.ts';
import {
  PreferencesQuery,
  readPreferences,
  sameSitePath,
  withPreferenceStyles,
} from './display-preferences.ts';

describe('sameSitePath', () => {
  it.each([
    ['/', '/'],
    ['/events?year=2021', '/events?year=2021'],
    [
      '/department/PHY/faculty/single?id=151&name=Dr.%20X',
      '/department/PHY/faculty/single?id=151&name=Dr.%20X',
    ],
    ['/a/../b', '/b'],
  ])('keeps a path of this site: %s', (value, path) => {
    expect(sameSitePath(value)).toBe(path);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    'http:/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'events',
    '/\tevil',
    '',
  ])('refuses anything that could lead away: %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});

describe('PreferencesQuery', () => {
  it('takes a text size or a contrast, and a path to go back to', () => {
    expect(PreferencesQuery.parse({ text: 'large', return: '/nirf' })).toEqual({
      text: 'large',
      return: '/nirf',
    });
    expect(PreferencesQuery.parse({ contrast: 'high' })).toEqual({ contrast: 'high', return: '/' });
  });

  it.each([
    [{}],
    [{ return: '/' }],
    [{ text: 'huge' }],
    [{ contrast: 'dark' }],
    [{ text: 'large', return: '//evil.example' }],
    [{ text: 'large', return: 'https://evil.example/' }],
  ])('refuses %j', (query) => {
    expect(PreferencesQuery.safeParse(query).success).toBe(false);
  });
});

describe('readPreferences', () => {
  it('reads both cookies, and takes anything unknown for the default', () => {
    expect(readPreferences('text_size=large; contrast=high')).toEqual({
      text: 'large',
      contrast: 'high',
    });
    expect(readPreferences('text_size=huge; contrast=')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('preferencesCss', () => {
  it("is empty for the defaults: the site's own CSS is theirs", () => {
    expect(preferencesCss(DEFAULT_PREFERENCES)).toBe('');
    expect(isDefaultPreferences(DEFAULT_PREFERENCES)).toBe(true);
    expect(isDefaultPreferences({ text: 'large', contrast: 'normal' })).toBe(false);
  });

  it('sets the root font size of another text size, and moves the mark to it', () => {
    const small = preferencesCss({ text: 'small', contrast: 'normal' });
    expect(small).toContain(':root { font-size: 87.5%; }');
    expect(small).toContain('[data-pref="text-normal"]::after { content: none; }');
    expect(small).toContain('[data-pref="text-small"]::after { content: "" / " (selected)"; }');
    expect(preferencesCss({ text: 'large', contrast: 'normal' })).toContain('font-size: 125%');
  });

  it('goes up to 200 %, with A+ marked as in effect above the usual size', () => {
    const largest = preferencesCss({ text: 'xxx-large', contrast: 'normal' });
    expect(largest).toContain(':root { font-size: 200%; }');
    expect(largest).toContain('[data-pref="text-large"]::after { content: "" / " (selected)"; }');
    expect(preferencesCss({ text: 'x-large', contrast: 'normal' })).toContain('font-size: 150%');
    expect(preferencesCss({ text: 'xx-large', contrast: 'normal' })).toContain('font-size: 175%');
  });

  it('adds the high contrast scheme only when asked, and offers the way back', () => {
    const small = preferencesCss({ text: 'small', contrast: 'normal' });
    const high = preferencesCss({ text: 'normal', contrast: 'high' });
    expect(small).not.toContain('#000');
    expect(high).not.toContain('font-size');
    expect(high).toContain('background-color: #000 !important');
    expect(high).toContain('[data-pref="contrast-normal"] { display: inline-block; }');
  });
});

describe('withPreferenceStyles', () => {
  const page = '<html><head><style>a{}</style></head><body></body></html>';

  it('writes the styles in as the last element of the head', () => {
    const html = withPreferenceStyles(page, { text: 'large', contrast: 'normal' });
    expect(html).toMatch(
      /^<html><head><style>a\{\}<\/style><style data-preferences="">[^<]*font-size: 125%[^<]*<\/style><\/head>/,
    );
  });

  it('leaves the page as it is for the defaults', () => {
    expect(withPreferenceStyles(page, DEFAULT_PREFERENCES)).toBe(page);
  });
});
