import { festivalDay } from '../../lib/calendar.ts';
import { addDays, longDate, weekday } from '../../lib/dates.ts';
import { type Block, type NoticeOf, teacher, workingDay } from './common.ts';

/**
 * Notices of a programme on one day (a day observed, a camp, a workshop, a talk, a drive, a
 * visit, a competition): its day, place and order of the programme hour by hour, and who to
 * see. The day is the festival's own when the title names one, else a few days after the notice;
 * the hour is the one the description gives.
 */

const VENUES = [
  'auditorium',
  'playground',
  'gymnasium',
  'conference hall',
  'library lobby',
  'seminar hall',
  'Administrative Building',
  'canteen',
  'girls\u2019 hostel',
];

/** The day of the programme: the observance's own day when it is still ahead, else soon after. */
export function programmeDay(n: NoticeOf): string {
  const mmdd = festivalDay(n.title, Number(n.date.slice(0, 4)));
  const own = mmdd && `${n.date.slice(0, 4)}-${mmdd}`;
  if (own && own >= n.date && own <= addDays(n.date, 30)) return own;
  return workingDay(n.date, n.random.int(3, 9));
}

/** The time the description names ('at 6:30 a.m.'), in minutes from midnight; else a usual one. */
function startTime(n: NoticeOf): number {
  const m = /(\d{1,2}):(\d{2})\s*(a\.m\.|p\.m\.)/.exec(n.description);
  if (!m && /after classes/i.test(n.description)) return 15 * 60 + 30;
  if (!m) return n.random.pick([10, 11]) * 60;
  const h = Number(m[1]);
  return (m[3] === 'p.m.' && h < 12 ? h + 12 : h) * 60 + Number(m[2]);
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  return `${h > 12 ? h - 12 : h}:${m} ${h >= 12 ? 'p.m.' : 'a.m.'}`;
};

/** The order of a programme, by what the title is about. */
function items(n: NoticeOf): string[] {
  const t = `${n.title} ${n.description}`;
  if (/Independence|Republic|Tiranga/i.test(t))
    return [
      'Assembly of students, teachers and staff',
      'Hoisting of the national flag by the Principal and the national anthem',
      'Guard of honour by the NCC cadets',
      'Address by the Principal',
      'Patriotic songs and a cultural programme by the students',
      'Distribution of sweets',
    ];
  if (/Environment|sapling|plantation/i.test(t))
    return [
      'Assembly at the college gate',
      'Talk on the trees of the Brahmaputra valley by a teacher of Botany',
      'Planting of saplings, each tagged with the name of the student who will look after it',
      'Pledge for a green campus',
      'Vote of thanks by the Eco Club',
    ];
  if (/NAAC|peer team/i.test(t))
    return [
      'Meeting of the peer team with the Principal and the IQAC; presentation on the college',
      'Visit to the departments, the library and the laboratories',
      'Interaction with the students and the alumni',
      'Interaction with the parents and the Governing Body',
      'Verification of documents in the IQAC office',
      'Exit meeting with the Principal',
    ];
  if (/prize distribution/i.test(t))
    return [
      'Opening song and welcome by the General Secretary of the Students\u2019 Union',
      'Report of the College Week by the General Secretary',
      'Address by the chief guest',
      'Distribution of prizes of the sports, literary and cultural events',
      'Vote of thanks and the national anthem',
    ];
  if (/Yoga/i.test(t))
    return [
      'Registration and warm-up',
      'Common Yoga Protocol: standing and sitting asanas',
      'Pranayama and meditation',
      'Talk on yoga and health by a teacher of Physical Education',
      'Pledge and vote of thanks',
    ];
  if (/Bihu/i.test(t))
    return [
      'Inauguration with the lighting of the lamp and a Borgeet',
      'Husori by the departments, in turn',
      'Bihu dance competition (teams of eight)',
      'Bihu Naam competition',
      'Prize distribution by the Principal',
    ];
  if (/blood/i.test(t))
    return [
      'Registration of donors with an identity card',
      'Screening (weight, haemoglobin, blood pressure) by the doctors of the hospital',
      'Donation in the gymnasium',
      'Refreshments and rest for fifteen minutes',
      'Certificates and donor cards',
    ];
  if (/fire/i.test(t))
    return [
      'Talk on the causes of fire in kitchens, laboratories and hostels',
      'Use of the extinguishers (water, foam, CO2, dry powder) by each participant',
      'Evacuation drill of the hostel',
      'First aid for burns',
      'Questions and the vote of thanks',
    ];
  if (/Voters/i.test(t))
    return [
      'Pledge of the voters, read by the Principal',
      'Talk on the electoral roll by the Booth Level Officer',
      'Enrolment of new voters (Form 6) at the help desk, with the Aadhaar card and proof of age',
      'Quiz on elections for students',
      'Vote of thanks by the Electoral Literacy Club',
    ];
  if (/visit|satra|field/i.test(t))
    return [
      'Assembly at the college gate and roll call',
      'Departure by bus',
      'Visit with a guide of the place',
      'Lunch',
      'Discussion with the hosts',
      'Return to the college',
    ];
  if (/exhibition/i.test(t))
    return [
      'Opening of the exhibition by the Principal',
      'Visit of the school students, class by class, with their teachers',
      'Demonstration of the working models by the students',
      'Judging of the models',
      'Prizes for the best models and certificates for the schools',
    ];
  if (/competition|quiz|audition|championship|debate|selection|exhibition/i.test(t))
    return [
      'Registration of participants with the identity card',
      'Briefing on the rules by the judges',
      'Preliminary round',
      'Final round',
      'Announcement of the results and prizes',
    ];
  if (/talk|lecture/i.test(t))
    return [
      'Welcome and introduction of the speaker by the convener',
      'The talk',
      'Questions from the students',
      'Remarks of the Principal and the vote of thanks',
    ];
  if (/drive|fair|recruit|placement|interview/i.test(t))
    return [
      'Registration of candidates with the resume and marksheets',
      'Presentation by the employers',
      'Written or aptitude test',
      'Interviews',
      'Announcement of the shortlisted candidates',
    ];
  return [
    'Registration of participants',
    'Inaugural session: welcome by the convener and address by the Principal',
    'First session with the resource person',
    'Second session: practice, group work and discussion',
    'Feedback and the valedictory session',
  ];
}

/** The order and particulars of a programme; `on` fixes its day (an event's own date). */
export function programmeBody(n: NoticeOf, on?: string): Block[] {
  const day = on ?? programmeDay(n);
  const text = `${n.title} ${n.description}`.toLowerCase();
  // The place the description names first ('in front of the Administrative Building').
  const named = VENUES.filter((v) => text.includes(v.toLowerCase())).sort(
    (a, b) => text.indexOf(a.toLowerCase()) - text.indexOf(b.toLowerCase()),
  );
  const venue = named[0] ?? n.random.pick(VENUES.slice(0, 6));
  const trip = /visit|satra|field/i.test(text) && !/naac|peer team/i.test(text);
  const start = trip ? 7.5 * 60 : startTime(n);
  const steps = items(n);
  const step = trip ? 75 : steps.length > 5 ? 25 : 40;
  const convener = teacher(n.random);
  return [
    `Day and place: ${longDate(day)} (${weekday(day)}), ${/visit|satra/i.test(text) ? 'from the college gate' : `the ${venue}`}, from ${clock(start)}`,
    {
      caption: 'Programme',
      columns: ['Time', 'Item'],
      rows: steps.map((item, i) => [`${clock(start + i * step)}`, item]),
      widths: [1, 4],
    },
    on
      ? `Convener: ${convener.name}, Department of ${convener.dept}. The attendance of students, taken by the class representatives, and the photographs of the day are kept for the college records; NSS and NCC members are counted for their service hours.`
      : `Convener: ${convener.name}, Department of ${convener.dept}. Participants should reach ${n.random.pick(['fifteen', 'twenty', 'thirty'])} minutes early. Attendance will be taken by the class representatives and sent to the office; NSS and NCC members will be counted for their service hours.`,
    `${day !== n.date && start >= 9 * 60 && start < 15 * 60 && weekday(day) !== 'Sunday' && !festivalDay(n.title, Number(day.slice(0, 4))) ? 'Departments are requested to release the students concerned from classes for the period of the programme. ' : ''}The programme will be photographed for the college records and the IQAC.`,
  ];
}
