import type { Assets } from '../files/assets.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { bullets } from '../lib/text.ts';
import { PRINCIPAL_NAME } from '../people/administration.ts';
import type { NamePool } from './names.ts';
import { committeeMinutes } from './committee-minutes.ts';

/**
 * Committees and cells of the college, with members, objectives and tasks as Markdown lists,
 * and minutes as PDFs with fixed dates (minutes are records of particular meetings).
 */
interface CommitteeDef {
  code: string;
  name: string;
  members: [string, string][];
  students?: number;
  objectives: string[];
  tasks: string[];
  meetings: string[];
}

const COMMITTEES: CommitteeDef[] = [
  {
    code: 'IQAC',
    name: 'Internal Quality Assurance Cell (IQAC)',
    members: [
      [PRINCIPAL_NAME, 'Chairperson (Principal)'],
      ['Dr. Rupjyoti Baruah', 'Coordinator'],
      ['Dr. Nirmala Devi Kalita', 'Member (Senior Teacher)'],
      ['Dr. Pulak Chandra Choudhury', 'Member (Senior Teacher)'],
      ['Dr. Bandana Handique', 'Member (Senior Teacher)'],
      ['Dr. Lopamudra Chetia', 'Member (Teacher)'],
      ['Sri Bhaskar Jyoti Kalita', 'Member (Administrative Staff)'],
      ['Sri Hemendra Nath Talukdar', 'Member (Management)'],
      ['Smti. Nandita Bora', 'Member (Local Society)'],
      ['Sri Pankaj Bora', 'Member (Alumni)'],
      ['Sri Rajib Dutta', 'Member (Local Industry)'],
    ],
    students: 1,
    objectives: [
      'To develop a system for conscious, consistent and catalytic action to improve the academic and administrative performance of the college.',
      'To promote measures for quality enhancement through internalisation of a quality culture and institutionalisation of best practices.',
    ],
    tasks: [
      'Preparing the Annual Quality Assurance Report (AQAR) and submitting it to NAAC.',
      'Collecting and analysing feedback from students, teachers, alumni and parents.',
      'Organising workshops and faculty development programmes on quality-related themes.',
      'Documenting the programmes and activities of the college.',
      'Conducting the academic and administrative audit and the green audit.',
    ],
    meetings: ['2024-07-12', '2025-01-20', '2025-08-05'],
  },
  {
    code: 'ANTI_RAGGING',
    name: 'Anti-Ragging Committee',
    members: [
      [PRINCIPAL_NAME, 'Chairperson'],
      ['Dr. Jiten Chandra Bhuyan', 'Convener'],
      ['Dr. Abdul Karim Ahmed', 'Member'],
      ['Chayanika Konwar', 'Member'],
      ['Officer-in-charge, Kopoubari Police Station', 'Member (Police Administration)'],
      ['Sri Sanjib Talukdar', 'Member (Local Media)'],
    ],
    students: 2,
    objectives: [
      'To keep the campus and the hostels free from ragging in any form.',
      'To make students aware of the UGC Regulations on Curbing the Menace of Ragging.',
    ],
    tasks: [
      'Collecting anti-ragging undertakings from students and parents at admission.',
      'Surprise visits to hostels, the canteen and the bus stop in the first weeks of the session.',
      'Inquiring into any complaint within 24 hours and reporting to the Principal.',
    ],
    meetings: ['2024-08-01', '2025-07-30'],
  },
  {
    code: 'ICC',
    name: 'Internal Complaints Committee',
    members: [
      ['Dr. Arundhati Goswami', 'Presiding Officer'],
      ['Dr. Madhusmita Phukan', 'Member'],
      ['Dr. Kaushik Bordoloi', 'Member'],
      ['Smti. Dipsikha Choudhury', 'Member (Non-teaching Staff)'],
      ['Smti. Anamika Sarma (Advocate)', 'External Member (NGO/Legal)'],
    ],
    students: 2,
    objectives: [
      'To prevent sexual harassment of women employees and students at the workplace, as required by the Act of 2013 and the UGC Regulations of 2015.',
    ],
    tasks: [
      'Receiving and inquiring into complaints in a time-bound and confidential manner.',
      'Organising gender sensitisation programmes every semester.',
      'Submitting the annual report to the Governing Body.',
    ],
    meetings: ['2024-09-10', '2025-03-14'],
  },
  {
    code: 'GRIEVANCE',
    name: 'Students\u2019 Grievance Redressal Committee',
    members: [
      [PRINCIPAL_NAME, 'Chairperson'],
      ['Dr. Hemanta Kumar Barman', 'Convener'],
      ['Dr. Anowar Hussain', 'Member'],
      ['Dr. Parismita Gogoi', 'Member'],
    ],
    students: 1,
    objectives: [
      'To provide students with a simple and fair way to have their grievances heard and settled.',
    ],
    tasks: [
      'Receiving grievances in the drop box and by email.',
      'Settling grievances within fifteen days and informing the student in writing.',
      'Referring unresolved matters to the Ombudsperson of the university.',
    ],
    meetings: ['2024-10-04', '2025-04-22'],
  },
  {
    code: 'ADMISSION',
    name: 'Admission Committee',
    members: [
      [PRINCIPAL_NAME, 'Chairperson'],
      ['Dr. Pranab Jyoti Mahanta', 'Convener'],
      ['Dr. Dilip Kumar Hazarika', 'Member (Science)'],
      ['Dr. Bhaskar Jyoti Dutta', 'Member (Arts)'],
      ['Sri Mridul Kumar Deka', 'Member (Office)'],
    ],
    objectives: [
      'To admit students to all programmes in a fair and transparent way, following the reservation rules of the Government of Assam.',
    ],
    tasks: [
      'Preparing merit lists from the online applications.',
      'Counselling students on the choice of Major and Minor courses.',
      'Verifying documents and fee waivers.',
    ],
    meetings: ['2025-06-02', '2025-07-05'],
  },
  {
    code: 'ROUTINE',
    name: 'Academic and Routine Committee',
    members: [
      ['Dr. Mousumi Sarma', 'Convener'],
      ['Dr. Karabi Rajkhowa', 'Member'],
      ['Imdadul Islam', 'Member'],
      ['Jonali Bora', 'Member'],
    ],
    objectives: [
      'To plan the teaching of all programmes within the academic calendar of the university.',
    ],
    tasks: [
      'Preparing the class routines for every semester.',
      'Scheduling sessional examinations.',
      'Monitoring the completion of syllabi through the quarterly reports of teachers.',
    ],
    meetings: ['2025-01-06', '2025-07-21'],
  },
  {
    code: 'LIBRARY',
    name: 'Library Advisory Committee',
    members: [
      [PRINCIPAL_NAME, 'Chairperson'],
      ['Dr. Nabajit Rabha', 'Convener'],
      ['Farzana Ahmed', 'Member'],
      ['Saurav Basumatary', 'Member'],
      ['Sri Kamal Chandra Nath', 'Member (Library Staff)'],
    ],
    students: 1,
    objectives: [
      'To build the collection and services of the central library for the needs of the FYUGP.',
    ],
    tasks: [
      'Recommending the purchase of books and journals.',
      'Reviewing the automation and e-resources of the library.',
      'Organising the annual book exhibition.',
    ],
    meetings: ['2024-11-18', '2025-05-09'],
  },
  {
    code: 'PURCHASE',
    name: 'Purchase Committee',
    members: [
      [PRINCIPAL_NAME, 'Chairperson'],
      ['Dr. Pulak Chandra Choudhury', 'Member'],
      ['Dr. Tonmoy Talukdar', 'Member'],
      ['Smti. Dipsikha Choudhury', 'Member (Accountant)'],
    ],
    objectives: [
      'To make purchases of the college in a fair, economical and transparent way, following the financial rules of the Government of Assam.',
    ],
    tasks: [
      'Inviting and opening tenders and quotations.',
      'Preparing comparative statements and recommending the supplier.',
      'Checking the supplies on delivery.',
    ],
    meetings: ['2024-12-03', '2025-06-16'],
  },
  {
    code: 'WOMEN_CELL',
    name: 'Women Cell',
    members: [
      ['Dr. Nirmala Devi Kalita', 'Convener'],
      ['Dr. Dikshita Khound', 'Member'],
      ['Himakshi Nath', 'Member'],
      ['Rashida Begum', 'Member'],
    ],
    students: 2,
    objectives: [
      'To promote gender equity on the campus and to support the women students and staff of the college.',
    ],
    tasks: [
      'Awareness programmes on health, legal rights and safety.',
      'Self-defence training for girl students.',
      'Observance of International Women\u2019s Day.',
    ],
    meetings: ['2025-03-08'],
  },
];

export function buildCommittees(assets: Assets, names: NamePool): In<'Committees'> {
  const random = new Random('committees');
  return COMMITTEES.map((c) => {
    const members = [
      ...c.members.map(([name, designation]) => ({ name, designation })),
      ...Array.from({ length: c.students ?? 0 }, () => ({
        name: names.next().name,
        designation: 'Student Representative',
      })),
    ];
    return {
      code: c.code,
      name: c.name,
      members,
      objectives: bullets(c.objectives),
      tasks: bullets(c.tasks),
      minutes: c.meetings.map((date, i) =>
        assets.pdf(
          'committees',
          {
            title: `Minutes of the meeting of the ${c.name}`,
            reference: `No. KBC/${c.code}/${i + 1 + random.int(0, 3)}`,
            date: date.split('-').reverse().join('/'),
            body: committeeMinutes(c.code, c.name, members, date, i),
            signedBy: `${c.members[0]?.[0]}, ${c.members[0]?.[1]}`,
          },
          `${c.code}-minutes-${date}`,
        ),
      ),
    };
  });
}
