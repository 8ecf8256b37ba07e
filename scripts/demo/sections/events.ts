import type { Assets } from '../files/assets.ts';
import type { Scene } from '../files/photo/index.ts';
import { daysAgo, daysAhead } from '../lib/dates.ts';
import { eventDay } from './department-event-dates.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { lowerFirst, slugify } from '../lib/text.ts';
import { noticeBody } from './notice-bodies/index.ts';
import { attachmentsFor } from './notices.ts';
import { photo } from './photos.ts';

/**
 * College events (COLLEGE_EVENT). Past events are dated on the college's calendar, days observed
 * on their days, four to six a year from 2019 (the archive years of SPEC §9) to DEMO_DAY, except
 * 2020, the year of the lockdown. Upcoming events (the home page hero) and two recent ones stay
 * relative to the day of import, so they are tied to no day of the year; the importer keeps them
 * out of the examinations and breaks of academic-calendar.yaml (decision 106), and on the tests'
 * day they fall on open days already (`eventDay`). Past events have a
 * photograph of their own (not the online ones); upcoming events have none yet.
 */

type Event = [date: string, title: string, description: string, photo?: Scene];

const UPCOMING: Event[] = [
  [
    eventDay(daysAhead(3)),
    'Inter-departmental debate competition',
    'The Debating Society holds its annual inter-departmental debate in the auditorium at 11:00 a.m.',
    'seminar',
  ],
  [
    eventDay(daysAhead(10)),
    'Blood donation camp with the District Hospital, Nalbari',
    'NSS and the Youth Red Cross unit organise a voluntary blood donation camp in the college gymnasium.',
    'campus',
  ],
  [
    eventDay(daysAhead(50)),
    'National seminar on the folk culture of the Brahmaputra valley',
    'A two-day national seminar organised by the Department of Assamese with support from the IQAC. Papers are invited from teachers and research scholars.',
    'seminar',
  ],
  [
    eventDay(daysAhead(65)),
    'Inter-college quiz competition',
    'Teams of three from the colleges of Nalbari district compete for the Kopoubari College quiz trophy in the auditorium.',
    'stage',
  ],
  [
    eventDay(daysAhead(78)),
    'Alumni meet',
    'Former students are invited to the annual alumni meet in the college auditorium. Registration is free.',
    'stage',
  ],
  [
    eventDay(daysAhead(90)),
    'Career fair and job mela',
    'The Career Guidance and Placement Cell organises a career fair with employers and training agencies of the district.',
    'campus',
  ],
];

const RECENT: Event[] = [
  [
    eventDay(daysAgo(12), -1),
    'Invited lecture on climate and floods in Assam',
    'A lecture for students of all departments on floods, erosion and climate change in the Brahmaputra valley.',
    'seminar',
  ],
  [
    eventDay(daysAgo(40), -1),
    'Plantation drive in the adopted village',
    'NSS volunteers planted 300 saplings in the adopted village with the gaon panchayat.',
    'plantation',
  ],
];

/**
 * Past events with fixed dates, none in 2020, the year of the lockdown: that year of the
 * archive shows its empty state ('No Events found'). Bihu programmes are held in the days
 * before the Bihu holidays, when the college is still open.
 */
const ARCHIVE: Event[] = [
  [
    '2019-01-10',
    'College Week and prize distribution',
    'Sports, cultural and literary competitions over five days, ending with the prize distribution.',
    'sports',
  ],
  [
    '2019-01-26',
    'Republic Day: NCC march past',
    'Flag hoisting by the Principal followed by a march past of NCC cadets and NSS volunteers.',
    'campus',
  ],
  [
    '2019-02-28',
    'National Science Day programme',
    'Quiz, poster and model competitions for students of the Science stream.',
    'lab',
  ],
  [
    '2019-04-11',
    'Rongali Bihu: Husori and Bihu dance competition',
    'Husori, Bihu dance and a Bihu Kunwori competition in the college playground.',
    'stage',
  ],
  [
    '2019-06-05',
    'World Environment Day plantation drive',
    'Students and teachers planted saplings around the new academic building.',
    'plantation',
  ],
  [
    '2021-06-21',
    'International Yoga Day (online)',
    'A live session of yoga and breathing exercises for students and staff.',
  ],
  [
    '2021-06-26',
    'COVID-19 vaccination camp',
    'A vaccination camp for students and the public with the Primary Health Centre, Kopoubari.',
    'campus',
  ],
  [
    '2021-09-05',
    'Teachers\u2019 Day',
    'Students felicitated the retired teachers of the college.',
    'seminar',
  ],
  [
    '2021-09-24',
    'NSS Day',
    'NSS volunteers planted saplings along the college road and held an awareness rally.',
    'plantation',
  ],
  [
    '2021-11-24',
    'Bir Lachit Divas',
    'A discussion and an essay competition on Lachit Borphukan.',
    'seminar',
  ],
  [
    '2022-01-26',
    'Republic Day: flag hoisting by the Principal',
    'Flag hoisting and a march past by NCC cadets.',
    'campus',
  ],
  [
    '2022-04-12',
    'Rongali Bihu: Jeng Bihu of the girl students',
    'Bihu dance and Husori competition, with the Jeng Bihu of the girl students.',
    'stage',
  ],
  [
    '2022-06-21',
    'International Yoga Day on the playground',
    'A yoga session on the college playground with the NCC and NSS.',
  ],
  [
    '2022-08-13',
    'Har Ghar Tiranga rally',
    'Students and staff took out a rally in Kopoubari town with the national flag.',
    'campus',
  ],
  [
    '2022-11-29',
    'National Mathematics Day',
    'A quiz and a talk on Srinivasa Ramanujan by the Department of Mathematics, held before the end-semester examinations, as 22 December falls in them.',
    'classroom',
  ],
  [
    '2023-01-12',
    'College Week with Borgeet and one-act plays',
    'The College Week with sports, Bihu, Borgeet and one-act play competitions.',
    'stage',
  ],
  [
    '2023-02-28',
    'National Science Day exhibition',
    'A science exhibition for school students of the area.',
    'lab',
  ],
  [
    '2023-03-18',
    'NAAC peer team visit',
    'The NAAC peer team visited the college for the second cycle of assessment and accreditation.',
    'campus',
  ],
  [
    '2023-06-21',
    'International Yoga Day in the auditorium',
    'Yoga session for students and staff in the college auditorium.',
  ],
  [
    '2023-09-15',
    'Freshers\u2019 social',
    'The Students\u2019 Union welcomed the first batch of the four-year undergraduate programme.',
    'stage',
  ],
  [
    '2024-01-26',
    'Republic Day: march past of the NCC and NSS',
    'The Principal unfurled the national flag; NCC cadets and NSS volunteers marched past.',
    'campus',
  ],
  [
    '2024-04-10',
    'Rongali Bihu: Husori of the Students\u2019 Union',
    'Husori teams of every department and a Bihu dance competition on the playground before the Bihu holidays.',
    'stage',
  ],
  [
    '2024-06-21',
    'International Yoga Day with the NCC',
    'A yoga session on the playground for students, staff and NCC cadets.',
  ],
  [
    '2024-08-15',
    'Independence Day: flag hoisting and cultural programme',
    'The Principal hoisted the national flag, followed by patriotic songs by the students.',
    'campus',
  ],
  [
    '2024-09-20',
    'Freshers\u2019 social of the second FYUGP batch',
    'The Students\u2019 Union welcomed the students admitted to the 1st Semester.',
    'stage',
  ],
  [
    '2024-11-24',
    'Lachit Divas: essay competition on Lachit Borphukan',
    'An essay competition and a talk on the general of the Battle of Saraighat.',
    'seminar',
  ],
  [
    '2025-02-28',
    'National Science Day: working models of the Science stream',
    'Students of Physics, Chemistry, Botany and Mathematics showed working models to school students.',
    'lab',
  ],
  [
    '2025-04-09',
    'Rongali Bihu: Bihu Kunwori and Husori competitions',
    'The Bihu Kunwori contest and Husori competition before the Bihu holidays.',
    'stage',
  ],
  [
    '2025-06-05',
    'World Environment Day: saplings along the college road',
    'NSS volunteers and the Eco Club planted saplings along the college road.',
    'plantation',
  ],
  [
    '2025-09-05',
    'Teachers\u2019 Day: felicitation of retired teachers',
    'Students felicitated the retired teachers of the college in the auditorium.',
    'seminar',
  ],
  [
    '2025-11-08',
    'Study tour of the Department of History',
    'Students of the 5th Semester visited the archaeological sites of Madan Kamdev and Surya Pahar with two teachers.',
    'river',
  ],
  [
    '2026-01-26',
    'Republic Day: flag hoisting by the Principal and march past',
    'Flag hoisting by the Principal and a march past by NCC cadets and NSS volunteers.',
    'campus',
  ],
  [
    '2026-02-28',
    'National Science Day exhibition for schools',
    'A science exhibition by students of the Science departments for the schools of Kopoubari.',
    'lab',
  ],
  [
    '2026-04-10',
    'Rongali Bihu: Husori and Bihu dance on the playground',
    'Bihu dance and Husori competitions of the departments, before the Bihu holidays.',
    'stage',
  ],
  [
    '2026-06-05',
    'World Environment Day: plantation in the adopted village',
    'The Eco Club and NSS planted 200 saplings in the adopted village.',
    'plantation',
  ],
];

export function buildCollegeEvents(assets: Assets): In<'Notices'> {
  const random = new Random('events');
  return [...UPCOMING, ...RECENT, ...ARCHIVE].map(([date, title, description, scene], i) => {
    const past = !date.startsWith('today+');
    return {
      title,
      date,
      description,
      ...(past && scene
        ? {
            photo: photo(assets, random, 'events', slugify(title), scene, {
              where: `at the ${lowerFirst(title)}`,
              // A Bihu celebration shows Bihu; other programmes may show any performance.
              ...(/bihu/i.test(title) ? { variant: 0 } : {}),
            }),
          }
        : {}),
      attachments: attachmentsFor({
        assets,
        random,
        folder: 'events',
        title,
        description,
        reference: `No. KBC/EVENT/${200 + i}`,
        date,
        pdfChance: 0.3,
        closing: 'All students, teachers and staff are requested to take part.',
        // The programme of the day (notice-bodies/).
        extra: noticeBody({ type: 'COLLEGE_EVENT', title, description, date }),
      }),
    };
  });
}
