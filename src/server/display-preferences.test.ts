import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PreferencesQuery,
  preferencesCss,
  readPreferences,
  sameSitePath,
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
  it('sets the root font size of each text size', () => {
    expect(preferencesCss({ text: 'small', contrast: 'normal' })).toContain(
      ':root { font-size: 87.5%; }',
    );
    expect(preferencesCss({ text: 'normal', contrast: 'normal' })).toContain('font-size: 100%');
    expect(preferencesCss({ text: 'large', contrast: 'normal' })).toContain('font-size: 125%');
  });

  it('adds the high contrast scheme only when asked, and offers the way back', () => {
    const normal = preferencesCss({ text: 'normal', contrast: 'normal' });
    const high = preferencesCss({ text: 'normal', contrast: 'high' });
    expect(normal).not.toContain('#000');
    expect(high).toContain('background-color: #000 !important');
    expect(high).toContain('[data-pref="contrast-normal"] { display: inline-block; }');
  });
});
