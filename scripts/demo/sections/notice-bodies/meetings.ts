import { addDays, longDate, weekday } from '../../lib/dates.ts';
import {
  type Block,
  type NoticeOf,
  ordinal,
  programmeOf,
  sessionOf,
  workingDay,
} from './common.ts';

/**
 * Meetings: the notice of a meeting with its agenda, and the minutes of one held, with who was
 * present, what was discussed and what was resolved. A meeting notice calls the meeting a few
 * days ahead; minutes record a meeting held a few days before they were placed on the site.
 */

function agendaOf(n: NoticeOf): string[] {
  const session = sessionOf(n.date);
  const fyugp = programmeOf(n.date) === 'FYUGP';
  const first = 'Confirmation of the minutes of the last meeting';
  if (/Governing Body/i.test(n.title))
    return [
      first,
      ...n.random.sample(
        [
          'Action taken on the decisions of the last meeting',
          `Budget of the college for the session ${session}`,
          'Approval of the accounts audited by the chartered accountant',
          'Engagement of contractual teachers against vacant posts',
          'Repair of the boys\u2019 hostel and the boundary wall from the development fund',
          'Report of the IQAC and approval of the AQAR',
          'Fees of the self-financed certificate courses',
        ],
        5,
      ),
    ];
  if (/hostel/i.test(n.title))
    return [
      'Mess dues and the menu of the month',
      'Repair of taps, fans and the water filter',
      'Rules on visitors and the closing hour',
      'Cleanliness of rooms and the common room',
      'Any other matter with the permission of the chair',
    ];
  return [
    first,
    ...n.random.sample(
      [
        fyugp
          ? 'Progress of the FYUGP courses and the internal assessment'
          : 'Progress of the CBCS courses and the internal assessment',
        'Preparation of the AQAR and the documents of the criteria',
        'Student feedback on the curriculum and the action to be taken',
        'Calendar of seminars, workshops and faculty development programmes',
        'Mentoring and remedial classes',
        'Green audit and the campus cleanliness programme',
        'Attendance of students and the sessional examinations',
      ],
      4,
    ),
  ];
}

export function meetingNoticeBody(n: NoticeOf): Block[] {
  const day = workingDay(n.date, n.random.int(5, 10));
  const agenda = agendaOf(n);
  return [
    `The meeting will be held on ${longDate(day)} (${weekday(day)}). Agenda:`,
    ...agenda.map((item, i) => `- ${i + 1}. ${item}`),
    `- ${agenda.length + 1}. Any other matter with the permission of the chair`,
    'Members who wish to raise a matter under the last item are requested to send it in writing to the office two days before the meeting. The papers of each item will be available for reading in the office from the day after this notice.',
  ];
}

/** What an IQAC meeting discusses and what it resolves on each. */
const RESOLUTIONS: [agenda: string, resolution: string][] = [
  [
    'Preparation of the AQAR',
    'The criterion in-charges will submit the data of the AQAR to the Coordinator within a month.',
  ],
  [
    'Seminars and invited lectures',
    'Each department will hold at least one seminar or invited lecture in the semester and send its report to the IQAC.',
  ],
  [
    'Feedback on the curriculum',
    'The feedback of the students on the curriculum will be collected online and analysed department-wise.',
  ],
  [
    'Faculty development',
    'A faculty development programme on outcome-based education will be organised with a neighbouring college.',
  ],
  [
    'Remedial classes',
    'Remedial classes will be held on Saturdays for students who scored below 40% in the sessional examinations.',
  ],
  [
    'Green audit',
    'The green audit of the campus will be carried out by an external agency before the end of the session.',
  ],
  [
    'Lesson plans and attendance',
    'Teachers will upload their lesson plans and the attendance of their classes on the college portal every month.',
  ],
  [
    'Hours of the library',
    'The library will extend its hours to 6:00 p.m. during the examinations.',
  ],
  [
    'Mentoring',
    'Mentors will meet their groups of first-generation learners every fortnight and keep a record of the meetings.',
  ],
];

export function minutesBody(n: NoticeOf): Block[] {
  let held = addDays(n.date, -n.random.int(4, 12));
  if (weekday(held) === 'Sunday') held = addDays(held, -1);
  const meeting = /(\d+)(?:st|nd|rd|th) meeting/.exec(n.title)?.[1];
  const present = n.random.int(9, 13);
  const decisions = n.random.sample(RESOLUTIONS, 4);
  return [
    `The ${meeting ? `${ordinal(Number(meeting))} ` : ''}meeting was held on ${longDate(held)} (${weekday(held)}) at 11:00 a.m. in the conference hall, with the Principal in the chair. Present: ${present} members, including the Coordinator, the teacher members, the representative of the administrative staff and the student member. Leave of absence: ${14 - present}.`,
    {
      caption: 'Agenda and resolutions',
      columns: ['No.', 'Agenda', 'Resolution'],
      rows: [
        [
          '1',
          'Minutes of the last meeting',
          'The minutes of the last meeting were read and confirmed.',
        ],
        ...decisions.map(([item, resolution], i) => [String(i + 2), item, resolution]),
      ],
      widths: [0.5, 2.5, 4],
    },
    `The meeting ended with a vote of thanks by the Coordinator. The action taken on these resolutions will be reported at the next meeting.`,
  ];
}
