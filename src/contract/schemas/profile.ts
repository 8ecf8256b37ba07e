import { z } from 'zod';
import * as described from '../../entities/profile-sections.ts';
import type { ProfileSection, RowOf } from '../../entities/profile-sections.ts';
import { PROFILE_DOCUMENTS, PROFILE_FIELDS, PROFILE_LINKS } from '../../entities/profile.ts';
import { Attachment, FileRef, Id, NumberLike, OptionalText } from './common.ts';
import { documentAnswers } from './described.ts';

const [
  RESEARCH_PAPERS,
  OTHER_PUBLICATIONS,
  TEXT_BOOKS,
  MAGAZINES,
  POPULAR_BOOKS,
  NEWS_PAPERS,
  E_CONTENTS,
] = described.PUBLICATIONS;

/**
 * A row of a faculty profile table (SPEC §3), as its section is described
 * (entities/profile-sections.ts, decision 112): every cell optional (empty ones are omitted),
 * SPEC's NumberLike where the cell keeps a number (a fund, a count); its quarter where the
 * section has one, its file where a row may carry one.
 */
export type SectionRow<S extends ProfileSection> = RowOf<S> & { quarter?: string; file?: FileRef };
export const sectionRow = <S extends ProfileSection>(section: S) =>
  z.object({
    ...Object.fromEntries(
      section.cells.map((cell) => [
        cell.column,
        cell.number ? NumberLike.optional() : OptionalText,
      ]),
    ),
    ...(section.quarter === 'none' ? {} : { quarter: OptionalText }),
    ...(section.file ? { file: FileRef.optional() } : {}),
  }) as unknown as z.ZodType<SectionRow<S>>;

const rows = <S extends ProfileSection>(section: S) => z.array(sectionRow(section)).default([]);

/** A profile's degrees, by their kinds. */
export const Degrees = z.object(
  Object.fromEntries(described.DEGREES.map((degree) => [degree.name, rows(degree)])) as {
    [D in (typeof described.DEGREES)[number] as D['name']]: ReturnType<typeof rows<D>>;
  },
);

/** The quarterly-report entries of one quarter ('{year}-1st' … '{year}-4th'). */
export const QuarterReport = z.object({
  quarter: z.string(),
  courses_covered: rows(described.COURSES_COVERED),
  student_activities: rows(described.STUDENT_ACTIVITIES),
});

/** The profile's links (SPEC's `others`), as described (entities/profile.ts, decision 114). */
export const ProfileLinks = z.object(
  Object.fromEntries(PROFILE_LINKS.map((link) => [link.answer, OptionalText])) as {
    [L in (typeof PROFILE_LINKS)[number] as L['answer']]: typeof OptionalText;
  },
);

/** The profile's own fields, as described: each '' when the profile has none (HTML: the texts). */
const ownFields = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field.answer, z.string().default('')]),
) as {
  [F in (typeof PROFILE_FIELDS)[number] as F['answer']]: z.ZodDefault<z.ZodString>;
};

/** The research data of a profile: the tables the research page and profile share. */
export const ResearchData = z.object({
  seminars: rows(described.SEMINARS),
  research_projects: rows(described.RESEARCH_PROJECTS),
  research_papers: rows(RESEARCH_PAPERS),
  other_publications: rows(OTHER_PUBLICATIONS),
  text_books: rows(TEXT_BOOKS),
  magazines: rows(MAGAZINES),
  popular_books: rows(POPULAR_BOOKS),
  news_papers: rows(NEWS_PAPERS),
  e_contents: rows(E_CONTENTS),
  workshops: rows(described.WORKSHOPS),
  guideships: rows(described.GUIDESHIPS),
});

/** Faculty profile (SPEC §3). */
export const FacultyProfile = ResearchData.extend({
  id: z.number().int(),
  name: z.string(),
  designation: z.string().default(''),
  /** The designation in Assamese, when the content gives it (ours; decision 097). */
  designation_as: z.string().optional(),
  email: z.string().default(''),
  phone: z.string().default(''),
  mobile: z.string().default(''),
  ...ownFields,
  dp: z.array(Attachment).default([]),
  dpurl: z.array(z.string()).default([]),
  /** The CV, as described (entities/profile.ts, decision 120): a list of one, or none. */
  ...documentAnswers(PROFILE_DOCUMENTS),
  dept_name: z.string().default(''),
  dept_code: z.string(),
  liveNow: z.number().int().default(0),
  others: ProfileLinks.default({}),
  degrees: Degrees.default({ bachelor: [], master: [], phd: [], mphil: [], other: [] }),
  college_activities: rows(described.COLLEGE_ACTIVITIES),
  social_activities: rows(described.SOCIAL_ACTIVITIES),
  achievements: rows(described.ACHIEVEMENTS),
  awards: rows(described.AWARDS),
  qr_list: z.array(QuarterReport).default([]),
});
export type FacultyProfile = z.infer<typeof FacultyProfile>;

export const ProfileRequest = z.object({ id: Id });

/** qr is 'ALL' or a quarter label such as '2024-1st'. */
export const Quarter = z
  .string()
  .regex(/^(ALL|\d{4}-(1st|2nd|3rd|4th))$/, "must be 'ALL' or a quarter such as '2024-1st'");

export const ProfileQuarterRequest = z.object({ id: Id, qr: Quarter.default('ALL') });

/** An unknown id answers 0. */
export const ProfileAnswer = z.union([z.literal(0), FacultyProfile]);
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;
