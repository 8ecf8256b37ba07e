import { COLLEGE } from '../sections/college.ts';
import { Random } from '../lib/random.ts';
import { MONTHS, addDays, longDate, weekday } from '../lib/dates.ts';
import { type ProfileContext, type Row } from './context.ts';
import type { PdfContent } from '../files/pdf.ts';
import {
  GB_PRESIDENT,
  convener,
  courseDirector,
  issuerLetterhead,
  sanctioningOfficer,
} from './signatories.ts';

/**
 * A teacher's certificates as their issuers write them: who, for what, when, where and by whom,
 * with a number and a date of issue, signed by the issuing body (never by the teacher). Each is
 * drawn from its own seeded stream, so the profile's other rows do not change with it.
 */

/** 'March 2019' to the first day of the month, ISO. */
function monthStart(dateYear: string): string {
  const [month = 'January', year = '2020'] = dateYear.split(' ');
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-01`;
}

/** A weekday in the month, from a seed, that is not a Sunday (nor its next `days` days). */
function dayIn(r: Random, first: string, days = 1): string {
  let day = addDays(first, r.int(2, 20));
  while (Array.from({ length: days }, (_, i) => weekday(addDays(day, i))).includes('Sunday'))
    day = addDays(day, 1);
  return day;
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const initials = (text: string) =>
  text
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && w[0] === w[0]!.toUpperCase())
    .map((w) => w[0])
    .join('')
    .slice(0, 4);

/** 'Dr. X, Associate Professor, Department of Physics, Kopoubari College, Nalbari, Assam'. */
function whoIs(ctx: ProfileContext): string {
  const { def, dept } = ctx;
  return def.designation === 'Principal'
    ? `${def.name}, Principal, ${COLLEGE.name}, Nalbari, Assam`
    : `${def.name}, ${def.designation}, Department of ${dept.name}, ${COLLEGE.name}, Nalbari, Assam`;
}

/** The certificate on its issuer's letterhead (the college's for its own). */
function issue(
  ctx: ProfileContext,
  issuer: string,
  title: string,
  body: PdfContent['body'],
  signedBy: string,
) {
  const letterhead = issuerLetterhead(issuer);
  return ctx.assets.pdf(
    'certificates',
    { title, body, signedBy, ...(letterhead ? { letterhead } : {}) },
    `${ctx.id}-${title}`,
  );
}

/** A body's short name for its numbers: 'ASTEC', 'UGC', or the initials of its words. */
function codeOf(body: string): string {
  const first = body.split(/[ ,(]/)[0] ?? '';
  return /^[A-Z-]{2,}$/.test(first) ? first : initials(body);
}

export function seminarCertificate(ctx: ProfileContext, row: Row<'seminars'>): string {
  const r = new Random(`certificate:seminar:${ctx.id}`);
  const organiser = String(row.organised_by);
  const start = dayIn(r, monthStart(String(row.date_year)), 2);
  const end = addDays(start, 1);
  const session = r.int(2, 5);
  const number = `${codeOf(organiser.replace(/^Department of /, ''))}/NS/${start.slice(0, 4)}/${String(r.int(21, 180)).padStart(3, '0')}`;
  const venue = organiser.includes(COLLEGE.name)
    ? `the Seminar Hall of ${COLLEGE.name}`
    : `the Conference Hall, ${organiser.replace(/^Department of [^,]+, /, '')}`;
  return issue(
    ctx,
    organiser,
    'Seminar participation certificate',
    [
      `Certificate No.: ${number}`,
      `This is to certify that ${whoIs(ctx)}, participated in the ${row.theme} held on ${start.slice(8).replace(/^0/, '')} and ${longDate(end)} at ${venue}, organised by the ${organiser} and sponsored by ${row.sponsored_by}, and presented a paper entitled \u201c${row.title}\u201d in Technical Session ${session}.`,
      {
        columns: ['Particulars', ''],
        rows: [
          ['Seminar', String(row.theme)],
          ['Organised by', organiser],
          ['Sponsored by', String(row.sponsored_by)],
          [
            'Dates',
            `${longDate(start)} (${weekday(start)}) and ${longDate(end)} (${weekday(end)})`,
          ],
          ['Venue', venue.replace(/^the /, '')],
          ['Participated as', `Paper presenter (Technical Session ${session}, 20 minutes)`],
          ['Title of the paper', String(row.title)],
        ],
        widths: [1, 2.6],
      },
      `The abstract of the paper is printed in the seminar's book of abstracts. Issued on ${longDate(end)}, at the valedictory session.`,
    ],
    convener(r, organiser, ctx.dept, ctx.def, Number(start.slice(0, 4))),
  );
}

export function sanctionLetter(ctx: ProfileContext, row: Row<'research_projects'>): string {
  const r = new Random(`certificate:project:${ctx.id}`);
  const agency = String(row.sponsored_by);
  const [, mm = '04', yyyy = '2020'] = String(row.commencement_date).split('-');
  const issued = addDays(`${yyyy}-${mm}-01`, -r.int(10, 40));
  const lakhs = Number(row.fund);
  const share = (f: number) => (Math.round(lakhs * f * 100) / 100).toFixed(2);
  const heads: [string, number][] = [
    ['Equipment and accessories', 0.35],
    ['Books and journals', 0.1],
    [
      ctx.dept.stream === 'SCIENCE'
        ? 'Chemicals and consumables'
        : 'Recording, transcription and printing',
      0.2,
    ],
    ['Field work and travel', 0.15],
    ['Hiring of services (project fellow or field assistant)', 0.15],
    ['Contingency', 0.05],
  ];
  const partner = String(row.co_researcher);
  return issue(
    ctx,
    agency,
    'Project sanction letter',
    [
      `Sanction No.: ${codeOf(agency)}/MRP/${yyyy}/${String(r.int(100, 999))}, dated ${longDate(issued)}`,
      `To: ${whoIs(ctx)} (Principal Investigator), through the Principal, ${COLLEGE.name}.`,
      `Subject: Sanction of the research project \u201c${row.title}\u201d.`,
      `Sir/Madam, with reference to your proposal, ${agency} is pleased to sanction the project named above for a period of ${row.duration} from ${longDate(`${yyyy}-${mm}-01`)}, with a total grant of Rs. ${lakhs.toFixed(2)} lakh under the following heads.${partner && partner !== 'None' ? ` ${partner} is the Co-Investigator.` : ''}`,
      {
        columns: ['Head', 'Amount (Rs. lakh)'],
        rows: [...heads.map(([head, f]) => [head, share(f)]), ['Total', lakhs.toFixed(2)]],
        widths: [3, 1.2],
      },
      '- The grant is released in two instalments; the second on the utilisation certificate of the first.',
      '- The college keeps a separate account of the grant, audited by a chartered accountant.',
      '- A progress report is due each year and the final report within three months of completion.',
      `- Equipment bought from the grant becomes the property of ${COLLEGE.name}.`,
    ],
    sanctioningOfficer(agency),
  );
}

export function courseCertificate(ctx: ProfileContext, row: Row<'workshops'>): string {
  const r = new Random(`certificate:course:${ctx.id}`);
  const organiser = String(row.organised_by);
  const days = Number.parseInt(String(row.duration), 10) || 7;
  const start = dayIn(r, monthStart(String(row.date_year)));
  const end = addDays(start, days - 1);
  const hours = days >= 21 ? days * 5 : days * 6;
  const grade = r.pick(['A+', 'A', 'A', 'B+']);
  const online = /Online/i.test(String(row.theme));
  return issue(
    ctx,
    organiser,
    'Course completion certificate',
    [
      `Certificate No.: ${codeOf(organiser)}/${initials(String(row.theme)) || 'C'}/${start.slice(0, 4)}/${String(r.int(1, 60)).padStart(2, '0')}`,
      `This is to certify that ${whoIs(ctx)}, attended the ${row.theme} held from ${longDate(start)} to ${longDate(end)}${online ? ' in online mode' : ''}, organised by the ${organiser} and sponsored by ${row.sponsored_by}, and completed it with Grade ${grade}.`,
      {
        columns: ['Particulars', ''],
        rows: [
          ['Programme', String(row.theme)],
          ['Duration', `${row.duration} (${longDate(start)} to ${longDate(end)})`],
          ['Contact hours', `${hours} hours of lectures, workshops and assignments`],
          ['Mode', online ? 'Online' : 'Residential, in person'],
          ['Assessment', 'Attendance, project work and a written test'],
          ['Grade obtained', grade],
        ],
        widths: [1, 2.6],
      },
      `Issued on ${longDate(end)}, at the close of the programme.`,
    ],
    courseDirector(organiser, ctx.def, Number(start.slice(0, 4))),
  );
}

/** The college's Best Teacher Award, presented on Teachers' Day, signed by the Governing Body. */
export function awardCertificate(ctx: ProfileContext, year: number, day: string): string {
  const r = new Random(`certificate:award:${ctx.id}`);
  const score = (4.4 + r.int(0, 5) / 10).toFixed(1);
  const principalThen = ctx.def.designation === 'Principal';
  const who = principalThen
    ? `${ctx.def.name}, then Associate Professor, Department of ${ctx.dept.name}, ${COLLEGE.name}`
    : whoIs(ctx);
  return issue(
    ctx,
    COLLEGE.name,
    'Award certificate',
    [
      `Certificate No.: KBC/BTA/${year}/01`,
      `The ${COLLEGE.name} Best Teacher Award for ${year} is presented to ${who}, on Teachers\u2019 Day, ${longDate(day)}, in the college auditorium.`,
      `The award is given for dedication to teaching, for the results of the students taught, for mentoring and for contributions to the college beyond the classroom, on the recommendation of the Award Committee of the Governing Body.`,
      {
        columns: ['Particulars', ''],
        rows: [
          ['Award', `${COLLEGE.name} Best Teacher Award ${year}`],
          ['Presented on', `${longDate(day)} (${weekday(day)}), Teachers\u2019 Day`],
          ['Place', `College auditorium, ${COLLEGE.name}`],
          ['Selected by', 'Award Committee of the Governing Body'],
          [
            'Grounds',
            `Students\u2019 feedback (${score} out of 5), results, mentoring, extension work`,
          ],
          ['Carries', 'A citation, a memento and Rs. 5,000'],
        ],
        widths: [1, 2.6],
      },
      `Date of issue: ${dmy(day)}.`,
    ],
    GB_PRESIDENT,
  );
}
