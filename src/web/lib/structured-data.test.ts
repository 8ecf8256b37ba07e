import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical.ts';
import { breadcrumbList, postalAddress } from './structured-data.ts';

describe('structured data', () => {
  it('reads the state and PIN code from a one-line Indian address', () => {
    expect(postalAddress('Kopoubari College, P.O. Kopoubari, Dist. Nalbari, Assam 781399')).toEqual(
      {
        '@type': 'PostalAddress',
        streetAddress: 'Kopoubari College, P.O. Kopoubari, Dist. Nalbari',
        addressRegion: 'Assam',
        postalCode: '781399',
        addressCountry: 'IN',
      },
    );
    expect(postalAddress('Somewhere')).toMatchObject({ streetAddress: 'Somewhere' });
  });

  it('gives every level of a breadcrumb but the last an absolute address', () => {
    const list = breadcrumbList('https://college.example', [
      { label: 'Home', href: '/' },
      { label: 'Title' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://college.example/' },
      { '@type': 'ListItem', position: 2, name: 'Title' },
    ]);
  });

  it('keeps a page’s query in its canonical address but not tracking parameters', () => {
    expect(canonicalUrl('https://c.example', '/events', '?year=2021&utm_source=wa&fbclid=x')).toBe(
      'https://c.example/events?year=2021',
    );
  });
});
