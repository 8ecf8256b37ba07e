import { DEMO_DAY } from './dates.ts';

/**
 * The college's calendar: the days that do not move with the day of import. Festivals and
 * national days fall on their real days (the Government of Assam's holiday lists for the moving
 * ones), programmes exist from the year they began, and the dated archive ends on DEMO_DAY.
 */

/** The demo's dated archive: whole years from FIRST_YEAR, then the current one up to DEMO_DAY. */
export const FIRST_YEAR = 2020;
export const LAST_YEAR = Number(DEMO_DAY.slice(0, 4));
export const ARCHIVE_YEARS = Array.from(
  { length: LAST_YEAR - FIRST_YEAR + 1 },
  (_, i) => FIRST_YEAR + i,
);

/** The FYUGP (NEP 2020) began in Assam's colleges with the admissions of 2023. */
export const FYUGP_FROM = '2023-05-01';
/** Its first batch reached the 7th Semester (the fourth year) in August 2026. */
export const FOURTH_YEAR_FROM = '2026-06-01';
/** The current academic year, as the admission button names it. */
export const SESSION = '2026-27';

/** Days that move with the lunar calendar, as the Government of Assam notified them. */
const MOVING: Record<string, Record<number, string>> = {
  'Magh Bihu': {
    2020: '01-15',
    2021: '01-14',
    2022: '01-14',
    2023: '01-15',
    2024: '01-15',
    2025: '01-14',
    2026: '01-15',
  },
  'Durga Puja': {
    2020: '10-23',
    2021: '10-12',
    2022: '10-02',
    2023: '10-21',
    2024: '10-10',
    2025: '09-29',
    2026: '10-18',
  },
  'Tithi of Srimanta Sankaradeva': {
    2020: '08-21',
    2021: '09-08',
    2022: '08-29',
    2023: '08-18',
    2024: '09-04',
    2025: '08-25',
    2026: '09-12',
  },
};

/** Festivals and days observed, by the words a notice names them with. */
const FIXED: [RegExp, string][] = [
  [/Independence Day|Har Ghar Tiranga/i, '08-15'],
  [/Republic Day/i, '01-26'],
  [/Rongali Bihu|Bohag Bihu/i, '04-14'],
  [/Teachers\u2019 Day/i, '09-05'],
  [/Yoga Day/i, '06-21'],
  [/Voters\u2019 Day/i, '01-25'],
  [/Lachit/i, '11-24'],
  [/Science Day/i, '02-28'],
  [/Environment Day/i, '06-05'],
  [/NSS Day/i, '09-24'],
  [/Mathematics Day/i, '12-22'],
  [/Swachhata|Gandhi Jayanti/i, '10-02'],
  [/Hindi Diwas/i, '09-14'],
];
const MOVING_NAMES: [RegExp, string][] = [
  [/Magh Bihu|Bhogali/i, 'Magh Bihu'],
  [/Durga Puja|Puja vacation/i, 'Durga Puja'],
  [/Sankaradeva/i, 'Tithi of Srimanta Sankaradeva'],
];

/** The day ('MM-DD') of the festival or observance a title names in `year`, if it names one. */
export function festivalDay(title: string, year: number): string | undefined {
  for (const [pattern, name] of MOVING_NAMES) if (pattern.test(title)) return MOVING[name]?.[year];
  return FIXED.find(([pattern]) => pattern.test(title))?.[1];
}

/** Months (1-12) in which a notice of this kind is issued, from its words; all when it says none. */
export function seasonOf(text: string): number[] {
  const rules: [RegExp, number[]][] = [
    // A semester's academic calendar is issued before it begins (lib/academic-year.ts).
    [/academic calendar (for|of) the odd/i, [7]],
    [/academic calendar (for|of) the even/i, [12]],
    [/admission|merit list|prospectus|1st Semester.*(Major|Minor)|Major, Minor/i, [5, 6, 7]],
    [/registration with Gauhati|Commencement of classes|freshers|orientation/i, [7, 8]],
    [/odd semesters?|1st, 3rd|(1st|3rd|5th) Semester/i, [8, 9, 10, 11, 12]],
    [/even semesters?|2nd, 4th|(2nd|4th|6th) Semester|exit survey/i, [1, 2, 3, 4, 5]],
    [/flood/i, [6, 7, 8]],
    [/College Week|Students\u2019 Union election|magazine/i, [11, 12, 1]],
    [/scholarship/i, [9, 10, 11, 12]],
    [/PBAS|self-appraisal|annual report|AQAR|stock verification/i, [5, 6, 7]],
    [/holiday list/i, [1]],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? [];
}

/**
 * Programmes and schemes from the year they began: a row or notice that names one is not dated
 * before it. The UGC's Academic Staff Colleges were renamed Human Resource Development Centres
 * (UGC-HRDC) in 2015; their Faculty Induction Programme replaced the Orientation Programme in 2019.
 */
export const BEGAN: [RegExp, number][] = [
  [/FYUGP|four-year undergraduate|\bMajor\b|\bMinor\b|Multidisciplinary/i, 2023],
  [/Har Ghar Tiranga/i, 2022],
  [/\bJAM\b/, 2004],
  [/UGC-HRDC/, 2015],
  [/Faculty Induction Programme/, 2019],
  [/NEP 2020/, 2020],
];

/** The first year a text can be dated in, from the programmes and schemes it names. */
export function firstYearOf(text: string): number {
  return Math.max(0, ...BEGAN.filter(([p]) => p.test(text)).map(([, y]) => y));
}

/** The staff college of a university in `year`: UGC-HRDC from 2015, the Academic Staff College before. */
export function staffCollege(university: string, year: number): string {
  return year >= 2015 ? `UGC-HRDC, ${university}` : `UGC-Academic Staff College, ${university}`;
}

const FYUGP_WORDS =
  /FYUGP|four-year|Four Year Undergraduate|NEP 2020|\bMajor\b|\bMinor\b|Skill Enhancement|Value Added Course|Multidisciplinary/;

/**
 * The days between which a notice with these words could have been issued: not before the
 * programme it speaks of began, and in the months before the session or year it names.
 */
export function issueWindow(text: string): { from: string; to: string } {
  const session = /session (\d{4})-\d\d/.exec(text);
  if (session) return { from: `${session[1]}-05-01`, to: `${session[1]}-07-31` };
  const year = /\bfor (\d{4})\b/.exec(text);
  if (year) return { from: `${Number(year[1]) - 1}-12-01`, to: `${year[1]}-01-31` };
  const to = '9999-12-31';
  const began = firstYearOf(text);
  if (began > FIRST_YEAR && !FYUGP_WORDS.test(text)) return { from: `${began}-01-01`, to };
  if (/\b(7th|8th) Semester|fourth year/i.test(text)) return { from: FOURTH_YEAR_FROM, to };
  if (FYUGP_WORDS.test(text)) return { from: FYUGP_FROM, to };
  return { from: `${FIRST_YEAR}-01-01`, to };
}

/** The 2026 holidays of the Government of Assam that the college and Gauhati University keep. */
export const HOLIDAYS_2026: [date: string, occasion: string][] = [
  ['2026-01-14', 'Magh Bihu (Uruka)'],
  ['2026-01-15', 'Magh Bihu'],
  ['2026-01-23', 'Netaji\u2019s Birthday'],
  ['2026-01-26', 'Republic Day'],
  ['2026-01-31', 'Me-Dam-Me-Phi'],
  ['2026-03-04', 'Holi'],
  ['2026-03-21', 'Id-ul-Fitr'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-14', 'Bohag Bihu'],
  ['2026-04-15', 'Bohag Bihu'],
  ['2026-04-16', 'Bohag Bihu'],
  ['2026-05-01', 'May Day'],
  ['2026-05-27', 'Id-uz-Zuha'],
  ['2026-08-15', 'Independence Day'],
  ['2026-09-04', 'Janmashtami'],
  ['2026-09-12', 'Tithi of Srimanta Sankaradeva'],
  ['2026-10-02', 'Birthday of Mahatma Gandhi'],
  ['2026-10-17', 'Kati Bihu'],
  ['2026-10-18', 'Durga Puja (Maha Saptami)'],
  ['2026-10-19', 'Durga Puja (Maha Ashtami)'],
  ['2026-10-20', 'Durga Puja (Maha Navami)'],
  ['2026-10-21', 'Bijoya Dashami and Janmotsav of Srimanta Sankaradeva'],
  ['2026-11-08', 'Kali Puja and Diwali'],
  ['2026-11-24', 'Lachit Divas'],
  ['2026-12-02', 'Asom Divas (Su-Ka-Pha Divas)'],
  ['2026-12-25', 'Christmas Day'],
];

/** The academic calendar of the session, month by month, as lib/academic-year.ts sets its windows. */
export const ACADEMIC_CALENDAR: [month: string, events: string][] = [
  [
    'August 2026',
    '1 Aug: classes of the 1st, 3rd, 5th and 7th Semesters begin; 15 Aug: Independence Day; orientation of the 1st Semester',
  ],
  [
    'September 2026',
    'Registration with Gauhati University; 5 Sep: Teachers\u2019 Day; 12 Sep: Tithi of Srimanta Sankaradeva; 14-19 Sep: sessional examinations (odd semesters)',
  ],
  ['October 2026', '17-24 Oct: Durga Puja and Kati Bihu vacation'],
  ['November 2026', 'Examination form fill-up; 24 Nov: Lachit Divas; 30 Nov: last day of classes'],
  [
    'December 2026',
    '1-24 Dec: end-semester examinations of Gauhati University (odd semesters); 25 Dec-1 Jan: winter break',
  ],
  [
    'January 2027',
    '2 Jan: classes of the 2nd, 4th, 6th and 8th Semesters begin; 14-15 Jan: Magh Bihu; 26 Jan: Republic Day; College Week',
  ],
  [
    'February 2027',
    'Results of the odd semesters; Students\u2019 Union election; 28 Feb: National Science Day exhibition',
  ],
  [
    'March 2027',
    '15-20 Mar: sessional examinations (even semesters); submission of internship reports (8th Semester)',
  ],
  ['April 2027', '14-16 Apr: Bohag Bihu; 30 Apr: last day of classes'],
  [
    'May 2027',
    '4-30 May: end-semester examinations of Gauhati University (even semesters), practicals and viva-voce',
  ],
  [
    'June 2027',
    'Admission to the 1st Semester for the session 2027-28; 21 Jun: International Yoga Day',
  ],
  [
    'July 2027',
    '1-31 Jul: summer break; results of the even semesters; preparation of the next session',
  ],
];
