/**
 * What we know about each demo department, written by hand so the generated pages read like a
 * real subject: faculty, research areas, FYUGP papers with topics, titles of papers and books.
 * The builders in people/ and sections/department-*.ts draw from these lists with seeded randomness.
 */

/** How much of a faculty profile is filled: every section, most, some, a little, or nothing. */
export type Tier = 'full' | 'rich' | 'medium' | 'partial' | 'minimal';

export interface FacultyDef {
  name: string;
  designation: string;
  gender: 'M' | 'F';
  tier: Tier;
  /** Shows the 'Visit Faculty Page' and 'View Quarterly Report' links. */
  live: boolean;
  /** Year of joining the college. */
  joined: number;
  /** False for the few faculty shown with the default photo. */
  photo?: boolean;
}

export interface Paper {
  code: string;
  title: string;
  topics: string[];
}

export interface DeptDef {
  code: string;
  name: string;
  name_as: string;
  stream: 'ARTS' | 'SCIENCE';
  estd: number;
  /** Banner gradient. */
  colour: [string, string];
  degree: 'B.A.' | 'B.Sc.';
  faculty: FacultyDef[];
  areas: string[];
  papers: Paper[];
  /** Titles of research papers by the faculty. */
  researchTitles: string[];
  /** Books, edited volumes and text books by the faculty. */
  books: string[];
  projects: { title: string; agency: string }[];
  seminarThemes: string[];
  /** Student-related activities of the quarterly reports. */
  studentActivities: string[];
  /** A place for field trips / study tours. */
  fieldTrip: string;
  facilities: { title: string; description: string }[];
  /** The department's wall magazine or journal. */
  magazine: string;
  /** One paragraph that is particular to the department, for its About text. */
  about: string;
  vision: string;
  /** Competitive examinations students of the subject clear. */
  exams: string[];
}
