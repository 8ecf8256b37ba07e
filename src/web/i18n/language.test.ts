import { describe, expect, it } from 'vitest';
import { languageOf, pathIn } from './language.ts';

describe('the language of an address', () => {
  it('is Assamese under /as only', () => {
    expect(languageOf('/as')).toBe('as');
    expect(languageOf('/as/events')).toBe('as');
    expect(languageOf('/')).toBe('en');
    expect(languageOf('/assets/x.css')).toBe('en');
    expect(languageOf('/aboutus/about')).toBe('en');
  });

  it('writes the same page in the other language, with its query', () => {
    expect(pathIn('as', '/')).toBe('/as/');
    expect(pathIn('as', '/committees?code=IQAC')).toBe('/as/committees?code=IQAC');
    expect(pathIn('en', '/as/committees?code=IQAC')).toBe('/committees?code=IQAC');
    expect(pathIn('en', '/as/')).toBe('/');
    expect(pathIn('en', '/as')).toBe('/');
    expect(pathIn('en', '/as?q=x')).toBe('/?q=x');
    expect(pathIn('as', '/as/events')).toBe('/as/events');
    expect(pathIn('en', '/events')).toBe('/events');
  });
});
