import { describe, expect, it } from 'vitest';
import type { ResultKind } from '../../src/web/lib/catalogue/documents.ts';
import { searchSite, type SearchView } from '../../src/web/lib/catalogue/search.server.ts';
import { useSiteSource } from '../helpers/site-source.ts';

/**
 * Search relevance on the demo content, whose right answers are known from its YAML: each query
 * names the group and the result that must come first (or be there), typos and odd cases too.
 */
const source = useSiteSource();

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');
const search = (q: string, kind?: ResultKind) => searchSite(source, q, kind);
const titles = (view: SearchView, kind: ResultKind) =>
  view.groups.find((group) => group.kind === kind)?.results.map((r) => text(r.title)) ?? [];
const paths = (view: SearchView, kind: ResultKind) =>
  view.groups.find((group) => group.kind === kind)?.results.map((r) => r.path) ?? [];

/** [query, group, the title that must come first in that group] */
const FIRST: [string, ResultKind, string][] = [
  // The newest tender: the fresh one, two days before the day of import.
  ['tender', 'notice', 'Tender for a 20 kW grid-connected rooftop solar plant'],
  ['TENDER', 'notice', 'Tender for a 20 kW grid-connected rooftop solar plant'],
  ['tendr', 'notice', 'Tender for a 20 kW grid-connected rooftop solar plant'],
  ['Physics', 'department', 'Department of Physics'],
  ['phisics', 'department', 'Department of Physics'],
  ['Arundhati', 'faculty', 'Dr. Arundhati Goswami'],
  ['Arundhti Goswami', 'faculty', 'Dr. Arundhati Goswami'],
  ['bihu', 'event', 'Rongali Bihu: Husori and Bihu dance on the playground'],
  ['Bihū', 'event', 'Rongali Bihu: Husori and Bihu dance on the playground'],
  ['library', 'notice', 'Application form for the library card'],
  // Its text says 'the central library'; the newest of the notices that say it.
  ['central library', 'notice', 'Application form for the library card'],
  ['library', 'committee', 'Library Advisory Committee'],
  ['IQAC', 'committee', 'Internal Quality Assurance Cell (IQAC)'],
  ['contact', 'page', 'Contact Us'],
  ['canteen tender', 'notice', 'Tender for running the college canteen'],
  ['Anti-Ragging', 'committee', 'Anti-Ragging Committee'],
  ['history', 'page', 'Our History'],
  ['history', 'department', 'Department of History'],
  ['emblem', 'page', 'The Emblem'],
  ['vaccination', 'event', 'COVID-19 vaccination camp'],
  ['sports goods', 'notice', 'Quotation for sports goods'],
  ['Ahom period', 'faculty', 'Dr. Jiten Chandra Bhuyan'],
  ['chemistry', 'department', 'Department of Chemistry'],
];

describe('site search on the demo content', () => {
  it.each(FIRST)('“%s” puts in %s first: %s', async (q, kind, title) => {
    const view = await search(q);
    expect(titles(view, kind)[0]).toBe(title);
  });

  it('finds a document by the words of its attachment and the start of a word', async () => {
    const view = await search('admis');
    expect(titles(view, 'committee')).toContain('Admission Committee');
    expect(titles(await search('Physics syllabus'), 'notice')).toContain(
      'FYUGP syllabus: Physics Major (Semesters 1 to 4)',
    );
  });

  it('ranks the newer of two events that match alike first', async () => {
    const view = await search('Rongali Bihu');
    // By year: the events' numbers follow the demo's order, which its generator may change.
    const years = paths(view, 'event')
      .slice(0, 2)
      .map((path) => path.split('/')[2]);
    expect(years).toEqual(['2026', '2025']);
  });

  it('forgives a typo across two words: “hostel admision”', async () => {
    const top = titles(await search('hostel admision'), 'notice').slice(0, 3);
    expect(top).toEqual(
      expect.arrayContaining(['Admission to the girls’ hostel', 'Admission to the boys’ hostel']),
    );
  });

  it('ranks a title match before a match in the body', async () => {
    const [first] = titles(await search('hostel'), 'notice');
    expect(first?.toLowerCase()).toContain('hostel');
  });

  it('links notices and events to their own pages, and live faculty to their profiles', async () => {
    const view = await search('Arundhati');
    expect(paths(view, 'faculty')[0]).toMatch(/^\/department\/ENG\/faculty\/single\?id=\d+&name=/);
    expect(paths(await search('tender'), 'notice')[0]).toMatch(
      /^\/notifications\/tender\/2026\/\d+$/,
    );
  });

  it('marks the matched words, whatever their case', async () => {
    const view = await search('TENDER');
    const [result] = view.groups[0]!.results;
    expect(result!.title.filter((part) => part.mark).map((part) => part.text)).toEqual(['Tender']);
  });

  it('counts each group and shows one group in full when asked', async () => {
    const all = await search('tender');
    const notices = all.groups.find((group) => group.kind === 'notice')!;
    expect(notices.results).toHaveLength(5);
    const only = await search('tender', 'notice');
    expect(only.groups.map((group) => group.kind)).toEqual(['notice']);
    expect(only.groups[0]!.results).toHaveLength(notices.count);
  });

  it('finds nothing for a word that is nowhere, and says so', async () => {
    const view = await search('qwxzv');
    expect(view.total).toBe(0);
    expect(view.groups).toEqual([]);
  });
});
