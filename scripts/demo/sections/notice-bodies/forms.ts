import type { PdfTable } from '../../files/pdf.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { type Block, type NoticeOf, programmeOf, sessionOf } from './common.ts';

/**
 * Forms and formats to download: the fields one fills in, the documents to attach and where the
 * form goes, so the PDF can be printed and used. Guidelines, formats and syllabi get their
 * sections instead of fields.
 */

const blank = (label: string) => `${label}: ______________________________`;

const STUDENT = [
  'Name of the student (in capitals)',
  'Father\u2019s / Mother\u2019s name',
  'Programme, semester and Major subject',
  'College roll number',
  'Mobile number',
  'Permanent address',
];
const TEACHER = ['Name of the teacher', 'Designation', 'Department', 'Employee ID'];

/** The fields of a form by what it is for; the student's or the teacher's particulars first. */
function fieldsOf(n: NoticeOf): { fields: string[]; attach: string[] } {
  const t = n.title;
  if (/leave/i.test(t))
    return {
      fields: [
        ...TEACHER,
        'Kind of leave (casual / earned / duty / medical)',
        'From (date) and to (date), number of days',
        'Reason',
        'Arrangement of classes during the leave',
        'Address during the leave',
      ],
      attach: [
        'Medical certificate for medical leave of more than three days',
        'Letter of invitation for duty leave',
      ],
    };
  if (/PBAS|self-appraisal/i.test(t))
    return { fields: [...TEACHER, 'Period of assessment'], attach: [] };
  if (/research scholar/i.test(t))
    return {
      fields: [
        'Name of the research scholar',
        'University and registration number',
        'Title of the research',
        'Supervisor in the college and department',
        'Period of work in the college',
        'Mobile number and e-mail',
      ],
      attach: ['Copy of the registration letter of the University', 'One photograph'],
    };
  if (/auditorium/i.test(t))
    return {
      fields: [
        'Department or society',
        'Programme and its purpose',
        'Date and hours required',
        'Expected number of participants',
        'Equipment required (sound, projector, chairs)',
        'Teacher-in-charge and mobile number',
      ],
      attach: [
        'Recommendation of the Head of the Department or the teacher-in-charge of the society',
        'Undertaking to leave the hall clean and to make good any damage',
      ],
    };
  if (/hostel/i.test(t))
    return {
      fields: [
        ...STUDENT,
        'Distance of home from the college (km)',
        'Local guardian, address and mobile',
        'Blood group and any illness to be known',
        'Hostel applied for (boys\u2019 / girls\u2019)',
      ],
      attach: [
        'Admission receipt of the current semester',
        'Two photographs',
        'Undertaking to obey the rules of the hostel, signed by the parent',
      ],
    };
  if (/NCC/i.test(t))
    return {
      fields: [
        ...STUDENT,
        'Date of birth',
        'Height (cm) and weight (kg)',
        'Declaration: I am medically fit and have no disease that bars me from training',
        'Consent of the parent',
      ],
      attach: ['Medical certificate from a registered doctor', 'Two photographs'],
    };
  if (/NSS/i.test(t))
    return {
      fields: [
        ...STUDENT,
        'Blood group',
        'Interests (teaching, health camps, cleanliness, disaster relief)',
        'Consent of the parent for the special camp',
      ],
      attach: ['One photograph'],
    };
  if (/concession|free-admission|refund/i.test(t))
    return {
      fields: [
        ...STUDENT,
        'Annual income of the family (Rs.)',
        'Occupation of the parent',
        'Fees paid at admission (Rs.) and receipt number',
        'Bank account number and IFSC of the student',
      ],
      attach: [
        'Income certificate issued by the Circle Officer',
        'Copy of the admission receipt',
        'First page of the bank passbook',
      ],
    };
  if (/identity card/i.test(t))
    return {
      fields: [...STUDENT, 'Number of the lost card', 'How the card was lost'],
      attach: [
        'Receipt of the fee of Rs. 100',
        'Copy of the report to the police station (GD entry)',
        'One photograph',
      ],
    };
  if (/medical/i.test(t))
    return {
      fields: [
        'Name and roll number of the student',
        'Paper and date of the sessional examination missed',
        'Nature of the illness',
        'Period of treatment',
        'Name, registration number and signature of the doctor',
      ],
      attach: ['Prescription and bills of the treatment'],
    };
  if (/anti-ragging/i.test(t))
    return {
      fields: [
        ...STUDENT,
        'I have read the UGC Regulations on Curbing the Menace of Ragging, 2009, and will not take part in or abet ragging in any form',
        'Signature of the student and date',
        'Signature of the parent and date',
      ],
      attach: [],
    };
  if (/no-dues/i.test(t))
    return {
      fields: [
        ...STUDENT,
        'Central library (books returned)',
        'Department (equipment and records)',
        'Hostel (dues cleared)',
        'Accounts section (fees cleared)',
        'NCC / NSS (kit returned)',
      ],
      attach: [],
    };
  if (/transfer|migration|bonafide/i.test(t))
    return {
      fields: [
        ...STUDENT,
        'Year of admission and last semester attended',
        'Gauhati University registration number',
        'Purpose of the certificate',
      ],
      attach: [
        'Copy of the last marksheet',
        'No-dues certificate',
        'Receipt of the fee paid at the counter',
      ],
    };
  return {
    fields: [
      ...STUDENT,
      'Date of birth',
      'Category (General / SC / ST / OBC / MOBC)',
      'Subjects chosen',
      'Marks of the Higher Secondary examination',
    ],
    attach: [
      'Marksheet and pass certificate of the Higher Secondary examination',
      'Caste certificate, where applicable',
      'Two photographs',
    ],
  };
}

function pbas(): PdfTable {
  return {
    caption: 'Categories of activities and scores (UGC Regulations, 2018)',
    columns: ['Category', 'Activities', 'Score claimed'],
    rows: [
      [
        'I. Teaching',
        'Classes taken against those allotted; lesson plans; innovative methods',
        '_____',
      ],
      ['II. Students', 'Mentoring, remedial classes, field work, feedback of students', '_____'],
      ['III. Research', 'Papers in UGC-CARE journals, books, projects, seminars attended', '_____'],
      ['IV. Institution', 'Committees, examination duties, NSS/NCC, extension work', '_____'],
    ],
    widths: [1.3, 4, 1],
  };
}

function syllabus(n: NoticeOf): PdfTable {
  return {
    caption: `Subjects of the college under the ${programmeOf(n.date)} (session ${sessionOf(n.date)})`,
    columns: ['Subject', 'Courses offered', 'Syllabus'],
    rows: DEPARTMENTS.map((d) => [
      d.name,
      'Major, Minor, Multidisciplinary',
      `Gauhati University syllabus of ${d.name}, on the website of the University`,
    ]),
    widths: [1.3, 2, 3],
  };
}

const SECTIONS: [RegExp, string[]][] = [
  [
    /prospectus/i,
    [
      'About the college: history, vision and mission',
      'Programmes and subjects: the FYUGP in Arts and Science, Major and Minor',
      'Admission: eligibility, merit lists, reservation of seats',
      'Fees and the free-admission scheme of the State Government',
      'Scholarships and the student support services',
      'Library, laboratories, hostels, canteen and sports',
      'Rules of discipline, attendance and anti-ragging',
      'The academic calendar and the teachers of each department',
    ],
  ],
  [
    /election/i,
    [
      'Eligibility: regular students below 22 years of age (25 for the later years), with 75% attendance and no arrear paper',
      'One candidate may contest only one post; no criminal record',
      'Expenditure of a candidate not to exceed Rs. 5,000; accounts to be submitted within two weeks of the results',
      'Only hand-made posters in the places the election officer allows; no printed posters, loudspeakers or processions',
      'No canvassing within 100 metres of the polling booth on the day of polling',
      'Complaints to the Grievance Redressal Cell of the election, whose decision is final',
    ],
  ],
  [
    /project report/i,
    [
      'Title page with the title, the name and roll number of the student and the department',
      'Certificate of the supervisor and declaration of the student',
      'Acknowledgement, contents and list of tables and figures',
      'Chapter 1: introduction, review of literature and objectives',
      'Chapter 2: data and methods',
      'Chapter 3: results and discussion',
      'Chapter 4: conclusion; references in a single style',
      'Typed on A4, 12-point type, 1.5 spacing; 30 to 50 pages; two bound copies',
    ],
  ],
  [
    /log book/i,
    [
      'Name of the student, roll number and semester',
      'Host organisation, its address and the name of the supervisor',
      'Week-by-week entries: date, hours, work done and what was learnt',
      'Weekly signature of the host supervisor',
      'Attendance certificate of the host organisation at the end',
      'Report of the internship (10 to 15 pages) with the log book, to the department',
      'Evaluation: supervisor\u2019s assessment, report and viva in the department',
    ],
  ],
];

export function formBody(n: NoticeOf): Block[] {
  if (/syllabus/i.test(n.title))
    return [
      syllabus(n),
      'Each subject\u2019s syllabus gives its courses semester by semester with their credits, units and readings. Students may also consult the printed copies in the central library and in the departments. Changes notified by the University will be announced on the notice board.',
    ];
  const sections = SECTIONS.find(([m]) => m.test(n.title));
  if (sections)
    return [
      `Contents of the ${/prospectus/i.test(n.title) ? `prospectus for the session ${sessionOf(n.date)}` : 'document'}:`,
      ...sections[1].map((s) => `- ${s}`),
      'Copies are available at the office counter; the office will answer queries between 10:30 a.m. and 3:00 p.m. on working days.',
    ];
  const { fields, attach } = fieldsOf(n);
  return [
    'To be filled in by the applicant:',
    ...fields.map((f, i) => (f.length > 60 ? `- ${f}` : `- ${i + 1}. ${blank(f)}`)),
    ...(/PBAS|self-appraisal/i.test(n.title) ? [pbas()] : []),
    ...(attach.length ? ['Documents to attach:', ...attach.map((a) => `- ${a}`)] : []),
    'Signature of the applicant: ______________    Date: ____________',
    'For office use: received on ____________ by ____________; forwarded to ____________.',
    'Incomplete forms will not be accepted. Submit the form at the office counter between 10:30 a.m. and 3:00 p.m. on a working day and keep the receipt slip.',
  ];
}
