import { logger, plugins, type CslItem } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { ProfileRow } from './profile-schema.ts';
import { sectionOf, type SectionSpec } from './sections.ts';

/**
 * Publications pasted as BibTeX or RIS, read by citation-js into rows of a publications
 * section. SECURITY: every parse names its input type (forceType): left to guess, citation-js
 * takes a URL or a DOI for an address and fetches it, and the server must never fetch an
 * address taken from content. Each entry is read on its own, so a bad one is listed with its
 * reason and the good ones are not lost; the caller saves all or nothing.
 */
export const PASTE_FORMATS = ['bibtex', 'ris', 'doi'] as const;
export type PasteFormat = (typeof PASTE_FORMATS)[number];

/** A paste larger than this is refused: about a thousand entries. */
export const MAX_PASTE_CHARACTERS = 200_000;
export const MAX_ENTRIES = 200;

export interface PasteProblem {
  /** The entry as pasted (its first line), to find it. */
  entry: string;
  reason: string;
}
/** A row the paste makes, and the key of the section it goes to (by its kind: see homeOf). */
export interface PastedRow {
  section: string;
  row: ProfileRow;
}
export interface PasteResult {
  rows: PastedRow[];
  problems: PasteProblem[];
}

const FORCED: Record<'bibtex' | 'ris', string> = { bibtex: '@bibtex/text', ris: '@ris/file' };
const DOI = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$/i;

const firstLine = (entry: string) => {
  const line = entry.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
};

/** The entries of a paste: BibTeX's from each '@' at a line's start, RIS's from each 'TY  -'. */
function entriesOf(text: string, format: 'bibtex' | 'ris'): string[] {
  const start = format === 'bibtex' ? /^\s*@/m : /^TY {2}- /m;
  const at = text.search(start);
  if (at < 0) return [];
  const split = format === 'bibtex' ? /(?=^\s*@)/m : /(?=^TY {2}- )/m;
  return text
    .slice(at)
    .split(split)
    .map((entry) => entry.trim())
    .filter((entry) => entry && !/^@(comment|preamble)\b/i.test(entry));
}

/** Why a paste with no entry at all was refused. */
function nothingFound(text: string, format: 'bibtex' | 'ris'): PasteProblem[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const name = format === 'bibtex' ? 'BibTeX' : 'RIS';
  if (lines.length && lines.every((line) => ADDRESS.test(line) || DOI.test(line)))
    return lines.map((line) => ({
      entry: firstLine(line),
      reason:
        'This is an address or a DOI, not a citation: the studio never fetches addresses. ' +
        `Paste the ${name} text of the publication itself.`,
    }));
  const start = format === 'bibtex' ? '@article{' : 'TY  - JOUR';
  return [{ entry: firstLine(text), reason: `No ${name} entry found: each starts with ${start}.` }];
}

/** A CSL item read once more, by citation-js only with its type named. */
function parseEntry(entry: string, format: 'bibtex' | 'ris'): CslItem[] | string {
  if (/^@string\b/i.test(entry))
    return '@string abbreviations are not read: write the words in the entry.';
  try {
    return plugins.input.chain(entry, { forceType: FORCED[format], generateGraph: false });
  } catch (error) {
    return `Cannot be read: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    // citation-js keeps every log line it writes, forever: not in a server that runs for months.
    logger._log.length = 0;
  }
}

const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const first = (value: unknown) => str(Array.isArray(value) ? value[0] : value);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** When it was published; a conference paper read from RIS has only its event's date. */
function dateYear(item: CslItem): string {
  const date = (item.issued ?? item['event-date']) as { 'date-parts'?: unknown[][] } | undefined;
  const parts = date?.['date-parts']?.[0];
  const [year, month] = (parts ?? []).map(Number);
  if (!year) return '';
  return month && MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : String(year);
}

function authors(item: CslItem): string {
  const list = Array.isArray(item.author) ? (item.author as Record<string, unknown>[]) : [];
  return list
    .map((a) => str(a.literal) || [str(a.given), str(a.family)].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

/**
 * The CSL kinds Research Papers (the journal articles: its second column is the Journal) cannot
 * hold, and the section that has their columns: a paper in conference proceedings (BibTeX
 * @inproceedings, RIS CONF or CPAPER) and a book chapter (@incollection, @inbook, RIS CHAP) go to
 * Other Publications (Title of Paper/Chapter, Title of Book), a book to Text Books.
 */
const HOMES: Record<string, { section: string; words: string }> = {
  'paper-conference': { section: 'other_publications', words: 'Paper in conference proceedings' },
  chapter: { section: 'other_publications', words: 'Book chapter' },
  book: { section: 'text_books', words: '' },
};

/** The section an entry goes to: the one chosen, unless that is Research Papers and it is no article. */
export function homeOf(item: CslItem, chosen: SectionSpec): SectionSpec {
  const home = HOMES[str(item.type)];
  return chosen.key === 'research_papers' && home ? sectionOf(home.section)! : chosen;
}

/**
 * A CSL item as a row of the section: only the section's own columns, all text. The container
 * (journal, proceedings, book of a chapter) goes to the section's second title column; Other
 * Information says which kind of entry it is, for the reader to tell a proceedings from a book.
 */
export function rowOfItem(item: CslItem, spec: SectionSpec, quarter: string): ProfileRow {
  const title = str(item.title);
  // RIS gives a conference paper's proceedings (T2) as the event's title.
  const container = str(item['container-title']) || str(item['event-title']);
  const volume = str(item.volume);
  const issue = str(item.issue);
  const isbn = first(item.ISBN);
  const issn = first(item.ISSN);
  const names = authors(item);
  const inPaper = spec.key === 'research_papers' || container !== '';
  const values: Record<string, string> = {
    title_paper: inPaper ? title : '',
    title_book: inPaper ? container : title,
    published_by: str(item.publisher),
    isbn_no: isbn ? `ISBN ${isbn}` : issn ? `ISSN ${issn}` : '',
    volume: [volume && `Vol. ${volume}`, issue && `No. ${issue}`].filter(Boolean).join(', '),
    page_nos: str(item.page),
    date_year: dateYear(item),
    edition: str(item.edition),
    name_of_authors: names,
    other_info: [
      HOMES[str(item.type)]?.words,
      names && !spec.columns.some((c) => c.key === 'name_of_authors') ? `Authors: ${names}` : '',
    ]
      .filter(Boolean)
      .join('. '),
  };
  const row: ProfileRow = {};
  for (const column of spec.columns) row[column.key] = (values[column.key] ?? '').slice(0, 1000);
  if (spec.quarter !== 'none') row.quarter = quarter;
  if (spec.file) row.file = '';
  return row;
}

/** The pasted publications as rows of the section, and every entry that could not be read. */
export function parsePaste(
  text: string,
  format: PasteFormat,
  spec: SectionSpec,
  quarter: string,
): PasteResult {
  if (text.length > MAX_PASTE_CHARACTERS)
    return {
      rows: [],
      problems: [
        { entry: '', reason: `Paste at most ${MAX_PASTE_CHARACTERS} characters at a time.` },
      ],
    };
  if (format === 'doi') return { rows: [], problems: doiProblems(text) };
  const entries = entriesOf(text, format);
  if (entries.length === 0) return { rows: [], problems: nothingFound(text, format) };
  if (entries.length > MAX_ENTRIES)
    return {
      rows: [],
      problems: [{ entry: '', reason: `Paste at most ${MAX_ENTRIES} entries at a time.` }],
    };
  const rows: PastedRow[] = [];
  const problems: PasteProblem[] = [];
  for (const entry of entries) {
    const items = parseEntry(entry, format);
    if (typeof items === 'string') problems.push({ entry: firstLine(entry), reason: items });
    else if (items.length === 0)
      problems.push({ entry: firstLine(entry), reason: 'No entry could be read here.' });
    else
      for (const item of items) {
        if (!str(item.title))
          problems.push({ entry: firstLine(entry), reason: 'It has no title.' });
        else {
          const home = homeOf(item, spec);
          rows.push({ section: home.key, row: rowOfItem(item, home, quarter) });
        }
      }
  }
  return { rows, problems };
}

/**
 * A DOI list is not looked up: the studio has no resolver and never fetches an address taken
 * from content (decision 054). Each DOI is refused with the way to its BibTeX.
 */
function doiProblems(text: string): PasteProblem[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return [{ entry: '', reason: 'Paste one DOI a line.' }];
  return lines.map((line) => {
    const doi = DOI.exec(line)?.[1];
    return {
      entry: firstLine(line),
      reason: doi
        ? `DOIs are not looked up here (the studio never fetches addresses). Open https://doi.org/${doi} in your browser, export the citation as BibTeX or RIS, and paste that.`
        : 'This is not a DOI (like 10.1000/xyz123).',
    };
  });
}
