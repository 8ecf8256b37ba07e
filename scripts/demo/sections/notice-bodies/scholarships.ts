import type { PdfTable } from '../../files/pdf.ts';
import { type Block, type NoticeOf, dayAfter, sessionOf, teacher } from './common.ts';

/**
 * Scholarship notices: the scheme, who may apply, the portal, the last dates and the documents.
 * The scheme is the one the title names; its dates follow the notice.
 */

interface Scheme {
  match: RegExp;
  name: string;
  eligibility: string;
  portal: string;
  amount: string;
}

const SCHEMES: Scheme[] = [
  {
    match: /minority/i,
    name: 'Post-matric scholarship for minority communities (Government of India)',
    eligibility:
      'Students of the six notified minority communities with at least 50% marks in the last examination and a family income below Rs. 2,00,000 a year',
    portal: 'National Scholarship Portal (scholarships.gov.in)',
    amount: 'Admission and tuition fees up to Rs. 7,000 and a maintenance allowance',
  },
  {
    match: /central sector/i,
    name: 'Central Sector Scheme of Scholarship for College and University Students',
    eligibility:
      'Students above the 80th percentile of the Higher Secondary examination with a family income below Rs. 4,50,000 a year; renewal needs 50% marks and 75% attendance',
    portal: 'National Scholarship Portal (scholarships.gov.in)',
    amount: 'Rs. 12,000 a year at the undergraduate level',
  },
  {
    match: /post-matric|SC, ST|OBC/i,
    name: 'Post-matric scholarship for SC, ST and OBC students (Government of Assam)',
    eligibility:
      'Students of the Scheduled Castes, Scheduled Tribes and Other Backward Classes with a family income within the ceiling of the scheme',
    portal: 'State scholarship portal of the Government of Assam',
    amount: 'Compulsory fees and a maintenance allowance as per the scheme',
  },
  {
    match: /girl/i,
    name: 'State merit scholarship for girl students (Government of Assam)',
    eligibility:
      'Girl students admitted to the 1st Semester who passed the Higher Secondary examination with a first division',
    portal: 'State scholarship portal of the Government of Assam',
    amount: 'A one-time grant as notified by the Directorate of Higher Education',
  },
  {
    match: /memorial|alumni|merit award/i,
    name: '',
    eligibility: '',
    portal: 'Application on plain paper to the Principal, through the Head of the Department',
    amount: '',
  },
];

function schemeOf(n: NoticeOf): Scheme {
  const scheme = SCHEMES.find((s) => s.match.test(n.title)) ?? SCHEMES[4]!;
  if (scheme.name) return scheme;
  const science = /science/i.test(n.description);
  return {
    ...scheme,
    name: n.title,
    eligibility: `Students of the ${science ? 'Science' : 'Arts and Science'} stream of the 3rd or 5th Semester with at least ${n.random.pick(['60', '65', '70'])}% marks (SGPA ${n.random.pick(['6.5', '7.0'])}) in the last semester and no arrear paper; students from families of limited means are preferred`,
    amount: `Rs. ${n.random.pick(['5,000', '7,500', '10,000'])} for ${n.random.pick(['one student', 'two students', 'three students'])}, given on the Foundation Day of the college`,
  };
}

export function scholarshipBody(n: NoticeOf): Block[] {
  const s = schemeOf(n);
  const verification = /verification|renewal/i.test(n.title);
  const officer = teacher(n.random);
  const table: PdfTable = {
    caption: `Session ${sessionOf(n.date)}`,
    columns: ['Item', 'Particulars'],
    rows: [
      ['Scheme', s.name],
      ['Who may apply', s.eligibility],
      ['How to apply', s.portal],
      ['Value', s.amount],
      [
        verification ? 'Verification at the Scholarship Cell' : 'Last date of application',
        verification
          ? `${dayAfter(n.date, 3)} to ${dayAfter(n.date, 8)}, 10:30 a.m.-3:00 p.m.`
          : dayAfter(n.date, n.random.int(14, 25)),
      ],
      [
        'Verification by the institute nodal officer',
        `Within ${n.random.pick(['seven', 'ten'])} days of the last date`,
      ],
    ],
    widths: [2, 4],
  };
  return [
    table,
    'Documents (self-attested copies; originals to be shown at verification):',
    '- Marksheet of the last examination and the admission receipt of the current semester',
    '- Income certificate of the parent issued by the Circle Officer, and the caste or community certificate where the scheme asks for it',
    '- First page of the bank passbook (an account in the student\u2019s own name, seeded with Aadhaar)',
    `Incomplete or late applications will not be forwarded. The nodal officer for scholarships is ${officer.name}, Department of ${officer.dept}; students may meet the Scholarship Cell in the office building on working days.`,
  ];
}
