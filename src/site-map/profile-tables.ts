import * as described from '../entities/profile-sections.ts';
import type { Cell } from '../entities/field.ts';
import type { ProfileSection } from '../entities/profile-sections.ts';

/**
 * The tables of a faculty profile (SPEC §3) as the pages show them: caption and labelled
 * columns of each, in the order they show, read from their description
 * (entities/profile-sections.ts, decision 112). The faculty profile, the quarterly report and
 * the research page all read these.
 */

/** A table row as the pages get it: text cells by column key; 'file' is the file's address. */
export type Row = Record<string, string>;

export interface Column {
  key: string;
  label: string;
  /**
   * The column holds a year, a date, a count or a page range: the public pages write its digits
   * in the page's language (web/components/data-table.tsx).
   */
  numbers?: boolean;
}

export interface TableSpec {
  key: string;
  caption: string;
  columns: readonly Column[];
  /** The column that dates a row: rows show newest first by it (row-order.ts, decision 091). */
  date?: string;
}

type TableOf<S extends ProfileSection> = TableSpec & { key: S['name'] };
/** Sections as tables, each its own. */
const tablesOf = <const Ss extends readonly ProfileSection[]>(sections: Ss) =>
  sections.map(tableOf) as { -readonly [I in keyof Ss]: TableOf<Ss[I]> };

/** A described cell as a table's column. */
export const columnOf = (cell: Cell): Column => ({
  key: cell.name,
  label: cell.label,
  ...(cell.digits ? { numbers: true } : {}),
});

/** A described section as the pages' table: its name (the answer's key), caption, columns. */
export const tableOf = <S extends ProfileSection>(section: S): TableOf<S> => ({
  key: section.name as S['name'],
  caption: section.label,
  columns: section.cells.filter((cell) => cell.onPage).map(columnOf),
  ...(section.date ? { date: section.date } : {}),
});

export const SEMINARS = tableOf(described.SEMINARS);
export const RESEARCH_PROJECTS = tableOf(described.RESEARCH_PROJECTS);
/** Research papers and the six other kinds of publication, in the spec's order. */
export const PUBLICATIONS = tablesOf(described.PUBLICATIONS);
export const WORKSHOPS = tableOf(described.WORKSHOPS);
export const DEGREES = tablesOf(described.DEGREES);
export const COLLEGE_ACTIVITIES = tableOf(described.COLLEGE_ACTIVITIES);
export const SOCIAL_ACTIVITIES = tableOf(described.SOCIAL_ACTIVITIES);
export const ACHIEVEMENTS = tableOf(described.ACHIEVEMENTS);
export const AWARDS = tableOf(described.AWARDS);
export const GUIDESHIPS = tableOf(described.GUIDESHIPS);
export const COURSES_COVERED = tableOf(described.COURSES_COVERED);
export const STUDENT_ACTIVITIES = tableOf(described.STUDENT_ACTIVITIES);

/** The research page's categories: those whose entries carry a quarter (SPEC §5's window). */
export const RESEARCH_CATEGORIES = [RESEARCH_PROJECTS, ...PUBLICATIONS] as const;
export type ResearchCategoryKey = (typeof RESEARCH_CATEGORIES)[number]['key'];
