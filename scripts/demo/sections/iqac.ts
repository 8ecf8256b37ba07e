import type { Assets } from '../files/assets.ts';
import type { In } from '../lib/output.ts';
import type { Scene } from '../files/photo/index.ts';
import { geoTaggedPhoto } from './photos.ts';
import { organogramPng } from '../files/images.ts';
import { supportingFiles, type Teacher } from './iqac-documents/index.ts';

/**
 * The NAAC metrics drill-down: two groups (the SSR of the second cycle and the AQARs), each
 * with qualitative (QlM) and quantitative (QnM) metrics under the seven NAAC criteria, the
 * metrics of the affiliated-college manual, and supporting files (mostly PDFs, some photos).
 */

const CRITERIA = [
  [
    'Criterion I - Curricular Aspects',
    'Curriculum planning and delivery, academic flexibility, curriculum enrichment and feedback.',
  ],
  [
    'Criterion II - Teaching-Learning and Evaluation',
    'Student enrolment, catering to diversity, teaching-learning process, teacher profile, evaluation and outcomes.',
  ],
  [
    'Criterion III - Research, Innovations and Extension',
    'Resource mobilisation for research, innovation ecosystem, publications, extension activities and collaboration.',
  ],
  [
    'Criterion IV - Infrastructure and Learning Resources',
    'Physical facilities, library, IT infrastructure and maintenance.',
  ],
  [
    'Criterion V - Student Support and Progression',
    'Student support, progression, participation and alumni engagement.',
  ],
  [
    'Criterion VI - Governance, Leadership and Management',
    'Vision and leadership, strategy, faculty empowerment, financial management and the internal quality assurance system.',
  ],
  [
    'Criterion VII - Institutional Values and Best Practices',
    'Institutional values and social responsibilities, best practices and institutional distinctiveness.',
  ],
] as const;

type MetricType = 'QlM' | 'QnM';
/** [criterion number, serial number, type, question, supporting file titles] */
type Metric = [number, string, MetricType, string, string[]];

const METRICS: Metric[] = [
  [
    1,
    '1.1.1',
    'QlM',
    'The institution ensures effective curriculum delivery through a well planned and documented process.',
    [
      'Academic calendar and teaching plans',
      'Minutes of departmental meetings on curriculum delivery',
    ],
  ],
  [
    1,
    '1.1.2',
    'QnM',
    'The institution adheres to the academic calendar, including for the conduct of Continuous Internal Evaluation.',
    ['Academic calendars of the last five years'],
  ],
  [
    1,
    '1.2.1',
    'QnM',
    'Number of certificate or value-added courses offered and online courses of MOOCs, SWAYAM and the like.',
    ['List of value-added courses with enrolment', 'Geo-tagged photographs'],
  ],
  [
    1,
    '1.3.1',
    'QlM',
    'The institution integrates crosscutting issues relevant to professional ethics, gender, human values, environment and sustainability into the curriculum.',
    ['Courses addressing crosscutting issues'],
  ],
  [
    1,
    '1.3.2',
    'QnM',
    'Percentage of students undertaking project work, field work or internships.',
    ['List of students with project titles'],
  ],
  [
    1,
    '1.4.1',
    'QnM',
    'Institution obtains feedback on the syllabus from students, teachers, employers and alumni.',
    ['Feedback forms', 'Feedback analysis and action taken report'],
  ],
  [2, '2.1.1', 'QnM', 'Enrolment percentage.', ['Sanctioned intake and admissions, year-wise']],
  [
    2,
    '2.1.2',
    'QnM',
    'Percentage of seats filled against seats reserved for various categories.',
    ['Reservation policy of the state and admission data'],
  ],
  [
    2,
    '2.2.1',
    'QlM',
    'The institution assesses the learning levels of students and organises special programmes for advanced and slow learners.',
    ['Remedial class routines and attendance', 'Geo-tagged photographs'],
  ],
  [
    2,
    '2.3.1',
    'QlM',
    'Student-centric methods, such as experiential learning, participative learning and problem-solving, are used for enhancing learning experiences.',
    ['Reports of field visits and projects'],
  ],
  [
    2,
    '2.4.1',
    'QnM',
    'Percentage of full-time teachers against sanctioned posts.',
    ['List of sanctioned and filled posts'],
  ],
  [
    2,
    '2.4.2',
    'QnM',
    'Percentage of full-time teachers with Ph.D.',
    ['List of teachers with Ph.D. and year of award'],
  ],
  [
    2,
    '2.5.1',
    'QlM',
    'Mechanism of internal assessment is transparent and robust in terms of frequency and mode.',
    ['Internal assessment policy of the college'],
  ],
  [
    2,
    '2.6.1',
    'QlM',
    'Programme outcomes and course outcomes for all programmes are stated and displayed on the website.',
    ['Programme and course outcomes'],
  ],
  [
    2,
    '2.6.3',
    'QnM',
    'Pass percentage of students.',
    ['Results of the final-year students, year-wise'],
  ],
  [
    3,
    '3.1.1',
    'QnM',
    'Grants received from government and non-governmental agencies for research projects and endowments.',
    ['Sanction letters of research projects'],
  ],
  [
    3,
    '3.2.1',
    'QlM',
    'Institution has created an ecosystem for innovations and for the creation and transfer of knowledge.',
    ['Reports of the innovation and incubation activities'],
  ],
  [
    3,
    '3.3.1',
    'QnM',
    'Number of research papers published per teacher in journals notified on the UGC website.',
    ['List of research papers with links'],
  ],
  [
    3,
    '3.3.2',
    'QnM',
    'Number of books and chapters in edited volumes published per teacher.',
    ['List of books and chapters with ISBN'],
  ],
  [
    3,
    '3.4.1',
    'QlM',
    'Extension activities are carried out in the neighbourhood community, sensitising students to social issues for their holistic development.',
    ['Reports of NSS and extension activities', 'Geo-tagged photographs'],
  ],
  [
    3,
    '3.4.3',
    'QnM',
    'Number of extension and outreach programmes conducted through NSS, NCC and other bodies.',
    ['List of extension programmes'],
  ],
  [
    3,
    '3.5.1',
    'QnM',
    'Number of functional MoUs with institutions and industries for internships, on-the-job training and research.',
    ['Copies of MoUs'],
  ],
  [
    4,
    '4.1.1',
    'QlM',
    'The institution has adequate infrastructure and physical facilities for teaching-learning.',
    ['Details of classrooms, laboratories and ICT facilities', 'Geo-tagged photographs'],
  ],
  [
    4,
    '4.1.2',
    'QnM',
    'Percentage of expenditure for infrastructure development and augmentation, excluding salary.',
    ['Audited statements of accounts'],
  ],
  [
    4,
    '4.2.1',
    'QlM',
    'Library is automated using an Integrated Library Management System and has digital facilities.',
    ['Library automation report'],
  ],
  [
    4,
    '4.3.1',
    'QlM',
    'Institution has an IT policy covering Wi-Fi, cyber security and other matters, and allocates a budget for updating its IT facilities.',
    ['IT policy of the college'],
  ],
  [
    4,
    '4.4.1',
    'QnM',
    'Percentage of expenditure on maintenance of infrastructure, excluding salary.',
    ['Maintenance expenditure statements'],
  ],
  [
    5,
    '5.1.1',
    'QnM',
    'Percentage of students benefited by scholarships and free-ships provided by the government and non-governmental bodies.',
    ['List of scholarship beneficiaries'],
  ],
  [
    5,
    '5.1.3',
    'QnM',
    'Capacity building and skills enhancement initiatives taken by the institution.',
    ['Reports of soft-skill, language and ICT programmes'],
  ],
  [
    5,
    '5.1.4',
    'QnM',
    'The institution has a transparent mechanism for timely redressal of student grievances, including sexual harassment and ragging cases.',
    ['Minutes of the grievance, ICC and anti-ragging committees'],
  ],
  [
    5,
    '5.2.1',
    'QnM',
    'Percentage of placement of outgoing students and students progressing to higher education.',
    ['List of students placed or in higher education'],
  ],
  [
    5,
    '5.3.1',
    'QnM',
    'Number of awards and medals for outstanding performance in sports and cultural activities at university, state, national or international level.',
    ['Certificates of awards', 'Geo-tagged photographs'],
  ],
  [
    5,
    '5.4.1',
    'QlM',
    'There is a registered Alumni Association that contributes significantly to the development of the institution.',
    ['Registration certificate of the Alumni Association', 'Reports of alumni meets'],
  ],
  [
    6,
    '6.1.1',
    'QlM',
    'The governance and leadership is in accordance with the vision and mission of the institution.',
    ['Vision and mission statement', 'Minutes of the Governing Body'],
  ],
  [
    6,
    '6.2.1',
    'QlM',
    'The institutional perspective plan is effectively deployed and the functioning of institutional bodies is effective.',
    ['Perspective plan', 'Organogram'],
  ],
  [
    6,
    '6.2.2',
    'QnM',
    'Implementation of e-governance in administration, finance and accounts, student admission and support, and examination.',
    ['Screenshots and invoices of e-governance software'],
  ],
  [
    6,
    '6.3.1',
    'QlM',
    'The institution has effective welfare measures for teaching and non-teaching staff.',
    ['List of welfare measures'],
  ],
  [
    6,
    '6.3.3',
    'QnM',
    'Number of professional development and administrative training programmes organised for teaching and non-teaching staff.',
    ['Reports of training programmes'],
  ],
  [
    6,
    '6.4.1',
    'QlM',
    'Institution has strategies for mobilisation and optimal utilisation of resources and funds.',
    ['Resource mobilisation policy'],
  ],
  [
    6,
    '6.5.1',
    'QlM',
    'The IQAC has contributed significantly to institutionalising quality assurance strategies and processes.',
    ['Minutes of IQAC meetings', 'Action taken reports'],
  ],
  [
    6,
    '6.5.2',
    'QnM',
    'Quality assurance initiatives of the institution, such as AQARs, feedback analysis, collaborative initiatives and NIRF participation.',
    ['AQARs submitted', 'NIRF data'],
  ],
  [
    7,
    '7.1.1',
    'QlM',
    'Measures initiated by the institution for the promotion of gender equity during the last five years.',
    ['Gender audit report', 'Geo-tagged photographs'],
  ],
  [
    7,
    '7.1.2',
    'QnM',
    'The institution has facilities for alternate sources of energy and energy conservation measures.',
    ['Energy audit report', 'Geo-tagged photographs'],
  ],
  [
    7,
    '7.1.3',
    'QlM',
    'Facilities in the institution for the management of degradable and non-degradable waste.',
    ['Waste management policy'],
  ],
  [
    7,
    '7.1.8',
    'QlM',
    'Institutional efforts and initiatives in providing an inclusive environment.',
    ['Reports of programmes on cultural and linguistic diversity'],
  ],
  [
    7,
    '7.1.11',
    'QlM',
    'Institution celebrates and organises national and international commemorative days, events and festivals.',
    ['List of days observed with reports', 'Geo-tagged photographs'],
  ],
  [
    7,
    '7.2.1',
    'QlM',
    'Two best practices successfully implemented by the institution.',
    [
      'Best practice I: water testing camps in villages',
      'Best practice II: the adopted village programme',
    ],
  ],
  [
    7,
    '7.3.1',
    'QlM',
    'Performance of the institution in one area distinctive to its priority and thrust.',
    ['Institutional distinctiveness: the folk culture archive'],
  ],
];

/** The scene the geo-tagged photograph of a metric shows, by the metric's first document. */
const GEO_SCENES: Record<string, Scene> = {
  'List of value-added courses with enrolment': 'classroom',
  'Remedial class routines and attendance': 'classroom',
  'Reports of NSS and extension activities': 'plantation',
  'Details of classrooms, laboratories and ICT facilities': 'lab',
  'Certificates of awards': 'stage',
  'Gender audit report': 'seminar',
  'Energy audit report': 'campus',
  'List of days observed with reports': 'stage',
};

/**
 * A geo-tagged photograph of the activity the metric counts, with the GPS camera's caption
 * printed on it (photos.ts): one photograph per metric.
 */
function geoTagged(assets: Assets, prefix: string, sr: string, scene: Scene): string {
  return geoTaggedPhoto(assets, 'iqac', `${prefix}-${sr}-geo-tagged-photograph`, scene, {
    width: 900,
    height: 600,
  }).file;
}

function group(
  assets: Assets,
  name: string,
  prefix: 'SSR' | 'AQAR',
  keep: (m: Metric) => boolean,
  teachers: Teacher[],
): In<'Iqac'>['groups'][number] {
  const writer = supportingFiles(prefix, teachers);
  const criteria: In<'Iqac'>['groups'][number]['criteria'] = [];
  for (const type of ['QlM', 'QnM'] as const) {
    CRITERIA.forEach(([criterion, question], c) => {
      const metrics = METRICS.filter((m) => m[0] === c + 1 && m[2] === type && keep(m));
      if (metrics.length === 0) return;
      criteria.push({
        type,
        criterion,
        metric_question: question,
        metrics: metrics.map(([, sr, , metricQuestion, files]) => ({
          sr_no: sr,
          metric_question: metricQuestion,
          files: files.map((title, f) => ({
            sr_no: String(f + 1),
            title,
            attachments: [
              title === 'Geo-tagged photographs'
                ? geoTagged(assets, prefix, sr, GEO_SCENES[files[0] ?? ''] ?? 'campus')
                : assets.pdf(
                    'iqac',
                    {
                      title: `${prefix} ${sr}: ${title}`,
                      date: writer.date,
                      body: [
                        `Metric ${sr} (${type}): ${metricQuestion}`,
                        ...writer.body(sr, title),
                        'Certified that the information given is true to the best of our knowledge, as verified by the IQAC.',
                      ],
                      signedBy: 'Coordinator, IQAC, Kopoubari College',
                      ...(title === 'Organogram' ? { image: organogramPng } : {}),
                    },
                    `${prefix}-${sr}-${title}`,
                  ),
            ],
          })),
        })),
      });
    });
  }
  return { name, types: ['QlM', 'QnM'], criteria };
}

/** `teachers`: the faculty as their profiles were generated, so the files list their own work. */
export function buildIqac(assets: Assets, teachers: Teacher[]): In<'Iqac'> {
  return {
    groups: [
      group(assets, 'NAAC Second Cycle: Self Study Report', 'SSR', () => true, teachers),
      // The AQAR group carries the yearly, mostly quantitative metrics: a shorter list.
      group(
        assets,
        'Annual Quality Assurance Reports (AQAR)',
        'AQAR',
        (m) => m[2] === 'QnM' || ['6.5.1', '7.2.1', '7.1.11'].includes(m[1]),
        teachers,
      ),
    ],
  };
}
