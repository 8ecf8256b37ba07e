import { COLLEGE, emailFor, phoneNumber } from '../sections/college.ts';
import { designationAs } from '../sections/designations-as.ts';
import { portraitPhoto } from '../sections/photos.ts';
import { communityOf } from '../sections/names.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import type { NamePool } from '../sections/names.ts';
import type { Assets } from '../files/assets.ts';
import { Random } from '../lib/random.ts';
import { lowerFirst, slugify } from '../lib/text.ts';
import { activitySections } from './activities.ts';
import { bio } from './bio.ts';
import { AS_OF_YEAR, SIZES, plain, type Person, type ProfileContext } from './context.ts';
import { quarterlyReports } from './quarterly.ts';
import { inFloodSeasonOnly } from './activities.ts';
import { lessonPlan } from './lesson-plan.ts';
import { curriculumVitae } from './cv.ts';
import { awardsForOwnPapers } from './best-paper.ts';
import { quarterlyReportPdf } from './quarter-report.ts';
import { newcomer } from './newcomer.ts';
import { researchSections } from './research.ts';
import { ownTitles } from './titles.ts';
import { SUPERVISORS, UNIVERSITIES } from './sources.ts';

/**
 * A faculty member's YAML: how much is filled depends on the tier (full: every section of the
 * profile; minimal: name and designation only). Research rows carry quarters from 2017 to 2026,
 * plus one paper in 2016 for each full-tier profile, so the research page's 2017 window has
 * something to leave out. Quarterly reports cover quarters of 2022-2026.
 */

export interface ProfileInput {
  id: number;
  dept: DeptDef;
  def: FacultyDef;
  /** Index of the person in the department (0 = head). */
  index: number;
  assets: Assets;
  names: NamePool;
}

export function buildFaculty(input: ProfileInput): Person {
  const { id, dept, def, index, assets, names } = input;
  const r = new Random(`faculty:${id}`);
  const person: Person = {
    id,
    name: def.name,
    designation: def.designation,
    ...designationAs(def.designation),
  };
  if (def.tier === 'minimal') return newcomer(person, input);

  const size = SIZES[def.tier];
  const n = (key: string) => size[key] ?? 0;
  const isDr = def.name.startsWith('Dr.');
  const subject = dept.name;
  const slug = slugify(plain(def.name));
  const areas = r.sample(dept.areas, 2);
  person.email = emailFor(def.name);
  person.phone = phoneNumber(10000 + id * 7);
  if (def.tier !== 'partial') person.mobile = phoneNumber(20000 + id * 13);
  if (def.photo !== false)
    person.photo = portraitPhoto(assets, def.name, `${id}-${slug}`, {
      gender: def.gender,
      community: communityOf(def.name),
      // Most teachers join the college in their late twenties.
      age: AS_OF_YEAR - def.joined + 28,
    });
  person.live = def.live;
  person.experience = `${AS_OF_YEAR - def.joined} years`;
  person.date_of_joining = `${String(r.int(1, 28)).padStart(2, '0')}-${String(r.pick([1, 7, 8, 9])).padStart(2, '0')}-${def.joined}`;
  person.area_of_research = areas.join(', ');

  // Degrees: everyone above minimal has a bachelor's and a master's degree; the theses' titles
  // are the teacher's own, like the papers'.
  const own = ownTitles(dept, def);
  const born = def.joined - r.int(25, 30);
  const course = dept.degree === 'B.A.' ? ['B.A. (Honours)', 'M.A.'] : ['B.Sc. (Honours)', 'M.Sc.'];
  person.degrees = {
    bachelor: [
      {
        course_b: course[0],
        subject_b: subject,
        university_b: 'Gauhati University',
        year_b: String(born + 21),
      },
    ],
    master: [
      {
        course_m: course[1],
        subject_m: subject,
        university_m: r.pick(UNIVERSITIES),
        year_m: String(born + 23),
      },
    ],
    phd: isDr
      ? [
          {
            title_p: own.thesis ?? `Studies in ${lowerFirst(areas[0] ?? subject)}`,
            year_p: String(Math.min(def.joined + r.int(4, 12), 2024)),
            university_p: r.pick(UNIVERSITIES),
            department_p: `Department of ${subject}`,
            supervisor_p: r.pick(SUPERVISORS),
          },
        ]
      : [],
    mphil:
      def.tier === 'full'
        ? [
            {
              title_m1: own.mphil ?? `A study of ${lowerFirst(areas[0] ?? '')}`,
              year_m1: String(born + 25),
              university_m1: 'Gauhati University',
              department_m1: `Department of ${subject}`,
              supervisor_m1: r.pick(SUPERVISORS),
            },
          ]
        : [],
    other:
      def.tier === 'partial'
        ? []
        : [
            {
              description_o:
                r.pick(dept.exams.filter((e) => /NET|SLET/.test(e))) ?? `UGC-NET (${subject})`,
              year_o: String(born + 24),
            },
          ],
  };

  const ctx: ProfileContext = { id, dept, def, r, names, assets, n, born };
  Object.assign(person, researchSections(ctx), activitySections(ctx));
  awardsForOwnPapers(person);
  const papers = person.research_papers ?? [];
  const phd = person.degrees.phd?.[0];
  person.about = bio(new Random(`bio:${id}`), {
    def,
    dept,
    areas,
    bachelor: person.degrees.bachelor?.[0]?.university_b ?? 'Gauhati University',
    master: person.degrees.master?.[0]?.university_m ?? 'Gauhati University',
    ...(phd ? { phd: { university: phd.university_p ?? '', title: phd.title_p ?? '' } } : {}),
    papers: papers.length,
    ...(papers[0]?.title_book ? { journal: String(papers[0].title_book) } : {}),
    guides: (person.guideships ?? []).length > 0,
  });

  // Addresses and contact: everyone but the partial tier.
  if (def.tier !== 'partial') {
    person.address = `${r.pick(['Ward No. 2', 'Ward No. 4', 'Ward No. 7', 'College Road', 'Station Road'])}, Kopoubari, P.O. Kopoubari, Dist. Nalbari, Assam 781399`;
    person.contact = `- Mobile: ${person.mobile}\n- Email: ${person.email}\n- Office: Department of ${subject}, ${COLLEGE.name}\n`;
  }
  if (def.tier === 'full' || def.tier === 'rich') {
    const village = r.pick([
      'Vill. Bhogpur',
      'Vill. Nahorbari',
      'Vill. Kendukona',
      'Vill. Dakhin Gaon',
      'Vill. Bamunbari',
      'Vill. Uttar Khatara',
    ]);
    const district = r.pick([
      'Barpeta',
      'Nalbari',
      'Baksa',
      'Darrang',
      'Kamrup',
      'Sonitpur',
      'Jorhat',
      'Sivasagar',
    ]);
    person.permanent_address = `${village}, P.O. ${village.replace('Vill. ', '')}, Dist. ${district}, Assam`;
    const handle = slug.replace(/-/g, '.');
    person.links =
      def.tier === 'full'
        ? {
            facebook_link: `https://www.example.org/facebook/${handle}`,
            linkedin_link: `https://www.example.org/linkedin/${slug}`,
            google_scholar: `https://scholar.example.org/citations?user=KBC${id}`,
            wiki_link: `https://wiki.example.org/${plain(def.name).replace(/ /g, '_')}`,
            orchid_link: `https://orcid.example.org/0000-0002-${String(1000 + id)}-${String(id * 7).padStart(4, '0')}`,
          }
        : {
            google_scholar: `https://scholar.example.org/citations?user=KBC${id}`,
            orchid_link: `https://orcid.example.org/0000-0003-${String(1000 + id)}-${String(id * 3).padStart(4, '0')}`,
          };
  }

  if (def.tier === 'full' || def.tier === 'rich' || (def.tier === 'medium' && index % 2 === 0)) {
    person.cv = assets.pdf('cv', curriculumVitae(person, def, dept, areas), `${id}-${slug}`);
  }

  if (def.live && n('quarters') > 0) {
    person.quarterly_reports = quarterlyReports(r, dept, n('quarters'), (paper, quarter, all) => {
      const content = lessonPlan(dept, def, paper, quarter, all);
      return assets.pdf('quarterly', content, `${id}-${content.title}`);
    });
    inReportedQuarter(person);
    // The second-newest report (the one with an extension activity) goes to the IQAC as a PDF.
    const report = person.quarterly_reports?.[1];
    const first = report?.courses_covered?.[0];
    if (report && first)
      first.file = assets.pdf(
        'quarterly',
        quarterlyReportPdf(person, def, dept, report),
        `${id}-quarterly-report-${report.quarter}`,
      );
  }
  return person;
}

/**
 * A quarterly report lists the extension activities of its quarter: the newest one is moved into
 * the second-newest reported quarter, so a report shows some quarters with one and some without.
 * Done after the draws, so no other field of the demo changes.
 */
function inReportedQuarter(person: Partial<Person>) {
  const quarter = person.quarterly_reports?.[1]?.quarter;
  // A flood relief camp only in the flood season (April to September).
  const fits = (a: { name?: unknown }) =>
    !inFloodSeasonOnly(String(a.name)) || /-(2nd|3rd)$/.test(quarter ?? '');
  const [newest] = [...(person.social_activities ?? [])]
    .filter(fits)
    .sort((a, b) => String(b.quarter).localeCompare(String(a.quarter)));
  if (!quarter || !newest) return;
  const year = quarter.slice(0, 4);
  Object.assign(newest, { quarter, from: year, till: year });
}
