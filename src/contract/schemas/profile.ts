import { z } from 'zod';
import { Attachment, FileRef, Id, NumberLike, OptionalText } from './common.ts';

/** Rows of the faculty profile tables (SPEC §3). Every field is optional: empty ones are omitted. */
const file = FileRef.optional();

export const Seminar = z.object({
  theme: OptionalText,
  organised_by: OptionalText,
  title: OptionalText,
  sponsored_by: OptionalText,
  date_year: OptionalText,
  file,
});

export const ResearchProject = z.object({
  title: OptionalText,
  sponsored_by: OptionalText,
  duration: OptionalText,
  /** In Lakh */
  fund: NumberLike.optional(),
  co_researcher: OptionalText,
  /** Free value, not an enumeration. */
  status: OptionalText,
  commencement_date: OptionalText,
  submission_date: OptionalText,
  quarter: OptionalText,
  file,
});

export const ResearchPaper = z.object({
  title_paper: OptionalText,
  title_book: OptionalText,
  published_by: OptionalText,
  isbn_no: OptionalText,
  volume: OptionalText,
  page_nos: OptionalText,
  date_year: OptionalText,
  quarter: OptionalText,
  file,
});

/** Other publication, magazine edited, popular book article, newspaper, e-content. */
export const Publication = z.object({
  title_book: OptionalText,
  title_paper: OptionalText,
  published_by: OptionalText,
  isbn_no: OptionalText,
  other_info: OptionalText,
  date_year: OptionalText,
  quarter: OptionalText,
  file,
});

export const TextBook = Publication.extend({
  edition: OptionalText,
  name_of_authors: OptionalText,
});

export const Workshop = z.object({
  date_year: OptionalText,
  organised_by: OptionalText,
  theme: OptionalText,
  duration: OptionalText,
  sponsored_by: OptionalText,
  file,
});

export const Degrees = z.object({
  bachelor: z
    .array(
      z.object({
        course_b: OptionalText,
        subject_b: OptionalText,
        university_b: OptionalText,
        year_b: OptionalText,
      }),
    )
    .default([]),
  master: z
    .array(
      z.object({
        course_m: OptionalText,
        subject_m: OptionalText,
        university_m: OptionalText,
        year_m: OptionalText,
      }),
    )
    .default([]),
  phd: z
    .array(
      z.object({
        title_p: OptionalText,
        year_p: OptionalText,
        university_p: OptionalText,
        department_p: OptionalText,
        supervisor_p: OptionalText,
      }),
    )
    .default([]),
  mphil: z
    .array(
      z.object({
        title_m1: OptionalText,
        year_m1: OptionalText,
        university_m1: OptionalText,
        department_m1: OptionalText,
        supervisor_m1: OptionalText,
      }),
    )
    .default([]),
  other: z.array(z.object({ description_o: OptionalText, year_o: OptionalText })).default([]),
});

/** College (in-campus) activity and social (extension) activity. */
export const Activity = z.object({
  name: OptionalText,
  position: OptionalText,
  from: OptionalText,
  till: OptionalText,
  other_info: OptionalText,
  quarter: OptionalText,
  file,
});

export const Achievement = z.object({
  achievement: OptionalText,
  date_year: OptionalText,
  other_info: OptionalText,
});

export const Award = z.object({
  area: OptionalText,
  achievement: OptionalText,
  award: OptionalText,
  other_info: OptionalText,
  file,
});

export const Guideship = z.object({
  name: OptionalText,
  date_of_registration: OptionalText,
  topic: OptionalText,
  status: OptionalText,
});

export const CoursesCovered = z.object({
  quarter: OptionalText,
  paper: OptionalText,
  topic: OptionalText,
  remark: OptionalText,
  file,
});

export const StudentActivity = z.object({
  quarter: OptionalText,
  activity: OptionalText,
  student_count: NumberLike.optional(),
  remark: OptionalText,
  file,
});

/** The quarterly-report entries of one quarter ('{year}-1st' … '{year}-4th'). */
export const QuarterReport = z.object({
  quarter: z.string(),
  courses_covered: z.array(CoursesCovered).default([]),
  student_activities: z.array(StudentActivity).default([]),
});

export const ProfileLinks = z.object({
  facebook_link: OptionalText,
  linkedin_link: OptionalText,
  google_scholar: OptionalText,
  wiki_link: OptionalText,
  orchid_link: OptionalText,
});

const rows = <T extends z.ZodType>(row: T) => z.array(row).default([]);

/** The research data of a profile: the tables the research page and profile share. */
export const ResearchData = z.object({
  seminars: rows(Seminar),
  research_projects: rows(ResearchProject),
  research_papers: rows(ResearchPaper),
  other_publications: rows(Publication),
  text_books: rows(TextBook),
  magazines: rows(Publication),
  popular_books: rows(Publication),
  news_papers: rows(Publication),
  e_contents: rows(Publication),
  workshops: rows(Workshop),
  guideships: rows(Guideship),
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
  experience: z.string().default(''),
  date_of_joining: z.string().default(''),
  area_of_research: z.string().default(''),
  /** HTML */
  about: z.string().default(''),
  /** HTML */
  address: z.string().default(''),
  /** HTML */
  permanent_address: z.string().default(''),
  /** HTML */
  contact: z.string().default(''),
  dp: z.array(Attachment).default([]),
  dpurl: z.array(z.string()).default([]),
  cv: z.array(Attachment).default([]),
  dept_name: z.string().default(''),
  dept_code: z.string(),
  liveNow: z.number().int().default(0),
  others: ProfileLinks.default({}),
  degrees: Degrees.default({ bachelor: [], master: [], phd: [], mphil: [], other: [] }),
  college_activities: rows(Activity),
  social_activities: rows(Activity),
  achievements: rows(Achievement),
  awards: rows(Award),
  qr_list: rows(QuarterReport),
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
