/** Business constants of SPEC §9, and the few of our own that the API and the web share. */

/** Notice archive: the current year and the six before. */
export const NOTICE_ARCHIVE_YEAR_COUNT = 7;
/** Events archive: fixed years. */
export const EVENT_ARCHIVE_YEARS = [2023, 2022, 2021, 2020, 2019] as const;

export const MARQUEE_HEIGHT_PX = 250;
export const MARQUEE_TICK_MS = 50;
export const CAROUSEL_INTERVAL_MS = 2000;

export const HOLIDAY_DATE_FORMAT = 'dd/MM/yyyy'; // DD/MM/YYYY, in date-fns notation
export const OFFICE_NAME_MAX_LENGTH = 30;
export const COLLEGE_DEPARTMENT_COUNT = 8;
export const DEFAULT_STREAM = 'ARTS';

export const FIRST_QUARTER_YEAR = 2017;
export const QUARTER_SUFFIXES = ['1st', '2nd', '3rd', '4th'] as const;
export const ALL_QUARTERS = 'ALL';
export const FACULTY_TYPE = 'FACULTY';

export const PROJECT_COST_UNIT = 'Lakh';
export const BASE64_CHUNK_SIZE = 512;
export const CV_FILE_EXTENSION = '.pdf';

export const ABOUT_BOX_HEIGHT = '25vh';
export const FACULTY_PHOTO_PX = 200;

/** How many notices /getnoticesbytypedeptv1 returns when no year is asked for (ours). */
export const LATEST_NOTICES_LIMIT = 10;
/** How many notices and events the department home lists before its View All links (ours). */
export const DEPT_NOTICE_LIMIT = 5;
/** How many upcoming events /getupcomingevents returns (ours). */
export const UPCOMING_EVENTS_LIMIT = 10;

/** The current year and the six before, newest first. */
export function noticeArchiveYears(currentYear: number): number[] {
  return Array.from({ length: NOTICE_ARCHIVE_YEAR_COUNT }, (_, i) => currentYear - i);
}

/** Quarter labels '{year}-1st' … '{year}-4th', from the current year down to 2017. */
export function quarterLabels(currentYear: number): string[] {
  const labels: string[] = [];
  for (let year = currentYear; year >= FIRST_QUARTER_YEAR; year--) {
    for (const suffix of QUARTER_SUFFIXES) labels.push(`${year}-${suffix}`);
  }
  return labels;
}

const QUARTER_PATTERN = /^(\d{4})-(1st|2nd|3rd|4th)$/;

/** True when a quarter label lies between 2017-1st and {currentYear}-4th. */
export function isQuarterInWindow(quarter: string | undefined, currentYear: number): boolean {
  const match = quarter ? QUARTER_PATTERN.exec(quarter) : null;
  if (!match) return false;
  const year = Number(match[1]);
  return year >= FIRST_QUARTER_YEAR && year <= currentYear;
}
