import { describe, expect, it } from 'vitest';
import { isAssamesePage, localizeLinks } from './localize-links.ts';

describe("an Assamese page's links", () => {
  it('lead to the Assamese pages', () => {
    expect(localizeLinks('<a href="/events">x</a><a class="brand" href="/">y</a>')).toBe(
      '<a href="/as/events">x</a><a class="brand" href="/as/">y</a>',
    );
    expect(localizeLinks('<form role="search" action="/search" method="get">')).toBe(
      '<form role="search" action="/as/search" method="get">',
    );
    expect(localizeLinks('<a href="/committees?code=IQAC&amp;x=1">')).toBe(
      '<a href="/as/committees?code=IQAC&amp;x=1">',
    );
  });

  it('lead to the Assamese feeds (decision 061)', () => {
    expect(
      localizeLinks(
        '<a href="/feeds/events.xml"><a href="/feeds/events.ics"><a href="/feeds/department/PHY.xml"><a href="/feeds/notifications/academic.xml">',
      ),
    ).toBe(
      '<a href="/as/feeds/events.xml"><a href="/as/feeds/events.ics"><a href="/as/feeds/department/PHY.xml"><a href="/as/feeds/notifications/academic.xml">',
    );
  });

  it("leave files, one event's calendar file, uploads, preferences, other sites and the switch alone", () => {
    const kept = [
      '<a href="/uploads/v1/a.pdf">',
      '<a href="/feeds/events/2026/1.ics">',
      '<a href="/feeds/department/PHY/events/2026/3.ics">',
      '<a href="/preferences?text=large&amp;return=%2Fas%2F">',
      '<a href="//other.example/x">',
      '<a href="https://example.org/">',
      '<a href="#main">',
      '<a href="/as/events">',
      '<a href="/sitemap.xml">',
      '<a hrefLang="en" lang="en" href="/events">',
      '<link rel="stylesheet" href="/assets/a.css"/>',
      '<p>write href="/events" in text</p>',
    ].join('');
    expect(localizeLinks(kept)).toBe(kept);
  });

  it('are rewritten only on a page whose document is Assamese', () => {
    expect(isAssamesePage('<!DOCTYPE html><html lang="as"><head>')).toBe(true);
    expect(isAssamesePage('<!DOCTYPE html><html lang="en"><head>')).toBe(false);
  });
});
