import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePaste } from '../../src/studio/content/profile/citations.ts';
import { sectionOf } from '../../src/studio/content/profile/sections.ts';
import { THREE_BIBTEX } from '../helpers/teachers.ts';

const PAPERS = sectionOf('research_papers')!;
const BOOKS = sectionOf('text_books')!;

describe('publications pasted as BibTeX, RIS or DOIs', () => {
  it('reads three BibTeX entries as three rows of the chosen quarter, each in its kind’s section', () => {
    const { rows, problems } = parsePaste(THREE_BIBTEX, 'bibtex', PAPERS, '2026-2nd');
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.section)).toEqual([
      'research_papers',
      'other_publications',
      'text_books',
    ]);
    expect(rows[0]!.row).toEqual({
      title_paper: 'Arsenic in the tube wells of Nalbari',
      title_book: 'Journal of the Assam Science Society',
      published_by: 'Saraighat Publishers',
      isbn_no: 'ISSN 2583-0023',
      volume: 'Vol. 12, No. 3',
      page_nos: '11-20',
      date_year: 'May 2025',
      quarter: '2026-2nd',
      file: '',
    });
    expect(rows[1]!.row).toMatchObject({
      title_paper: 'Bihu husori songs as an archive',
      title_book: 'Proceedings of the National Seminar on Folk Culture',
      other_info: 'Paper in conference proceedings. Authors: Nirmala Devi Kalita',
      date_year: '2024',
    });
  });

  it('fills a text book’s own columns: its authors and edition', () => {
    const { rows } = parsePaste(THREE_BIBTEX, 'bibtex', BOOKS, '2026-2nd');
    expect(rows.every((r) => r.section === 'text_books')).toBe(true);
    expect(rows[2]!.row).toMatchObject({
      title_book: 'A grammar of Kamrupi',
      name_of_authors: 'Pranab Jyoti Mahanta',
      edition: '2',
      isbn_no: 'ISBN 978-93-00000-12-3',
    });
  });

  it('reads RIS records', () => {
    const ris = [
      'TY  - JOUR\nTI  - A RIS paper\nAU  - Kalita, N.\nJO  - Dispur Journal\nPY  - 2026\nVL  - 4\nSP  - 10\nEP  - 19\nER  - \n',
      'TY  - JOUR\nTI  - Another\nPY  - 2025\nER  - \n',
    ].join('\n');
    const { rows, problems } = parsePaste(ris, 'ris', PAPERS, '2026-1st');
    expect(problems).toEqual([]);
    expect(rows.map(({ row: r }) => [r.title_paper, r.title_book, r.page_nos])).toEqual([
      ['A RIS paper', 'Dispur Journal', '10-19'],
      ['Another', '', ''],
    ]);
  });

  describe('puts each kind of entry in its columns (issue 36)', () => {
    // One small sample of each kind, as BibTeX and as RIS, pasted into Research Papers.
    const KINDS = [
      {
        kind: 'a journal article',
        bibtex: '@article{a, title = {An article}, journal = {The Container}, year = {2021}}',
        ris: ['TY  - JOUR\nTI  - An article\nJO  - The Container\nPY  - 2021\nER  - '],
        section: 'research_papers',
        column: 'Journal',
        words: undefined,
      },
      {
        kind: 'a paper in conference proceedings',
        bibtex:
          '@inproceedings{c, title = {An article}, booktitle = {The Container}, year = {2021}}',
        ris: [
          'TY  - CONF\nTI  - An article\nT2  - The Container\nPY  - 2021\nER  - ',
          'TY  - CPAPER\nTI  - An article\nT2  - The Container\nPY  - 2021\nER  - ',
        ],
        section: 'other_publications',
        column: 'Title of Book',
        words: 'Paper in conference proceedings',
      },
      {
        kind: 'a book chapter (@incollection)',
        bibtex:
          '@incollection{b, title = {An article}, booktitle = {The Container}, year = {2021}}',
        ris: ['TY  - CHAP\nTI  - An article\nT2  - The Container\nPY  - 2021\nER  - '],
        section: 'other_publications',
        column: 'Title of Book',
        words: 'Book chapter',
      },
      {
        kind: 'a book chapter (@inbook)',
        bibtex: '@inbook{b, title = {An article}, booktitle = {The Container}, year = {2021}}',
        ris: [],
        section: 'other_publications',
        column: 'Title of Book',
        words: 'Book chapter',
      },
    ];
    it.each(KINDS)('$kind, from BibTeX and RIS', ({ bibtex, ris, section, column, words }) => {
      const spec = sectionOf(section)!;
      const cells = Object.fromEntries(spec.columns.map((c) => [c.label, c.key]));
      for (const [text, format] of [
        [bibtex, 'bibtex'],
        ...ris.map((r) => [r, 'ris'] as const),
      ] as const) {
        const { rows, problems } = parsePaste(text, format, PAPERS, '2026-2nd');
        expect(problems, text).toEqual([]);
        expect(
          rows.map((r) => r.section),
          text,
        ).toEqual([section]);
        const row = rows[0]!.row;
        expect(row[cells['Title of Paper'] ?? cells['Title of Paper/Chapter']!], text).toBe(
          'An article',
        );
        expect(row[cells[column]!], text).toBe('The Container');
        expect(row.date_year, text).toBe('2021');
        expect(row.other_info, text).toBe(words);
      }
    });

    it('leaves a conference paper in the section chosen when that is not Research Papers', () => {
      const chosen = sectionOf('popular_books')!;
      const { rows } = parsePaste(KINDS[1]!.bibtex, 'bibtex', chosen, '2026-2nd');
      expect(rows).toEqual([
        {
          section: 'popular_books',
          row: expect.objectContaining({
            title_paper: 'An article',
            title_book: 'The Container',
          }) as unknown,
        },
      ]);
    });
  });

  it('lists a bad entry with its reason and keeps the good ones apart', () => {
    const text = `${THREE_BIBTEX}\n@article{broken, title = {Unclosed\n@article{untitled, year = {2020}}`;
    const { rows, problems } = parsePaste(text, 'bibtex', PAPERS, '2026-2nd');
    expect(rows).toHaveLength(3);
    expect(problems).toEqual([
      {
        entry: '@article{broken, title = {Unclosed',
        reason: expect.stringMatching(/^Cannot be read/),
      },
      { entry: '@article{untitled, year = {2020}}', reason: 'It has no title.' },
    ]);
  });

  it('refuses what is not BibTeX, and a DOI list with the way to its BibTeX', () => {
    expect(parsePaste('just some words', 'bibtex', PAPERS, '2026-2nd').problems[0]?.reason).toMatch(
      /No BibTeX entry found/,
    );
    const dois = parsePaste('10.1000/xyz123\nnot a doi', 'doi', PAPERS, '2026-2nd');
    expect(dois.rows).toEqual([]);
    expect(dois.problems.map((p) => p.reason)).toEqual([
      expect.stringContaining('Open https://doi.org/10.1000/xyz123 in your browser'),
      'This is not a DOI (like 10.1000/xyz123).',
    ]);
  });

  describe('never fetches an address taken from the paste', () => {
    let hits = 0;
    const server = createServer((_request, response) => {
      hits += 1;
      response.end('@article{fetched, title = {Fetched from the network}}');
    });
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/paper.bib`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it.each(['bibtex', 'ris', 'doi'] as const)('as %s: refused, not fetched', (format) => {
      for (const text of [url, `${url}\n10.1000/xyz123`, `https://doi.org/10.1000/xyz123`]) {
        const { rows, problems } = parsePaste(text, format, PAPERS, '2026-2nd');
        expect(rows).toEqual([]);
        expect(problems.length).toBeGreaterThan(0);
      }
      expect(parsePaste(url, format, PAPERS, '2026-2nd').problems[0]?.reason).toMatch(
        format === 'doi' ? /not a DOI/ : /never fetches addresses/,
      );
      expect(hits).toBe(0);
    });
  });
});
