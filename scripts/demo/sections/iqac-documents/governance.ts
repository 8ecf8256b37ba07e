import { COLLEGE } from '../college.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import {
  AQAR_DATE,
  meetingDay,
  servingIn,
  span,
  sum,
  table,
  yearLabel,
  type Build,
  type Scope,
} from './context.ts';

/** Criteria IV, VI and VII: facilities, governance, the IQAC, and the college's values. */

const lakh = (n: number) => n.toFixed(2);
/** Seeded money in lakh rupees for a year and a head, so documents agree with one another. */
const money = (y: number, head: number, base: number) =>
  base * (1 + (y - 2017) * 0.07) + ((y * 13 + head * 7) % 9);

export const infrastructure: Build = () => [
  `The college stands on 18 bighas of land at Kopoubari. Teaching is in the Arts Building (1967, extended in 2009) and the Science Building (1986, with a floor added under RUSA in 2019). Every classroom has a projector or a smart board; the laboratories have the equipment the FYUGP practicals need.`,
  table(
    'Classrooms, laboratories and ICT facilities',
    ['Facility', 'Number', 'Where', 'ICT'],
    [
      [
        'Classrooms',
        24,
        'Arts Building (14), Science Building (10)',
        '18 with projectors, 6 smart boards',
      ],
      ['Laboratories', 4, 'Physics, Chemistry, Botany, Mathematics (computer)', 'Internet in all'],
      ['Seminar hall', 1, 'Science Building, first floor (120 seats)', 'Projector, sound system'],
      ['Auditorium', 1, 'Near the gate (450 seats)', 'Sound system'],
      ['Computer centre', 1, 'Library building (40 computers)', 'Wi-Fi, 100 Mbps leased line'],
      ['Language laboratory', 1, 'Arts Building, room 12', '20 stations'],
    ],
    [1.6, 0.7, 3, 2],
  ),
];

export const auditedAccounts: Build = (s) => {
  const rows = s.years.map((y) => {
    const total = money(y, 1, 38);
    const infra = money(y, 2, 9) + (y === 2019 ? 60 : 0);
    return [
      yearLabel(y),
      lakh(total),
      lakh(infra),
      `${((100 * infra) / (total + infra)).toFixed(2)}%`,
    ];
  });
  return [
    `Expenditure of the college other than salaries, and the part of it spent on building and augmenting infrastructure, from the accounts audited by the chartered accountants appointed by the Governing Body, for ${span(s)} (lakh rupees). The grants of RUSA in 2019-20 built the new floor of the Science Building.`,
    table(
      'Expenditure excluding salary',
      ['Year', 'Other expenditure', 'Infrastructure augmentation', 'Share'],
      rows,
    ),
  ];
};

export const maintenance: Build = (s) => {
  const rows = s.years.map((y) => {
    const physical = money(y, 3, 4);
    const academic = money(y, 4, 2);
    return [yearLabel(y), lakh(physical), lakh(academic), lakh(physical + academic)];
  });
  return [
    `Money spent on the maintenance of the buildings, grounds and hostels (physical facilities) and of the laboratories, computers, library and sports equipment (academic support facilities), excluding salaries, in ${span(s)}, in lakh rupees. The Building Committee and the Purchase Committee approve each work.`,
    table(
      'Maintenance expenditure',
      ['Year', 'Physical facilities', 'Academic support', 'Total'],
      rows,
    ),
    `The main works of ${yearLabel(s.years.at(-1)!)}: repainting of the Arts Building, repair of the roofs of the hostels after the monsoon, servicing of the generator and the water pumps, and the annual maintenance of the computers and the laboratory balances.`,
  ];
};

export const library: Build = (s) => [
  `The Central Library was automated in 2014 with SOUL 2.0 of INFLIBNET and moved to KOHA in 2021. Books are issued with bar codes; the catalogue (OPAC) can be searched on the campus and online. Members use N-LIST e-resources (6,000 e-journals and 1,99,500 e-books) and the National Digital Library. Holdings at the end of ${yearLabel(s.years.at(-1)!)}:`,
  table(
    'Library holdings and services',
    ['Item', 'Number'],
    [
      ['Books', (31240 + (s.years.at(-1)! - 2017) * 820).toLocaleString('en-IN')],
      ['Text books in the book bank', '2,150'],
      ['Journals and magazines (print)', '38'],
      ['Manuscripts and rare books (folk culture archive)', '214'],
      ['Computers for readers', '12'],
      ['Average readers a day', String(140 + (s.years.at(-1)! % 5) * 9)],
    ],
    [4, 1],
  ),
];

export const itPolicy: Build = () => [
  'The IT policy of the college, adopted by the Governing Body in 2018 and revised in 2022, covers the use of computers, the network and data by students, teachers and staff.',
  '- Wi-Fi covers the buildings, the library and the hostels; users log in with the ID issued by the college.',
  '- Licensed or open-source software only; antivirus on every office computer; backups of the office data every week.',
  '- The college website and its e-mail are managed by the IT Committee; students\u2019 personal data are kept confidential.',
  '- Five per cent of the development fund is set aside each year to update the computers and the network.',
  '- Misuse of the network (harassment, piracy, hacking) is dealt with under the rules of conduct.',
];

export const grievanceMinutes: Build = (s) => {
  const rows = s.years.flatMap((y) =>
    [
      ['Students\u2019 Grievance Redressal Committee', 14],
      ['Internal Complaints Committee', 2],
      ['Anti-Ragging Committee', 1],
    ].map(([c, n], i) => {
      const received = Math.max(0, Number(n) - ((y + i) % 3));
      return [
        yearLabel(y),
        String(c),
        received,
        received,
        y === 2020 ? 'Online meetings' : `${2 + (i % 2)} meetings`,
      ];
    }),
  );
  return [
    `Grievances received by the three committees of the college in ${span(s)} and how many were settled. Students write to the drop box, by e-mail or on the website's form; the Grievance Committee answers within fifteen days, the ICC follows the Act of 2013 and the UGC Regulations of 2015, and the Anti-Ragging Committee acts within 24 hours. No case of ragging was reported.`,
    table(
      'Grievances received and settled',
      ['Year', 'Committee', 'Received', 'Settled', 'Meetings'],
      rows,
      [1, 3, 1, 1, 1.4],
    ),
  ];
};

export const visionMission: Build = () => [
  `Vision: ${COLLEGE.name} will be a centre of learning for the rural youth of lower Assam, giving them knowledge, skills and values to serve their society. Motto: "${COLLEGE.motto}" (lead me from darkness to light).`,
  '- To give quality higher education at low cost to students of the villages around Kopoubari, women and the first generation of learners above all.',
  '- To build a culture of research, inquiry and innovation among teachers and students.',
  '- To keep alive the languages, literature and folk culture of the region.',
  '- To make students responsible citizens through the NSS, sports and cultural activities.',
  'The vision and mission were adopted by the Governing Body in 2015 and are displayed in the college and on its website.',
];

export const governingBodyMinutes: Build = (s) => {
  const rows = s.years.flatMap((y, i) => [
    [
      meetingDay(12 + i, 8, y),
      'Budget of the year, appointment of contractual teachers, admission report',
    ],
    [
      meetingDay(8 + i, 2, y + 1),
      `Accounts audited for ${yearLabel(y - 1)}, ${y === 2019 ? 'RUSA construction of the Science Building floor' : y === 2020 ? 'online teaching during the pandemic' : 'repair of the hostels'}, AQAR approved`,
    ],
  ]);
  return [
    `The Governing Body of the college, constituted under the Assam College Employees (Provincialisation) Act and the rules of the Government of Assam, meets at least twice a year, with the Principal as its Secretary. Its meetings in ${span(s)} and their main resolutions:`,
    table('Meetings of the Governing Body', ['Date', 'Main resolutions'], rows, [1, 5]),
  ];
};

export const perspectivePlan: Build = (s) => [
  `The perspective plan of the college for 2018 to 2028, adopted by the Governing Body on the recommendation of the IQAC, and how far it had been carried out by ${yearLabel(s.years.at(-1)!)}:`,
  table(
    'Perspective plan',
    ['Goal', 'Target', 'Status'],
    [
      ['Science floor and laboratories', '2020', 'Completed under RUSA'],
      ['Post-graduate courses in Assamese and Economics', '2026', 'Proposal with the university'],
      [
        'Women\u2019s hostel of 100 seats',
        '2024',
        s.years.at(-1)! >= 2024 ? 'Completed' : 'Under construction',
      ],
      ['Automation of the office and the library', '2022', 'Completed'],
      [
        'Solar power for the campus',
        '2023',
        s.years.at(-1)! >= 2021 ? 'Plant of 20 kWp installed' : 'Sanctioned',
      ],
      ['Research centre of the university', '2028', 'Two teachers recognised as supervisors'],
    ],
    [3, 1, 3],
  ),
];

export const organogram: Build = () => [
  'The organogram above shows how the college is run. The Governing Body is at the top; the Principal heads the academic and administrative work, with the Vice-Principal, the IQAC and the Academic Council. The heads of the eight departments report to the Principal; the office, under the Head Assistant, keeps the accounts, admissions and records. Committees and cells (admission, routine, examination, grievance, anti-ragging, the ICC, the library, purchase, the NSS and the Women Cell) have conveners named every year.',
];

const E_GOVERNANCE: [area: string, software: string, since: number][] = [
  ['Administration and records', 'College management software (office module)', 2016],
  ['Finance and accounts', 'Tally ERP, with PFMS for government grants', 2015],
  ['Student admission and support', 'Online admission portal of the Government of Assam', 2022],
  ['Examination', 'Gauhati University examination portal', 2018],
  ['Library', 'KOHA (SOUL 2.0 before 2021)', 2014],
];

/** 6.2.2: the areas run with software by the end of the scope, and since when. */
export const eGovernance: Build = (s) => {
  const last = s.years.at(-1)!;
  const rows = E_GOVERNANCE.filter(([, , since]) => since <= last + 1);
  return [
    `Areas of the college run with software by the end of ${yearLabel(last)}, the year each began and what it is. Invoices and screenshots are kept in the office; the annual maintenance contracts are renewed by the Purchase Committee.`,
    table(
      'E-governance',
      ['Area', 'Software', 'Since'],
      rows.map(([area, software, since]) => [area, software, since]),
      [2.5, 3.5, 0.8],
    ),
    `Areas covered: ${rows.length} of the five NAAC counts (administration, finance and accounts, student admission and support, examination, and the library).`,
  ];
};

export const welfare: Build = (s) => [
  `Welfare measures for the teaching and non-teaching staff in ${span(s)}, besides those of the Government of Assam (provident fund, pension, medical reimbursement):`,
  table(
    'Welfare measures',
    ['Measure', 'Who benefits'],
    [
      ['Staff welfare fund (interest-free loans up to Rs. 50,000)', 'All staff'],
      ['Group insurance through the staff association', 'All staff'],
      ['Health check-up camp every year with the District Hospital', 'All staff'],
      ['Leave for research and faculty development programmes', 'Teachers'],
      ['Uniforms and an annual festival allowance', 'Grade IV staff'],
      ['Creche and a common room for women staff', 'Women staff'],
    ],
    [4, 1.5],
  ),
];

export const trainingProgrammes: Build = (s) => {
  const rows = s.years.flatMap((y, i) => [
    [meetingDay(10 + i, 9, y), 'Workshop on the use of ICT in teaching', 'Teaching', 30 + i * 2],
    [meetingDay(4 + i, 3, y + 1), 'Training on fire safety and first aid', 'All staff', 52 + i],
    [
      meetingDay(15 + i, 1, y + 1),
      y >= 2022
        ? 'Orientation on the FYUGP and NEP 2020'
        : 'Training on office automation and PFMS',
      y >= 2022 ? 'Teaching' : 'Non-teaching',
      y >= 2022 ? 38 : 14,
    ],
  ]);
  return [
    `Professional development and administrative training programmes organised by the college for its teaching and non-teaching staff in ${span(s)}:`,
    table(
      'Training programmes',
      ['Date', 'Programme', 'For', 'Participants'],
      rows,
      [1, 3.5, 1.2, 1],
    ),
  ];
};

export const resourceMobilisation: Build = (s) => [
  'The college is provincialised: the salaries of sanctioned posts are paid by the Government of Assam. Other needs are met from grants, fees and contributions, used as the Governing Body approves and audited every year. The Purchase Committee follows the financial rules of the state.',
  table(
    'Sources of funds other than salary (lakh rupees)',
    ['Year', 'State grants', 'RUSA / UGC', 'Fees and own funds', 'Alumni and donors'],
    s.years.map((y) => [
      yearLabel(y),
      lakh(money(y, 5, 12)),
      lakh(y === 2019 ? 100 : money(y, 6, 3)),
      lakh(money(y, 7, 20)),
      lakh(money(y, 8, 0.5) / 4),
    ]),
  ),
];

/** The IQAC's meetings: four a year; those of 2024-25 are the committee's own minutes. */
function iqacMeetings(s: Scope): string[] {
  return s.years.flatMap((y) =>
    y === 2024
      ? ['12/07/2024', '18/10/2024', '20/01/2025', '11/04/2025']
      : [
          meetingDay(10 + (y % 5), 7, y),
          meetingDay(14 + (y % 4), 10, y),
          meetingDay(16 + (y % 6), 1, y + 1),
          meetingDay(6 + (y % 5), 4, y + 1),
        ],
  );
}

export const iqacMinutes: Build = (s) => {
  const agenda = [
    'Plan of the year and the academic audit',
    'Feedback on the syllabus and its analysis',
    'Preparation and approval of the AQAR',
    'Review of the action taken',
  ];
  return [
    `Meetings of the IQAC in ${span(s)}, chaired by the Principal, with the coordinator as secretary; the members from outside the college (management, society, alumni and industry) attended at least two a year. The minutes are signed by the chair and displayed on the website.`,
    table(
      'Meetings of the IQAC',
      ['Date', 'Agenda', 'Members present'],
      iqacMeetings(s).map((d, i) => [d, agenda[i % 4]!, String(9 + (i % 3))]),
      [1, 4, 1.2],
    ),
  ];
};

export const actionTaken: Build = (s) => [
  `What was done on the main decisions of the IQAC in ${span(s)}:`,
  table(
    'Action taken',
    ['Decision', 'Action', 'Status'],
    [
      ['Teaching plans for every paper', 'Format adopted; plans collected each semester', 'Done'],
      ['Feedback from four stakeholders', 'Online forms; analysis sent to the university', 'Done'],
      ['Green and energy audit', `Audit by an outside agency in ${s.years.at(-1)}`, 'Done'],
      ['Remedial classes', 'Held in every department after the first sessional', 'Done'],
      [
        'Faculty development',
        `${servingIn(s, s.years.at(-1)!).length} teachers attended refresher or FDP courses`,
        'Continuing',
      ],
      ['Adopted village', 'Water testing and literacy camps', 'Continuing'],
    ],
    [2.5, 3.5, 1],
  ),
];

export const aqarsSubmitted: Build = (s) => [
  `Annual Quality Assurance Reports of the college submitted to NAAC, with the date each was approved by the Governing Body and uploaded. The AQARs are on the website under IQAC. Reports of ${span(s)}:`,
  table(
    'AQARs',
    ['AQAR of', 'Approved by the Governing Body', 'Submitted to NAAC'],
    s.years.map((y) => [
      yearLabel(y),
      // The AQAR shown (2024-25) went in in December 2025; the SSR's years, each by October.
      y === 2024 ? '15/12/2025' : meetingDay(8 + (y % 9), 9, y + 1),
      y === 2024 ? AQAR_DATE : meetingDay(10 + (y % 8), 10, y + 1),
    ]),
  ),
  'Other quality initiatives: feedback analysis every year, the academic and administrative audit, green, energy and gender audits, and collaboration with the colleges of the MoUs.',
];

export const nirf: Build = (s) => [
  `Participation of the college in the National Institutional Ranking Framework (NIRF) and other quality audits in ${span(s)}:`,
  table(
    'NIRF and audits',
    ['Year', 'NIRF', 'Other'],
    s.years.map((y) => [
      yearLabel(y),
      y >= 2019 ? 'Data submitted (college category)' : 'Not submitted',
      y % 2 ? 'Green audit' : 'Academic and administrative audit',
    ]),
  ),
  'The data submitted to NIRF (students, teachers, finances, graduation outcomes and perception) are kept in the IQAC office and agree with the AQARs of the same years.',
];

export const genderAudit: Build = (s) => {
  const y = s.years.at(-1)!;
  const teachers = servingIn(s, y);
  const women = teachers.filter((t) => t.def.gender === 'F').length;
  const students = sum(DEPARTMENTS.map((d) => (d.stream === 'ARTS' ? 150 : 95)));
  return [
    `The gender audit of ${yearLabel(y)} counted women and men among students and staff, checked the facilities for women and the safety of the campus, and listed the programmes on gender equity. Its findings:`,
    table(
      'Women and men in the college',
      ['Group', 'Women', 'Men'],
      [
        ['Teachers', women, teachers.length - women],
        ['Students (about)', Math.round(students * 0.57), Math.round(students * 0.43)],
        ['Non-teaching staff', 6, 11],
      ],
    ),
    '- Facilities: a women\u2019s common room, CCTV cameras at the gates and corridors, a women\u2019s hostel and sanitary napkin vending machines.',
    '- Programmes: self-defence training, legal awareness, International Women\u2019s Day and gender sensitisation by the ICC every semester.',
  ];
};

export const energyAudit: Build = (s) => [
  `The energy audit of ${yearLabel(s.years.at(-1)!)} by an outside auditor measured what the college uses and what it saves. The college has a rooftop solar plant of 20 kWp on the Science Building (2021), LED lamps in all rooms, and switches off fans and lights after classes under the Eco Club's watch.`,
  table(
    'Electricity',
    ['Year', 'Units from the grid', 'Units from the solar plant'],
    s.years.map((y) => [
      yearLabel(y),
      (42000 - (y - 2017) * 1800).toLocaleString('en-IN'),
      y >= 2021 ? (21000 + (y % 3) * 900).toLocaleString('en-IN') : '-',
    ]),
  ),
];

export const wasteManagement: Build = () => [
  'The waste management policy of the college, adopted in 2019, applies to the campus, the hostels and the canteen.',
  table(
    'Waste and how it is handled',
    ['Waste', 'How'],
    [
      [
        'Leaves and food waste',
        'Two compost pits behind the hostels; compost used in the botanical garden',
      ],
      [
        'Plastic',
        'Single-use plastic banned on the campus; what remains goes to the municipal collection',
      ],
      [
        'Laboratory chemicals',
        'Neutralised and diluted before draining; records kept by the Chemistry department',
      ],
      ['E-waste', 'Stored and handed to an authorised recycler every two years'],
      ['Paper', 'Old records shredded and sold for recycling after their retention period'],
    ],
    [1.5, 4],
  ),
];

export const bestPractice =
  (title: string): Build =>
  (s) => {
    const water = /water/i.test(title);
    return [
      `Title of the practice: ${water ? 'Water testing camps in villages' : 'The adopted village programme'}.`,
      `Objectives: ${water ? 'to test the drinking water of households for arsenic, iron and fluoride, and to tell families what the results mean' : 'to work with one village for several years on literacy, health, cleanliness and livelihoods'}.`,
      `The context: ${water ? 'ground water in parts of Nalbari district carries iron and, in places, arsenic; most families drink from tube wells that have never been tested' : 'villages around Kopoubari have poor roads, schools with few teachers and many families who depend on seasonal work'}.`,
      `The practice: ${water ? 'students of Chemistry and the NSS carry field kits to a village each month, test samples, record them and return the results with advice; samples above the limits are tested again in the college laboratory' : 'the NSS and the departments visit every week, run evening classes, health camps with the District Hospital and a cleanliness drive, and hold a seven-day camp in January'}.`,
      table(
        'Evidence of success',
        [
          'Year',
          water ? 'Households tested' : 'Villagers reached',
          water ? 'Unsafe sources reported' : 'Programmes',
        ],
        s.years.map((y, i) => [
          yearLabel(y),
          String(water ? 180 + i * 35 : 400 + i * 60),
          String(water ? 21 + (i % 4) * 3 : 9 + i),
        ]),
      ),
      `Problems encountered: ${water ? 'the cost of test kits and travel in the monsoon' : 'keeping volunteers over the years and the floods of the monsoon'}; resources came from the college and the partners of its MoUs.`,
    ];
  };

export const distinctiveness: Build = (s) => [
  'The college keeps an archive of the folk culture of lower Assam: songs, tales, manuscripts and performances recorded by teachers and students of Assamese and History in the villages of Nalbari, Barpeta and Kamrup. It is the college\u2019s priority in keeping alive the culture of the people it serves.',
  table(
    'The folk culture archive',
    ['Holding', 'Number'],
    [
      ['Recordings of songs (Bihu, Biyanaam, Ainaam, Zikir)', String(340 + s.years.length * 40)],
      ['Recorded tales and interviews', String(120 + s.years.length * 12)],
      ['Manuscripts (sanchipat and tulapat), digitised', '214'],
      ['Photographs of performances', '1,900'],
    ],
    [4, 1],
  ),
  'Scholars from Gauhati University and the Asom Sahitya Sabha have used the archive; students make their projects from it.',
];
