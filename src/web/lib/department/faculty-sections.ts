/**
 * The faculty profile's 12 sections (SPEC §2), in the spec's order, with its numbers and
 * spellings ('Any Other Infromation' included). Each id is the section's anchor (#basic …).
 */
export const PROFILE_SECTIONS = [
  { id: 'basic', label: 'Basic Details', number: 1 },
  { id: 'address', label: 'Address', number: 2 },
  { id: 'academic', label: 'Academic Details', number: 8 },
  { id: 'seminars', label: 'Seminar/Workshop/Conference Participation', number: 4 },
  { id: 'projects', label: 'Research Projects (On-going/Completed)', number: 5 },
  { id: 'guideship', label: 'Research Guideship', number: 13 },
  { id: 'publications', label: 'Publications', number: 6 },
  {
    id: 'courses',
    label: 'Orientation Programme/Refresher Course/Short Term course',
    number: 7,
  },
  { id: 'college', label: 'Involvement in College', number: 9 },
  { id: 'other', label: 'Any Other Infromation', number: 10 },
  { id: 'awards', label: 'Awards & Achievements', number: 11 },
  { id: 'links', label: 'Links', number: 12 },
] as const;
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** The quarterly report's sections (SPEC §2). */
export const REPORT_SECTIONS = [
  { id: 'courses', label: 'Courses Covered', number: 1 },
  { id: 'extension', label: 'Extension Activities', number: 2 },
  { id: 'students', label: 'Student Related Activity', number: 3 },
  { id: 'campus', label: 'In-Campus Activity', number: 4 },
  { id: 'academic', label: 'Academic Works', number: 5 },
] as const;

/**
 * 'Basic Details(1)': the label with its number, as the spec writes it; the number in the page's
 * digits when given ('মূল বিৱৰণ(১)').
 */
export const numbered = (
  section: { label: string; number: number },
  digits: (value: number) => string = String,
) => `${section.label}(${digits(section.number)})`;

/** The section a visitor starts at. */
export const INITIAL_SECTION: ProfileSectionId = 'basic';
