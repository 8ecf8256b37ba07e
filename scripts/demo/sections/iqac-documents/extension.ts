import { weekday } from '../../lib/dates.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { str, servingIn, span, sum, table, yearLabel, type Build, type Scope } from './context.ts';

/** Extension, outreach and collaboration (3.4, 3.5) and the days the college observes (7.1). */

const pad = (n: number) => String(n).padStart(2, '0');

/** A working day in the month of a quarter that has no examinations: not a Sunday. */
function dayIn(year: number, month: number, seed: number): string {
  for (let d = 4 + (seed % 20); ; d++) {
    const iso = `${year}-${pad(month)}-${pad(d)}`;
    if (weekday(iso) !== 'Sunday') return iso;
  }
}
const printed = (iso: string) => iso.split('-').reverse().join('/');
/** Calendar quarter to a month outside the examination windows. */
const MONTH_OF_QUARTER: Record<string, number> = { '1st': 2, '2nd': 4, '3rd': 9, '4th': 10 };

interface Programme {
  iso: string;
  name: string;
  teacher: string;
  role: string;
  participants: number;
  year: number;
}

/** The teachers' own extension work from their profiles, and the NSS's yearly special camp. */
function programmes(s: Scope): Programme[] {
  const out: Programme[] = [];
  for (const t of s.teachers)
    for (const [i, a] of (t.person.social_activities ?? []).entries()) {
      if (!str(a.name) || /Sahitya Sabha/.test(str(a.name))) continue;
      const [y, q] = str(a.quarter).split('-');
      const month = MONTH_OF_QUARTER[q ?? ''] ?? 2;
      const cal = Number(y);
      const year = month >= 7 ? cal : cal - 1;
      if (!s.years.includes(year)) continue;
      out.push({
        iso: dayIn(cal, month, t.person.id * 3 + i),
        name: str(a.name),
        teacher: str(t.person.name),
        role: str(a.position),
        participants: Number(/\d+/.exec(str(a.other_info))?.[0] ?? 40),
        year,
      });
    }
  s.years.forEach((year, y) => {
    const officers = servingIn(s, year).filter(
      (t) => t.def.tier === 'rich' || t.def.tier === 'medium',
    );
    const officer = officers[(y * 5) % officers.length];
    if (!officer) return;
    out.push({
      iso: dayIn(year + 1, 1, y * 7),
      name: `NSS seven-day special camp at the adopted village, ${['Bhojkuchi', 'Barkura', 'Kaitalkuchi', 'Dhamdhama', 'Belsor'][y % 5]}`,
      teacher: str(officer.person.name),
      role: 'NSS Programme Officer',
      participants: 50,
      year,
    });
  });
  return out.sort((a, b) => a.iso.localeCompare(b.iso));
}

/** 3.4.1: the extension activities, each with its date, teacher in charge and participants. */
export const extensionReports: Build = (s) => {
  const list = programmes(s);
  return [
    `Extension activities of the NSS unit (100 volunteers), the Red Ribbon Club and the departments in the villages around Kopoubari during ${span(s)}. Each was reported to the IQAC within a week with its attendance and photographs; the teacher in charge is named as on the teacher's profile. The adopted village programme is described under best practice II (7.2.1).`,
    table(
      'Extension and outreach activities',
      ['Date', 'Activity', 'Teacher in charge', 'Role', 'Participants'],
      list.map((p) => [printed(p.iso), str(p.name), p.teacher, p.role, p.participants]),
      [1.1, 3.4, 2, 1.6, 1],
    ),
    `Activities: ${list.length}; students and villagers taking part: ${sum(list.map((p) => p.participants))}.`,
  ];
};

/** 3.4.3: the same programmes counted year by year. */
export const extensionCounts: Build = (s) => {
  const list = programmes(s);
  const rows = s.years.map((year) => {
    const of = list.filter((p) => p.year === year);
    return [
      yearLabel(year),
      of.length,
      of.filter((p) => /NSS|Swachh|Flood/.test(str(p.name))).length,
      sum(of.map((p) => p.participants)),
    ];
  });
  return [
    `Extension and outreach programmes conducted by the college through the NSS, the Red Ribbon Club and the departments, in collaboration with the Nalbari district administration, the District Hospital and the village panchayats, counted year by year for ${span(s)}. The programmes are listed one by one with their dates under 3.4.1.`,
    table(
      'Programmes year by year',
      ['Year', 'Programmes', 'Of them by the NSS', 'Participants'],
      rows,
    ),
    'Programmes stopped between April 2020 and January 2021 under the COVID-19 restrictions; the NSS volunteers then helped at the vaccination camps of the Kopoubari Primary Health Centre.',
  ];
};

const MOUS: [string, string, string, string][] = [
  [
    'Nalbari College, Nalbari',
    '2018-08-20',
    'Faculty exchange and shared laboratory use',
    'Physics, Chemistry',
  ],
  [
    'Kopoubari Anchalik Gaon Panchayat',
    '2019-01-14',
    'Adopted village programme and water testing',
    'NSS, Chemistry',
  ],
  [
    'District Library, Nalbari',
    '2019-09-03',
    'Membership of students and book exhibitions',
    'Central Library',
  ],
  [
    'Brahmaputra Folk Culture Trust, Barpeta',
    '2021-02-10',
    'Field recording for the folk culture archive',
    'Assamese, History',
  ],
  ['Krishi Vigyan Kendra, Nalbari', '2022-03-07', 'Internships of Botany students', 'Botany'],
  [
    'Assam Gramin Vikash Bank, Kopoubari branch',
    '2024-09-12',
    'Financial literacy camps and internships',
    'Economics',
  ],
  [
    'Gauhati University Institute of Distance and Open Learning',
    '2025-01-22',
    'Study centre and counselling',
    'All departments',
  ],
];

/** 3.5.1: the MoUs in force in the scope's years. */
export const mous: Build = (s) => {
  const end = `${s.years.at(-1)! + 1}-06-30`;
  const rows = MOUS.filter(([, date]) => date <= end).map(([partner, date, purpose, who]) => [
    partner,
    printed(date),
    purpose,
    who,
    'In force',
  ]);
  return [
    `Memoranda of understanding signed by the Principal with institutions, offices and organisations for internships, on-the-job training, research and the sharing of facilities, in force during ${span(s)}. The signed copies are kept in the IQAC office; each MoU names a teacher as its coordinator and is reviewed every year by the IQAC.`,
    table(
      'Functional MoUs',
      ['Partner', 'Signed on', 'Purpose', 'Departments', 'Status'],
      rows,
      [2.6, 1, 2.6, 1.4, 0.8],
    ),
    `MoUs in force: ${rows.length}.`,
  ];
};

const DAYS: [string, string, string][] = [
  [
    '01-26',
    'Republic Day',
    'Flag hoisting by the Principal and a march past of the NSS volunteers',
  ],
  ['02-21', 'International Mother Language Day', 'Recitation in the languages of the students'],
  [
    '03-08',
    'International Women\u2019s Day',
    'Talk and self-defence demonstration by the Women Cell',
  ],
  ['06-05', 'World Environment Day', 'Planting of saplings on the campus'],
  ['08-15', 'Independence Day', 'Flag hoisting and a cultural programme'],
  ['09-05', 'Teachers\u2019 Day', 'Programme organised by the Students\u2019 Union'],
  ['10-02', 'Gandhi Jayanti', 'Cleanliness drive on the campus and at Kopoubari market'],
  ['11-26', 'Constitution Day', 'Reading of the Preamble'],
];

/** 7.1.11: the days observed, one row a day a year, with what was done. */
export const daysObserved: Build = (s) => {
  const rows = s.years.flatMap((year) =>
    DAYS.map(([md, day, what]) => {
      const cal = Number(md.slice(0, 2)) >= 7 ? year : year + 1;
      const online = `${cal}-${md}` > '2020-03-24' && `${cal}-${md}` < '2021-02-01';
      return [
        printed(`${cal}-${md}`),
        day,
        online
          ? /Flag/.test(what)
            ? 'Flag hoisting with the staff only (COVID-19)'
            : `${day} observed online (COVID-19)`
          : what,
        String(80 + ((cal * 3 + Number(md.slice(3))) % 240)),
      ];
    }),
  );
  return [
    `National and international days, and the festivals of the communities of Assam, observed by the college during ${span(s)}, with what was done and how many took part. Each observance was reported to the IQAC with photographs.`,
    table('Days observed', ['Date', 'Day', 'Programme', 'Participants'], rows, [1, 2, 3.5, 1]),
  ];
};

const DIVERSITY = [
  'Bihu Sanmilan with Bodo, Mising, Rabha and Karbi dances',
  'Seminar on the languages of Assam',
  'Me-Dam-Me-Phi observance with the Tai Ahom students',
  'Inter-community food festival of the hostels',
  'Talk on the Constitution and the rights of minorities',
];

/** 7.1.8: programmes on the cultural and linguistic diversity of the students. */
export const diversityProgrammes: Build = (s) => {
  const rows = s.years.flatMap((year, y) =>
    DIVERSITY.slice(0, s.years.length === 1 ? 5 : 2).map((name, i) => {
      const dept = DEPARTMENTS[(y + i) % DEPARTMENTS.length]!;
      const month = name.startsWith('Me-Dam') ? 1 : name.startsWith('Bihu') ? 4 : 9;
      const cal = month >= 7 ? year : year + 1;
      return [
        printed(month === 1 ? `${cal}-01-31` : dayIn(cal, month, y + i * 5)),
        name,
        dept.name,
        String(60 + ((y * 31 + i * 17) % 150)),
      ];
    }),
  );
  return [
    `Students of the college come from Assamese, Bodo, Rabha, Bengali-speaking, Mising, Tea tribe and other communities of Nalbari and the neighbouring districts. The college respects each language and custom and brings them together through the programmes listed below for ${span(s)}, organised by the Students' Union, the departments and the Cultural Committee.`,
    table(
      'Programmes on diversity and inclusion',
      ['Date', 'Programme', 'Organising department', 'Participants'],
      rows,
      [1, 3.5, 1.5, 1],
    ),
  ];
};
