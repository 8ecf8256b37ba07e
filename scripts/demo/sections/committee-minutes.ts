import type { PdfContent } from '../files/pdf.ts';
import { longDate, weekday } from '../lib/dates.ts';

/**
 * The minutes of a committee's meeting: when and where, who was present, the agenda and a
 * numbered resolution on each item, as a college's minute book records them. Each meeting has
 * its own agenda, drawn from what the committee does in that month.
 */

/** [agenda item, resolution] */
type Item = [string, string];

const AGENDA: Record<string, Item[][]> = {
  IQAC: [
    [
      [
        'Confirmation of the minutes of the last meeting',
        'The minutes of the meeting held in April were read and confirmed.',
      ],
      [
        'Academic calendar and teaching plans for the odd semester',
        'Resolved that every teacher submit the teaching plan of each paper by 31 July and the heads of departments check them.',
      ],
      [
        'Preparation of the AQAR 2023-24',
        'Resolved that the criterion-wise data be collected by the criterion in-charges by 20 August and the draft placed before the IQAC in September.',
      ],
      [
        'Feedback on the syllabus for 2023-24',
        'The analysis was accepted; the suggestion of more practical hours will be sent to the Boards of Studies.',
      ],
    ],
    [
      [
        'Confirmation of the minutes of the last meeting',
        'The minutes of the meeting held on 18 October 2024 were confirmed.',
      ],
      [
        'Result of the odd-semester examinations and remedial classes',
        'Resolved that remedial classes be held for students scoring below 40 per cent in the sessional examinations, twice a week from February.',
      ],
      [
        'Green and energy audit',
        'Resolved to invite quotations from auditing agencies and to complete the audit before the summer vacation.',
      ],
      [
        'Faculty development',
        'Teachers who have not attended a refresher course in five years will be relieved for the next one.',
      ],
    ],
    [
      [
        'Confirmation of the minutes of the last meeting',
        'The minutes of the meeting held on 11 April 2025 were confirmed.',
      ],
      [
        'AQAR 2024-25',
        'The draft AQAR was approved for placing before the Governing Body; it will be submitted to NAAC by December.',
      ],
      [
        'Fourth year of the FYUGP (Honours with Research)',
        'Resolved that the departments with two Ph.D. supervisors offer the research track from 2026 and list the topics by March.',
      ],
      [
        'Action taken on the feedback of 2024-25',
        'The library will buy the books suggested by students; the Routine Committee will add practical hours.',
      ],
    ],
  ],
  ANTI_RAGGING: [
    [
      [
        'Measures for the new session',
        'Resolved that undertakings be collected from every student and parent at admission and that posters with the helpline 1800-180-5522 be put up at the gate, the hostels and the canteen.',
      ],
      [
        'Anti-ragging squad',
        'A squad of four teachers will visit the hostels, the canteen and the bus stop every day during the first four weeks of classes.',
      ],
      [
        'Orientation of first-semester students',
        'The convener will speak on the UGC Regulations at the induction programme.',
      ],
    ],
    [
      [
        'Report of the session 2024-25',
        'The convener reported that no complaint of ragging was received. The report was accepted.',
      ],
      [
        'Arrangements for the session 2025-26',
        'Resolved to continue the squad and to hold the anti-ragging week in August with a poster competition.',
      ],
      [
        'Online undertaking',
        'Students will upload the online undertaking at admission; the office will keep the printed copies.',
      ],
    ],
  ],
  ICC: [
    [
      [
        'Complaints received',
        'No complaint was pending. The Presiding Officer reminded members of the time limit of ninety days for an inquiry.',
      ],
      [
        'Gender sensitisation programme for the odd semester',
        'Resolved to hold a programme on the Act of 2013 for students of the first semester in October with an advocate as the resource person.',
      ],
      [
        'Display of the committee\u2019s members',
        'The names and phone numbers of the members will be displayed on every floor and on the website.',
      ],
    ],
    [
      [
        'Annual report for 2024',
        'The annual report, with no complaint received, was approved for submission to the Governing Body and the district officer.',
      ],
      [
        'Self-defence training',
        'Resolved to hold a five-day self-defence training for girl students in April with the Assam Police.',
      ],
      [
        'Suggestion box',
        'A second box will be placed near the women\u2019s common room; the Presiding Officer will open both every fortnight.',
      ],
    ],
  ],
  GRIEVANCE: [
    [
      [
        'Grievances received since the last meeting',
        'Six grievances were received (three on the issue of admit cards, two on scholarships, one on drinking water); all were settled within fifteen days.',
      ],
      [
        'Drinking water in the Arts Building',
        'Resolved to request the Principal to install a second water purifier on the first floor.',
      ],
      [
        'Online form for grievances',
        'The form on the website will be tested and announced to students.',
      ],
    ],
    [
      [
        'Grievances received since October 2024',
        'Four grievances were received and settled; one on the re-evaluation of a paper was referred to the university.',
      ],
      [
        'Ombudsperson of the university',
        'The name and address of the university\u2019s Ombudsperson will be displayed on the notice board.',
      ],
      [
        'Report for the year',
        'The convener will place the year\u2019s report before the IQAC in May.',
      ],
    ],
  ],
  ADMISSION: [
    [
      [
        'Schedule of admission to the first semester, session 2025-26',
        'Resolved that the first merit list be published on the portal and the notice board on 20 June and admissions close on 30 June.',
      ],
      [
        'Seats and reservation',
        'Seats will be reserved as ordered by the Government of Assam; the EWS certificates will be checked by two members.',
      ],
      [
        'Free admission',
        'Fees will be waived for eligible students under the scheme of the state; the office will collect their income certificates.',
      ],
    ],
    [
      [
        'Review of admissions to the first semester',
        'The convener reported the seats filled in each Major; vacant seats will be offered in a second list on 10 July.',
      ],
      [
        'Counselling on the Major and Minor',
        'Heads of departments will counsel students on 8 and 9 July in their departments.',
      ],
      [
        'Admission to the third and fifth semesters',
        'Students will pay their fees online by 25 July; late fees will apply after.',
      ],
    ],
  ],
  ROUTINE: [
    [
      [
        'Routine of the even semesters',
        'The draft routine was approved, with practicals of the Science departments after lunch.',
      ],
      [
        'Sessional examinations',
        'The first sessional examination of the even semesters will be held in the last week of February.',
      ],
      [
        'Quarterly reports of teachers',
        'Teachers will submit their quarterly reports with the syllabus covered within ten days of the quarter\u2019s end.',
      ],
    ],
    [
      [
        'Routine of the odd semesters',
        'The draft routine was approved; the first semester\u2019s classes begin on 1 August.',
      ],
      [
        'Multidisciplinary and skill courses',
        'Rooms 10 to 14 will be kept for the multidisciplinary courses on Tuesdays and Thursdays.',
      ],
      [
        'Classes lost to floods and elections',
        'Departments will hold extra classes on Saturdays to make up for the days lost.',
      ],
    ],
  ],
  LIBRARY: [
    [
      [
        'Purchase of books for 2024-25',
        'Resolved to spend the library grant on the books asked for by departments, a third of it on the FYUGP\u2019s new papers.',
      ],
      [
        'Book exhibition',
        'The annual book exhibition will be held in the library hall with two publishers of Guwahati.',
      ],
      [
        'Library hours',
        'The reading room will remain open till 5:30 p.m. during the examinations.',
      ],
    ],
    [
      [
        'E-resources',
        'The N-LIST subscription will be renewed; a training for students will be held in the computer centre.',
      ],
      [
        'Weeding out of old books',
        'A list of damaged books will be placed before the committee before they are written off.',
      ],
      [
        'Stock verification',
        'Stock verification will be done in the summer vacation by the library staff.',
      ],
    ],
  ],
  PURCHASE: [
    [
      [
        'Quotations for laboratory equipment',
        'The comparative statement of the quotations for the Physics laboratory was examined; the lowest valid quotation was recommended.',
      ],
      [
        'Computers for the office',
        'Resolved to buy four computers through the Government e-Marketplace (GeM).',
      ],
      ['Stock register', 'Every item bought will be entered in the stock register before payment.'],
    ],
    [
      [
        'Tender for furniture of the new classrooms',
        'The technical bids were opened; three bidders qualified and their financial bids will be opened on 20 June.',
      ],
      [
        'Water purifiers for the hostels',
        'Resolved to buy two purifiers with the contribution of the Alumni Association.',
      ],
      [
        'Annual maintenance contracts',
        'The contracts for the generator and the computers will be renewed for one year.',
      ],
    ],
  ],
  WOMEN_CELL: [
    [
      [
        'International Women\u2019s Day',
        'The programme held this morning in the seminar hall, with a talk on women in science, was reviewed; its report will go to the IQAC.',
      ],
      [
        'Health camp',
        'Resolved to hold a health and haemoglobin check-up camp for girl students in April with the District Hospital.',
      ],
      [
        'Common room',
        'The convener will request the Principal for a sanitary napkin vending machine in the women\u2019s common room.',
      ],
    ],
  ],
};

export function committeeMinutes(
  code: string,
  name: string,
  members: { name: string; designation: string }[],
  date: string,
  index: number,
): PdfContent['body'] {
  const items = AGENDA[code]?.[index];
  if (!items) throw new Error(`no agenda for the meeting ${index + 1} of ${code}`);
  // One member, never the chair, sends leave in every other meeting.
  const absent = index % 2 === 1 && members.length > 3 ? members[members.length - 2] : undefined;
  const chair = members[0]!;
  return [
    `A meeting of the ${name} was held on ${weekday(date)}, ${longDate(date)}, at 2:00 p.m. in the conference hall of the college, with ${chair.name} (${chair.designation}) in the chair.`,
    {
      caption: 'Members present',
      columns: ['Sl.', 'Name', 'Designation'],
      rows: members
        .filter((m) => m !== absent)
        .map((m, i) => [String(i + 1), m.name, m.designation]),
      widths: [0.5, 3, 3],
    },
    ...(absent ? [`Leave of absence was granted to ${absent.name}.`] : []),
    'Agenda:',
    ...items.map(([agenda], i) => `${i + 1}. ${agenda}`),
    'Proceedings and resolutions:',
    ...items.map(
      ([agenda, resolution], i) => `Resolution ${i + 1} (${agenda.toLowerCase()}): ${resolution}`,
    ),
    'There being no other business, the meeting ended with a vote of thanks to the chair.',
  ];
}
