import { COLLEGE } from '../sections/college.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import { Random } from '../lib/random.ts';
import { plain } from './context.ts';
import { PRINCIPAL_NAME } from './principal.ts';

/**
 * Who signs a teacher's certificate: the body that issues it, never the teacher. Conveners and
 * directors of other institutions are fictional; in the college, a colleague of the department,
 * the IQAC's coordinator or the Governing Body's president (as buildGoverningBody names them).
 */

export const GB_PRESIDENT = `Sri Hemendra Nath Talukdar, President, Governing Body, ${COLLEGE.name}`;
const IQAC_COORDINATOR = 'Dr. Rupjyoti Baruah';

/** Teachers of the universities who convene seminars and run the HRDCs (all fictional). */
const GIVEN = [
  'Manoj Kumar',
  'Pallavi',
  'Jayanta Kumar',
  'Rumi',
  'Ananta',
  'Sikha Rani',
  'Bijoy Krishna',
  'Mitali',
];
const SURNAMES = ['Saikia', 'Sarma', 'Nath', 'Devi', 'Gogoi', 'Das', 'Kakati', 'Bhattacharyya'];

/** One person for each organiser and term of six years, seeded by both. */
function outsider(organiser: string, year: number): string {
  const r = new Random(`signatory:${organiser}:${Math.floor(year / 6)}`);
  const given = r.pick(GIVEN);
  // 'Devi' is a woman's surname only.
  const surnames = /^(Pallavi|Rumi|Sikha|Mitali)/.test(given)
    ? SURNAMES
    : SURNAMES.filter((s) => s !== 'Devi');
  return `Dr. ${given} ${r.pick(surnames)}`;
}

/** The convener of a seminar, by who organised it. */
export function convener(
  r: Random,
  organiser: string,
  dept: DeptDef,
  recipient: FacultyDef,
  year: number,
): string {
  if (organiser.includes(COLLEGE.name)) {
    if (organiser.startsWith('IQAC'))
      return recipient.name === IQAC_COORDINATOR
        ? `${plain(PRINCIPAL_NAME)}, Principal, ${COLLEGE.name}`
        : `${plain(IQAC_COORDINATOR)}, Coordinator, IQAC, ${COLLEGE.name}`;
    const colleagues = dept.faculty.filter(
      (f) =>
        f.name !== recipient.name && f.tier !== 'minimal' && !/Contractual/.test(f.designation),
    );
    const who = r.pick(colleagues);
    return `${plain(who.name)}, Convener of the Seminar, Department of ${dept.name}, ${COLLEGE.name}`;
  }
  return `${plain(outsider(organiser, year))}, Convener of the Seminar, ${organiser}`;
}

/** The head of a training centre or the IQAC that ran a course. */
export function courseDirector(organiser: string, recipient: FacultyDef, year: number): string {
  if (organiser.startsWith('IQAC'))
    return recipient.name === IQAC_COORDINATOR
      ? `${plain(PRINCIPAL_NAME)}, Principal, ${COLLEGE.name}`
      : `${plain(IQAC_COORDINATOR)}, Coordinator, IQAC, ${COLLEGE.name}`;
  return `${plain(outsider(organiser, year))}, Director, ${organiser}`;
}

/** The officer of a funding body who signs its sanction letters. */
export function sanctioningOfficer(named: string): string {
  const agency = bodyName(named);
  if (/^UGC/.test(agency))
    return 'Joint Secretary, University Grants Commission, North Eastern Regional Office, Guwahati';
  if (/DST|SERB|DBT/.test(agency)) return `Scientist 'D', ${agency}, New Delhi`;
  if (/ASTEC|Assam Science Technology/.test(agency))
    return 'Member Secretary, Assam Science Technology and Environment Council, Guwahati';
  if (/University|IIT/.test(agency)) return `Registrar, ${agency}`;
  if (/ICSSR|ICHR/.test(agency)) return `Deputy Director, ${agency}`;
  if (/Directorate|Department/.test(agency)) return `Director, ${agency}`;
  return `General Secretary, ${agency}`;
}

/** Where the universities and bodies that issue a teacher's certificates are. */
const PLACES: [RegExp, string][] = [
  [/Gauhati University/, 'Gopinath Bordoloi Nagar, Guwahati 781014, Assam'],
  [/Dibrugarh University/, 'Dibrugarh 786004, Assam'],
  [/Cotton University/, 'Panbazar, Guwahati 781001, Assam'],
  [/Tezpur University/, 'Napaam, Tezpur 784028, Assam'],
  [/IIT Guwahati/, 'North Guwahati 781039, Assam'],
  [/ICSSR-NERC/, 'North-Eastern Hill University Campus, Shillong 793022, Meghalaya'],
  [/DST|SERB|DBT|ICHR|Katha/, 'New Delhi'],
];
const placeOf = (text: string) =>
  PLACES.find(([pattern]) => pattern.test(text))?.[1] ?? 'Guwahati, Assam';

/** The heading of a certificate or letter that a body other than the college issues. */
export function issuerLetterhead(issuer: string): { name: string; lines: string[] } | undefined {
  if (issuer.includes(COLLEGE.name)) return undefined;
  const contact = 'Email: office@example.org (fictional)';
  const hrdc = /^UGC-HRDC, (.+)$/.exec(issuer);
  if (hrdc)
    return {
      name: 'UGC-Human Resource Development Centre',
      lines: [hrdc[1]!, placeOf(issuer), contact],
    };
  const dept = /^(Department of [^,]+), (.+)$/.exec(issuer);
  if (dept) return { name: dept[2]!, lines: [dept[1]!, placeOf(issuer), contact] };
  if (/^UGC/.test(issuer))
    return {
      name: 'University Grants Commission',
      lines: ['North Eastern Regional Office', 'Guwahati, Assam', contact],
    };
  return { name: bodyName(issuer), lines: [placeOf(issuer), contact] };
}

/** A funding body as it names itself: 'ICHR (Small Study Grant)' is the ICHR. */
function bodyName(agency: string): string {
  return agency.replace(/\s*\(.*\)$/, '').replace(/^Sahitya Sabha grant$/, 'Asam Sahitya Sabha');
}
