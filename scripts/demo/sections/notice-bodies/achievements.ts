import { addDays, longDate } from '../../lib/dates.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import {
  type Block,
  type NoticeOf,
  departmentIn,
  ordinal,
  rollNumber,
  students,
  teacher,
  teacherIn,
} from './common.ts';

/**
 * Achievements of the college, its students and its teachers: who, what, where and when (before
 * the notice, which reports it), who guided them, and when the college will felicitate them
 * (after it).
 */

function felicitation(n: NoticeOf, whom: string): string {
  const day = addDays(n.date, n.random.int(5, 15));
  return `The college will felicitate ${whom} at ${n.random.pick(['the morning assembly', 'a function in the auditorium', 'the College Week prize distribution', 'the Foundation Day function'])}${n.random.chance(0.5) ? ` on ${longDate(day)}` : ''}. The Principal, the teachers and the staff offer their congratulations and wish ${whom === 'them' ? 'them' : 'the student'} further success.`;
}

/** How many students a title speaks of: one ('Student wins'), two ('a team of two'), a team. */
function howMany(text: string): number {
  if (/two students|team of two/i.test(text)) return 2;
  if (/^Student|^Best|a student|NCC cadet|NSS volunteer/i.test(text)) return 1;
  if (/first and third/i.test(text)) return 2;
  return 4;
}

/** What the table says each student achieved, in the words of the notice. */
function resultOf(text: string, count: number): string {
  const rank = /\b(First|Second|Third)\b (?:position|rank)/i.exec(text)?.[1];
  if (rank) return `${rank} position`;
  if (/scholarship|award/i.test(text)) return 'Awarded';
  if (/qualify|clear|NET/i.test(text)) return 'Qualified';
  if (/selected/i.test(text)) return 'Selected';
  if (/published/i.test(text)) return 'Published';
  if (/gold medal/i.test(text)) return 'Gold medal';
  return count > 1 ? 'Team member' : 'Winner';
}

/** Achievements that are a result or a selection, not an event one takes part in. */
const RESULT = /position|rank|qualify|clear|NET|scholarship|selected|published|award from/i;

export function studentAchievementBody(n: NoticeOf): Block[] {
  const text = `${n.title} ${n.description}`;
  const women = /women|girl/i.test(text);
  const dept = departmentIn(text) ?? n.random.pick(DEPARTMENTS);
  const names = students(n.random, howMany(text), women ? 'F' : undefined);
  const held = addDays(n.date, -n.random.int(3, 12));
  const guide = teacher(n.random, dept.name);
  const position = /first and third/i.test(text) ? ['First', 'Third'] : [];
  return [
    {
      caption: 'Particulars',
      columns: ['Student', 'Roll number', 'Semester and subject', 'Result'],
      rows: names.map((name, i) => {
        // The semester the text names, else one the student can be in on the notice's day.
        const year = Number(n.date.slice(0, 4));
        const autumn = Number(n.date.slice(5, 7)) >= 7 ? 1 : 0;
        const said = /(\d)(?:st|nd|rd|th) Semester/.exec(text)?.[1];
        const semester = said ? Number(said) : n.random.pick(autumn ? [3, 5] : [2, 4, 6]);
        const admitted = year - Math.ceil(semester / 2) + autumn;
        return [
          name,
          rollNumber(n.random, admitted, dept.code),
          /former/i.test(text)
            ? `Graduated in ${admitted + 3}, ${dept.name}`
            : `${ordinal(semester)} Semester, ${dept.name}`,
          position[i] ?? resultOf(text, names.length),
        ];
      }),
      widths: [2, 1.8, 2.2, 1.2],
    },
    RESULT.test(text)
      ? `The result was declared on ${longDate(held)}. ${names.length > 1 ? 'The students were' : `${names[0]} was`} guided by ${guide.name} of the Department of ${guide.dept} and the teachers of the department.`
      : `The event was held on ${longDate(held)}${n.random.chance(0.6) ? ` at ${n.random.pick(['Guwahati', 'Nalbari', 'Barpeta', 'Tezpur', 'Jorhat', 'Dibrugarh'])}` : ''}, with participants from colleges across the state. ${names.length > 1 ? 'The students were' : `${names[0]} was`} prepared by ${guide.name} of the Department of ${guide.dept}, who accompanied ${names.length > 1 ? 'them' : 'the student'} with the permission of the Principal.`,
    felicitation(n, names.length > 1 ? 'them' : names[0]!),
  ];
}

export function teacherAchievementBody(n: NoticeOf): Block[] {
  const who = teacherIn(n.title) ?? teacher(n.random);
  const them = who.gender === 'F' ? 'her' : 'his';
  const t = n.title;
  const rows: [string, string][] = [
    ['Name', who.name],
    ['Department', who.dept],
  ];
  if (/Best Teacher/i.test(t))
    rows.push(
      [
        'Selected by',
        'A committee of the Principal, the IQAC Coordinator and two senior teachers, on the feedback of students and the self-appraisal',
      ],
      ['Award', 'A citation and a memento'],
    );
  else if (/Ph\.D/i.test(t))
    rows.push(
      [
        'University',
        n.random.pick([
          'Gauhati University',
          'Cotton University',
          'Tezpur University',
          'Dibrugarh University',
        ]),
      ],
      ['Date of the viva-voce', longDate(addDays(n.date, -n.random.int(20, 60)))],
    );
  else if (/project/i.test(t))
    rows.push(
      ['Funding agency', 'Assam Science Technology and Environment Council'],
      [
        'Duration and grant',
        `${n.random.pick(['Two', 'Three'])} years, Rs. ${n.random.pick(['4.8', '6.5', '9.2'])} lakh`,
      ],
      [
        'Students engaged',
        `${n.random.int(2, 4)} students of the 5th Semester as project assistants`,
      ],
    );
  else if (/paper/i.test(t))
    rows.push(
      ['Seminar', `National seminar held on ${longDate(addDays(n.date, -n.random.int(5, 20)))}`],
      [
        'Organised by',
        n.random.pick(['a college of Guwahati', 'Gauhati University', 'a college of Barpeta']),
      ],
    );
  else if (/Board of Studies/i.test(t))
    rows.push(
      ['Body', `Board of Studies in ${who.dept} (undergraduate), Gauhati University`],
      ['Term', 'Three years from the date of nomination'],
    );
  else if (/book/i.test(t))
    rows.push(
      ['Released by', 'The Principal, at a function in the college auditorium'],
      ['Date of the release', longDate(addDays(n.date, -n.random.int(2, 10)))],
      [
        'Published by',
        n.random.pick(['a publisher of Guwahati', 'a publisher of Nalbari', 'a university press']),
      ],
    );
  else if (/resource person/i.test(t))
    rows.push(
      ['Workshop', `National workshop held on ${longDate(addDays(n.date, -n.random.int(4, 20)))}`],
      [
        'Organised by',
        n.random.pick(['Gauhati University', 'Cotton University', 'a college of Guwahati']),
      ],
      ['Lecture', `An invited lecture on ${who.dept} for teachers and research scholars`],
    );
  else if (/refresher/i.test(t))
    rows.push(
      ['Course', 'Refresher course of two weeks of a UGC-Human Resource Development Centre'],
      ['Grade', 'A'],
      ['Completed on', longDate(addDays(n.date, -n.random.int(5, 25)))],
    );
  else if (/paper-setter|examiner/i.test(t))
    rows.push(
      ['Appointed by', 'The Controller of Examinations, Gauhati University'],
      ['Duty', `Setting and evaluating papers of ${who.dept} in the end-semester examinations`],
    );
  else rows.push(['Date', longDate(addDays(n.date, -n.random.int(3, 15)))]);
  return [
    { caption: 'Particulars', columns: ['Item', 'Particulars'], rows, widths: [2, 4] },
    `${who.name} has taught ${who.dept} at the college and guided students in ${them} department in their projects, seminars and field work. The recognition reflects on the department and on the college.`,
    `The college will felicitate ${who.name} at a function in the auditorium. The Principal, the teachers, the staff and the students offer ${them === 'her' ? 'her' : 'him'} their congratulations.`,
  ];
}

/** Who recognised, funded or certified what a college notice reports, by its words. */
const BY: [RegExp, [string, string]][] = [
  [/NAAC/, ['Accredited by', 'National Assessment and Accreditation Council']],
  [
    /tournament|inter-college|youth festival|university/i,
    ['Organised by', 'Gauhati University and its affiliated colleges'],
  ],
  [/blood/i, ['Awarded by', 'The District Hospital, Nalbari']],
  [/NCC/, ['Inspected by', 'The Commanding Officer of the NCC battalion']],
  [/NSS/, ['Adjudged by', 'The NSS Cell of Gauhati University and the district administration']],
  [/tobacco|health/i, ['Certified by', 'The district health department, Nalbari']],
  [
    /grant|sanctioned|funded|smart classrooms|solar|star college/i,
    [
      'Funded by',
      'The Government of Assam and the Government of India, under their schemes for colleges',
    ],
  ],
  [/MoU/, ['Signed with', 'The District Agriculture Office, Nalbari']],
  [/magazine|book|folk songs/i, ['Judged by', 'A panel of writers and teachers of the region']],
  [
    /championship|medals|kabaddi|archery|volleyball/i,
    ['Organised by', 'The state and district sports associations'],
  ],
];

function recognisedBy(text: string): [string, string] {
  return (
    BY.find(([m]) => m.test(text))?.[1] ?? ['Recognised by', 'The district administration, Nalbari']
  );
}

export function collegeAchievementBody(n: NoticeOf): Block[] {
  const held = addDays(n.date, -n.random.int(3, 20));
  const incharge = teacher(n.random);
  return [
    {
      caption: 'Particulars',
      columns: ['Item', 'Particulars'],
      rows: [
        ['Achievement', n.title],
        ['Date', longDate(held)],
        recognisedBy(`${n.title} ${n.description}`),
        ['Teacher-in-charge', `${incharge.name}, Department of ${incharge.dept}`],
      ],
      widths: [2, 4],
    },
    `The achievement is the work of the students, teachers and staff who gave their time to it over the year, and of the Governing Body, which supported it. It will be recorded in the AQAR of the session and in the annual report of the college.`,
    `The Principal thanks everyone concerned. A function to mark the occasion will be held in the auditorium; the date will be notified.`,
  ];
}
