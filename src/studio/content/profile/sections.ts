import {
  COURSES_COVERED,
  PROFILE_SECTIONS,
  STUDENT_ACTIVITIES,
} from '../../../entities/profile-sections.ts';
import type { Cell } from '../../../entities/field.ts';
import { columnOf, tableOf, type Column } from '../../../site-map/profile-tables.ts';

/**
 * The table sections of a faculty profile (SPEC §3, §5) as the studio edits them, read from their
 * description (entities/profile-sections.ts, decision 112): the public pages' captions, every
 * cell as a column, whether a row carries its quarter ('YYYY-1st' … 'YYYY-4th', required for the
 * quarterly report's own tables) and its file.
 */
export interface SectionSpec {
  /** The form's key: the content folder's name of the table (degrees by their kind). */
  key: string;
  caption: string;
  /** The SPEC's tab of the public profile (or the quarterly report) the table shows under. */
  tab: string;
  columns: readonly Column[];
  /** The column that dates a row, which orders the rows newest first (decision 091). */
  date?: string;
  quarter: 'none' | 'optional' | 'required';
  file: boolean;
  /** Its cells as described: the words of their messages, their maxima, which keep a number. */
  cells: readonly Cell[];
  /** The most rows it keeps. */
  max: number;
}

export const SECTIONS: readonly SectionSpec[] = PROFILE_SECTIONS.map((section) => ({
  ...tableOf(section),
  // Every cell, those the public table leaves out too (SPEC's ISBN of a newspaper article).
  columns: section.cells.map(columnOf),
  key: section.formKey,
  tab: section.tab,
  quarter: section.quarter,
  file: section.file,
  cells: section.cells,
  max: section.max!,
}));

export type SectionKey = string;

export const sectionOf = (key: string): SectionSpec | undefined =>
  SECTIONS.find((spec) => spec.key === key);

/** The degrees' form keys and their names in the content's `degrees` object. */
export const DEGREE_SECTIONS: readonly (readonly [string, string])[] = PROFILE_SECTIONS.filter(
  (section) => section.place === 'degrees',
).map((section) => [section.formKey, section.name] as const);

/** The sections of the quarterly report: rows grouped by their quarter. */
export const REPORT_SECTIONS = [COURSES_COVERED.name, STUDENT_ACTIVITIES.name] as const;
