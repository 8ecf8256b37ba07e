import { DEPARTMENTS } from '../departments/index.ts';
import {
  type Block,
  type NoticeOf,
  dayAfter,
  particulars,
  sessionOf,
  teacher,
  workingDay,
} from './common.ts';

/**
 * Office notices that are neither a programme nor a meeting: closures, rules, calls for entries,
 * verifications and submissions, with their days and particulars.
 */

export const ADMIN =
  /closed|suspended|vacation|polling station|plastic|magazine|entries|national flags|stock verification|anti-ragging|PBAS|self-appraisal|walk-in/i;

export function adminBody(n: NoticeOf): Block[] {
  const t = n.title;
  const incharge = teacher(n.random);
  if (/closed|suspended|vacation|polling station/i.test(t)) {
    const from = workingDay(n.date, /suspended/i.test(t) ? 1 : n.random.int(1, 4));
    const days = /suspended|polling/i.test(t) ? 2 : /Magh/i.test(t) ? 3 : n.random.int(8, 12);
    return [
      particulars('Particulars', [
        ['Closed from', dayAfter(from, 0)],
        ['Classes resume on', dayAfter(from, days)],
        [
          'Offices during the closure',
          /flood|polling/i.test(t)
            ? 'Open for the relief or election work assigned by the district administration'
            : 'The office, library and hostels remain closed; security staff on duty',
        ],
        [
          'Hostels',
          /vacation|Magh/i.test(t)
            ? 'Boarders may go home; the mess stays closed'
            : 'Boarders may stay; the mess stays open',
        ],
        ['Lost classes', 'To be made up by extra classes on Saturdays as the departments decide'],
      ]),
      `Teachers and staff on any duty assigned by the district administration will report as instructed. Heads of Departments will inform the students through the class groups. For anything urgent, contact ${incharge.name} (Department of ${incharge.dept}) or the office.`,
    ];
  }
  if (/national flags/i.test(t)) {
    const year = n.date.slice(0, 4);
    return [
      particulars('Particulars', [
        [
          'Collection of the flags',
          `At the office counter, ${dayAfter(n.date, 1)} to ${dayAfter(n.date, 3)}, 10:30 a.m.-3:00 p.m., on showing the identity card`,
        ],
        [
          'Flags available',
          `${(n.random.int(6, 12) * 100).toLocaleString('en-IN')}, one for each family`,
        ],
        ['Hoisting at home', `13 to 15 August ${year}`],
        [
          'Photographs',
          'Students may send a photograph of the flag at their home to their class group for the college record',
        ],
      ]),
      'The flag must be treated with respect as the Flag Code of India asks: it is never flown torn or soiled, never touches the ground and, once taken down, is folded and kept with care.',
      `Teacher-in-charge: ${incharge.name}, Department of ${incharge.dept}, with the NSS and NCC volunteers at the counter.`,
    ];
  }
  if (/plastic/i.test(t))
    return [
      'Rules, in force from the date of this notice:',
      '- No carry bags, cups, plates, straws or bottles of single-use plastic in the campus, the hostels or the canteen',
      '- The canteen will serve in steel, glass or leaf plates; water from the filters in each building',
      '- Departments will use paper files and cloth banners at their programmes',
      `- A fine of Rs. ${n.random.pick([50, 100])} for each breach, collected by the discipline committee and used for the green campus fund`,
      '- Plastic waste found in the campus to be put in the separate bins marked for it, for recycling',
      `The NSS and the Eco Club will check the campus on the first Saturday of each month. The convener of the green campus committee is ${incharge.name}.`,
    ];
  if (/magazine|entries/i.test(t))
    return [
      particulars(
        `${/wall magazine/i.test(t) ? 'Wall magazine' : 'College magazine'}, session ${sessionOf(n.date)}`,
        [
          [
            'What may be sent',
            'Poems, stories, essays, travel writing, sketches and photographs, in Assamese or English, not published before',
          ],
          ['Length', 'Prose up to 1,500 words; poems up to 40 lines'],
          [
            'How',
            'Handwritten on one side of the paper or typed, with the name, semester and roll number on the back, in the box outside the Students\u2019 Union office or by e-mail',
          ],
          ['Last date', dayAfter(n.date, n.random.int(20, 30))],
          [
            'Editorial board',
            `${/club/i.test(t) ? 'Members of the club chosen as editors' : 'The Magazine Editor of the Students\u2019 Union'} with ${incharge.name} (teacher-in-charge)`,
          ],
        ],
      ),
      `The editorial board will select the entries; the best piece in each language will receive a prize at the College Week.`,
    ];
  if (/stock verification/i.test(t))
    return [
      {
        caption: 'Schedule of verification',
        columns: ['Department', 'Date'],
        rows: DEPARTMENTS.map((d, i) => [d.name, dayAfter(n.date, 3 + Math.floor(i / 2))]),
        widths: [2, 3],
      },
      'Heads of Departments will keep the stock registers, the purchase bills and the lists of unserviceable items ready. The committee will sign each register and report the shortages to the Principal.',
    ];
  if (/walk-in/i.test(t))
    return [
      particulars('Particulars', [
        [
          'Date and time of the interview',
          `${dayAfter(n.date, n.random.int(7, 12))}, 10:30 a.m.; registration from 9:30 a.m.`,
        ],
        ['Place', 'Principal\u2019s chamber'],
        ['Remuneration', 'As per the norms of the Government of Assam for contractual engagement'],
        [
          'Period',
          'Until the post is filled on a regular basis, or the end of the session, whichever is earlier',
        ],
        [
          'Bring',
          'Application on plain paper with the bio-data, the originals of the certificates and marksheets, and one set of self-attested copies',
        ],
      ]),
      'No travelling allowance will be paid. The decision of the selection committee is final.',
    ];
  return [
    particulars('Particulars', [
      ['Submission', `To the office by ${dayAfter(n.date, n.random.int(10, 20))}`],
      ['Form', 'Available on the website (Downloads) and at the office counter'],
      ['Scrutiny', 'By the IQAC, before the forms go to the Principal'],
      ['Queries', `${incharge.name}, Department of ${incharge.dept}`],
    ]),
    /anti-ragging/i.test(t)
      ? 'Every student and parent must sign the undertaking on the portal of the UGC (antiragging.in) and submit a copy at the office. Ragging in any form is an offence; complaints may be made to the Anti-Ragging Committee, the Principal or the national helpline 1800-180-5522.'
      : 'Teachers are requested to attach the evidence of each activity claimed (copies of papers, certificates, orders). Forms without evidence will be returned. The scores verified by the IQAC are the basis of promotion under the Career Advancement Scheme and are recorded in the AQAR.',
  ];
}
