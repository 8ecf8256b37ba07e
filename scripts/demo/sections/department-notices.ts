import type { Assets } from '../files/assets.ts';
import type { Scene } from '../files/photo/index.ts';
import type { PdfTable } from '../files/pdf.ts';
import {
  addDays,
  daysAgo,
  daysAhead,
  isFixed,
  longDate,
  printedDate,
  weekday,
} from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { lowerFirst, slugify } from '../lib/text.ts';
import { eventDay } from './department-event-dates.ts';
import type { DeptDef } from './departments/index.ts';
import { NOTICE_PLANS, type DeptNoticePlan } from './departments/notice-plans.ts';
import { NamePool } from './names.ts';
import { pdfParagraphs } from './notices.ts';
import { photo } from './photos.ts';

/**
 * Department notices and events, each department its own (departments/notice-plans.ts): the
 * newest notice and the coming events relative to the day of import (no PDF: a PDF prints a
 * fixed date), the rest on fixed dates with a PDF that holds what the title promises. Events
 * keep clear of the end-semester examinations and the winter break (department-event-dates.ts).
 */
export function buildDepartmentNotices(
  dept: DeptDef,
  assets: Assets,
): { notices: In<'Notices'>; events: In<'Notices'> } {
  const plan = NOTICE_PLANS[dept.code];
  if (!plan) throw new Error(`no notice plan for ${dept.code}`);
  const r = new Random(`department-notices:${dept.code}`);
  const students = new NamePool(new Random(`department-students:${dept.code}`));
  const head = dept.faculty[0]?.name ?? '';
  const who = `Students of the Department of ${dept.name}`;
  /** A day of a month, 'YYYY-MM-DD', between the two days given. */
  const day = (month: string, from = 2, to = 27) =>
    `${month}-${String(r.int(from, to)).padStart(2, '0')}`;
  const entry = (
    date: string,
    title: string,
    description: string,
    body: (string | PdfTable)[] = [],
    options: { scene?: Scene; where?: string; fresh?: boolean } = {},
  ) => {
    const reference = `No. KBC/${dept.code}/${r.int(10, 99)}`;
    const picture =
      options.scene && !date.startsWith('today+')
        ? photo(
            assets,
            r,
            'events',
            `${dept.code.toLowerCase()}-${slugify(title)}`,
            options.scene,
            {
              who,
              where: options.where ?? `at the ${lowerFirst(title)}`,
            },
          )
        : undefined;
    return {
      title,
      date,
      description,
      ...(options.fresh ? { new: true } : {}),
      ...(picture ? { photo: picture } : {}),
      attachments:
        isFixed(date) && body.length
          ? [
              assets.pdf('departments', {
                title: title.startsWith(dept.name) ? title : `${dept.name}: ${title}`,
                reference,
                date: printedDate(date),
                body: [
                  ...pdfParagraphs(description),
                  ...body,
                  `For any query, students may contact the Head of the Department of ${dept.name}.`,
                ],
                signedBy: `${head}, Head, Department of ${dept.name}`,
              }),
            ]
          : [],
    };
  };

  const sessionals = day('2026-03', 2, 9);
  const practical = day('2024-09', 2, 12);
  const tourNotice = day('2026-01', 7, 14);
  const tourDay = eventDay(addDays(tourNotice, r.int(20, 26)));
  const projects = day('2026-04', 2, 10);
  const notices = [
    entry(daysAgo(r.int(2, 9)), plan.meeting.title, plan.meeting.description, [], {
      fresh: true,
    }),
    entry(
      projects,
      plan.projects.title,
      `Students of the 6th Semester (${dept.name} Major) should submit two bound copies of their project reports to their supervisors by ${longDate(addDays(projects, 21))}.`,
      projectBody(dept, plan, students, r),
    ),
    entry(
      sessionals,
      `${dept.name} sessional examinations of the 2nd and 4th Semesters: schedule`,
      `The sessional examinations of the even semesters in ${dept.name} will be held in the department as per the schedule below.`,
      sessionalBody(dept, sessionals),
    ),
    entry(
      tourNotice,
      plan.tour.title,
      plan.tour.description,
      tourBody(dept, plan, tourNotice, tourDay),
    ),
    entry(practical, plan.practical.title, plan.practical.description, practicalBody(dept, plan)),
  ];

  const outing = eventDay(day('2026-02', 2, 26));
  const farewell = eventDay(day('2026-04', 20, 29), -1);
  const theme = dept.seminarThemes[0] ?? dept.name;
  const events = [
    entry(
      eventDay(daysAhead(r.int(47, 58))),
      `Departmental seminar on ${lowerFirst(theme)}`,
      `A one-day seminar on ${lowerFirst(theme)} with invited speakers from Gauhati University; students of all semesters of ${dept.name} should attend.`,
    ),
    entry(eventDay(daysAhead(r.int(62, 90))), plan.contest.title, plan.contest.description),
    entry(
      eventDay(daysAgo(r.int(50, 80)), -1),
      `Invited lecture on ${lowerFirst(r.pick(dept.areas))}`,
      'An invited lecture by a faculty member of a university of the region, followed by a discussion with students.',
      [],
      { scene: 'seminar' },
    ),
    entry(outing, plan.outing.title, plan.outing.description, outingBody(dept, plan, outing), {
      ...(plan.outing.scene ? { scene: plan.outing.scene } : {}),
      ...(plan.outing.where ? { where: plan.outing.where } : {}),
    }),
    entry(
      farewell,
      plan.farewell.title,
      plan.farewell.description,
      farewellBody(plan, farewell, students),
      { scene: 'stage', where: `at the farewell of the ${plan.society}` },
    ),
  ];
  return { notices, events };
}

/** The next `count` days from a date on which classes are held (no Sundays). */
function workingDays(from: string, count: number): string[] {
  const days: string[] = [];
  for (let d = from; days.length < count; d = addDays(d, 1))
    if (weekday(d) !== 'Sunday') days.push(d);
  return days;
}

const teachers = (dept: DeptDef) => dept.faculty.map((f) => f.name);

function projectBody(dept: DeptDef, plan: DeptNoticePlan, students: NamePool, r: Random) {
  const staff = teachers(dept);
  return [
    'The reports should be typed on A4 paper, bound, with the certificate of the supervisor and a declaration by the student. The viva-voce on the projects will be held with the practical examinations of the 6th Semester; its date will be notified.',
    {
      caption: 'Students, topics and supervisors',
      columns: ['Roll No.', 'Student', 'Topic', 'Supervisor'],
      widths: [0.14, 0.24, 0.38, 0.24],
      rows: plan.projects.topics.map((topic, i) => [
        `${dept.code}-23-${String(r.int(1, 9) + i * 9).padStart(3, '0')}`,
        students.next().name,
        topic,
        staff[i % staff.length] ?? '',
      ]),
    },
  ];
}

function sessionalBody(dept: DeptDef, notice: string) {
  const even = dept.papers.filter((p) => /-2\d\d$/.test(p.code));
  const courses = [
    ...even.map((p) => ['2nd', `${p.code}: ${p.title}`]),
    ['2nd', `${dept.name} Minor (2nd Semester)`],
    ['4th', `${dept.name} Major, first course of the 4th Semester`],
    ['4th', `${dept.name} Major, second course of the 4th Semester`],
  ];
  const days = workingDays(addDays(notice, 10), courses.length);
  return [
    {
      caption: 'Schedule of the sessional examinations',
      columns: ['Date', 'Time', 'Semester', 'Course'],
      widths: [0.24, 0.2, 0.14, 0.42],
      rows: courses.map(([sem, course], i) => [
        `${printedDate(days[i]!)} (${weekday(days[i]!)})`,
        '10:30 a.m. to 12:00 noon',
        sem!,
        course!,
      ]),
    },
    'Each sessional examination carries 20 marks of the internal assessment. Students must bring their identity cards and the admit slips issued by the department. A student absent for illness may sit a make-up test only on a medical certificate given to the Head of the Department within three days.',
  ];
}

function tourBody(dept: DeptDef, plan: DeptNoticePlan, notice: string, tour: string) {
  const staff = teachers(dept);
  return [
    `The tour will be held on ${weekday(tour)}, ${longDate(tour)}. Students should give their names with a letter of consent from their guardians by ${longDate(addDays(notice, 7))}; the contribution of each student is Rs. 300, the rest is borne by the department.`,
    {
      caption: `Itinerary, ${longDate(tour)}`,
      columns: ['Time', 'Place', 'Programme'],
      widths: [0.16, 0.34, 0.5],
      rows: plan.tour.legs.map((leg) => [...leg]),
    },
    `Teachers accompanying the students: ${staff.slice(1, 3).join(' and ')}. Students must wear the college uniform and carry their identity cards, water and a notebook; each writes a report of the tour for the internal assessment.`,
  ];
}

function practicalBody(dept: DeptDef, plan: DeptNoticePlan) {
  const staff = teachers(dept);
  return [
    ...plan.practical.rules.map((rule) => `- ${rule}`),
    {
      caption: 'Batches',
      columns: ['Batch', 'Roll numbers', 'Day and time', 'Teacher'],
      widths: [0.12, 0.22, 0.34, 0.32],
      rows: ['A', 'B', 'C'].map((batch, i) => [
        batch,
        `${i * 15 + 1} to ${i * 15 + 15}`,
        `${['Monday', 'Wednesday', 'Friday'][i]}, 1:30 to 4:00 p.m.`,
        staff[(i % (staff.length - 1)) + 1] ?? '',
      ]),
    },
    'A student who misses a session must make it up in another batch with the leave of the teacher; attendance of practicals counts for the internal assessment.',
  ];
}

function outingBody(dept: DeptDef, plan: DeptNoticePlan, date: string) {
  const staff = teachers(dept);
  return [
    `Held on ${weekday(date)}, ${longDate(date)}, with ${staff.slice(0, 2).join(' and ')} in charge. The programme of the day:`,
    {
      caption: 'Programme',
      columns: ['Time', 'Programme'],
      widths: [0.2, 0.8],
      rows: plan.outing.programme.map((step) => [...step]),
    },
    `The students wrote their notes of the day for the department\u2019s magazine, ${dept.magazine}, and the photographs are kept with the ${plan.society}.`,
  ];
}

function farewellBody(plan: DeptNoticePlan, date: string, students: NamePool) {
  const [host, speaker, singer] = [students.next(), students.next('F'), students.next()];
  return [
    `Programme of the evening of ${weekday(date)}, ${longDate(date)}, 3:00 p.m., in the college auditorium:`,
    {
      caption: 'Programme',
      columns: ['Item', 'By'],
      widths: [0.55, 0.45],
      rows: [
        ['Welcome and lighting of the lamp', `${host.name}, Secretary, ${plan.society}`],
        ['Opening song', singer.name],
        ['Words of the Head of the Department', 'Head of the Department'],
        ['Memories of three years, by the 6th Semester', speaker.name],
        ['Cultural programme of the juniors', 'Students of the 2nd and 4th Semesters'],
        ['Vote of thanks', host.name],
      ],
    },
    'Each outgoing student received a gamosa and a copy of the department\u2019s magazine.',
  ];
}
