import { COLLEGE } from '../sections/college.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import type { Random } from '../lib/random.ts';
import { lowerFirst, paragraphs } from '../lib/text.ts';
import { AS_OF_YEAR } from './context.ts';
import { COLLEGE_ROLES } from './sources.ts';

/**
 * The 'About me' of a faculty profile, as people write them for a college website: how they
 * came to the college, where they studied, what they work on, something of the person, and
 * what they do in the college. Each part has several ways of being said, chosen by the
 * person's seed, and the fuller the profile, the longer the text.
 */

export interface BioFacts {
  def: FacultyDef;
  dept: DeptDef;
  areas: string[];
  bachelor: string;
  master: string;
  phd?: { university: string; title: string };
  papers: number;
  /** The journal of the teacher's latest paper, named in the bio. */
  journal?: string;
  guides: boolean;
}

/**
 * Habits and pursuits that make a teacher a person. The pronouns are filled in by `fill`:
 * {she}, {her} (possessive: 'her books', 'his books'), {him} (object: 'find her patient', 'find
 * him patient') and {hers}; English has one 'her' for two of a man's words.
 */
const PERSONAL: ((d: DeptDef) => string | null)[] = [
  () => 'Students know {him} for the early-morning bird walks {she} leads around the campus pond.',
  () =>
    '{She} sings Borgeet and has trained the college team for the inter-college youth festival.',
  () => 'A keen footballer in {her} student days, {she} still referees the College Week matches.',
  () => '{She} writes a fortnightly column on the subject for an Assamese newspaper.',
  () =>
    'First-generation learners find {him} patient; {her} Saturday doubt-clearing hour is always full.',
  () => 'A chess player, {she} started the college Chess Club and still plays the freshers.',
  () =>
    '{She} is usually the one with the camera at college functions, and many photographs in the gallery are {hers}.',
  () =>
    'On holidays {she} can be found in the villages around Kopoubari, recording the stories of older people.',
  () => '{She} keeps the department\u2019s small library in order and lends from {her} own books.',
  () => '{She} grows vegetables in the college garden with the NSS volunteers.',
  (d) =>
    d.code === 'BOT'
      ? '{She} tends the orchid house behind the Science building, which has over sixty species.'
      : null,
  (d) => (d.code === 'ENG' ? '{She} translates Assamese short stories into English.' : null),
  (d) =>
    d.code === 'MAT'
      ? '{She} sets a puzzle on the department notice board every Monday; the first correct answer wins a book.'
      : null,
  (d) =>
    d.code === 'HIS'
      ? '{She} has walked much of the north bank of the Brahmaputra to map old temple sites.'
      : null,
  (d) =>
    d.code === 'CHE'
      ? '{She} has tested the water of more than two hundred village tube wells with {her} students.'
      : null,
  (d) =>
    d.code === 'PHY'
      ? '{She} built the department\u2019s rooftop weather station with students.'
      : null,
  (d) =>
    d.code === 'ASM'
      ? '{She} is a member of the Kopoubari Sahitya Sabha and reads at its poetry evenings.'
      : null,
  (d) =>
    d.code === 'ECO'
      ? '{She} surveys the weekly market of Kopoubari with students every winter.'
      : null,
];

const BEFORE = [
  'two years as a guest lecturer in a Guwahati college',
  'a research fellowship at Tezpur University',
  'teaching at a higher secondary school in Barpeta',
  'a year as a project fellow at Gauhati University',
  'three years at a college in upper Assam',
];

const fill = (text: string, she: boolean) =>
  text
    .replace(/\{She\}/g, she ? 'She' : 'He')
    .replace(/\{she\}/g, she ? 'she' : 'he')
    .replace(/\{Her\}/g, she ? 'Her' : 'His')
    .replace(/\{hers\}/g, she ? 'hers' : 'his')
    .replace(/\{him\}/g, she ? 'her' : 'him')
    .replace(/\{her\}/g, she ? 'her' : 'his');

/** Where someone studied: one university named once, two joined by 'and'. */
function studiedAt(bachelor: string, master: string): string {
  return bachelor === master ? master : `${bachelor} and ${master}`;
}

export function bio(r: Random, f: BioFacts): string {
  const { def, dept } = f;
  const years = AS_OF_YEAR - def.joined;
  const subject = dept.name;
  const role = def.designation.includes('Head')
    ? `Head of the Department of ${subject}`
    : `${/^[AEIOU]/.test(def.designation) ? 'an' : 'a'} ${def.designation} in the Department of ${subject}`;
  const openings = [
    `${def.name} has taught ${subject} at ${COLLEGE.name} since ${def.joined} and is ${role}.`,
    `${def.name} is ${role}, which {she} joined in ${def.joined} after ${r.pick(BEFORE)}.`,
    `For ${years} years ${def.name} has been teaching ${subject} to the students of ${COLLEGE.name}, where {she} is now ${role}.`,
    `${def.name} came to ${COLLEGE.name} in ${def.joined}; {she} is ${role}.`,
  ];
  const study = f.phd
    ? r.pick([
        f.phd.university === f.master
          ? `{She} studied at ${studiedAt(f.bachelor, f.master)}, where {she} also earned {her} Ph.D. with a thesis on ${lowerFirst(f.phd.title)}.`
          : `{She} studied at ${studiedAt(f.bachelor, f.master)}, and earned {her} Ph.D. from ${f.phd.university} with a thesis on ${lowerFirst(f.phd.title)}.`,
        f.phd.university === f.master
          ? `After a Master's degree from ${f.master}, {she} stayed on there for {her} doctorate.`
          : `After a Master's degree from ${f.master}, {she} completed a doctorate at ${f.phd.university}.`,
      ])
    : r.pick([
        `{She} holds a Master's degree in ${subject} from ${f.master}.`,
        f.bachelor === f.master
          ? `{She} took both {her} degrees at ${f.master}.`
          : `{She} took {her} first degree at ${f.bachelor} and {her} Master's at ${f.master}.`,
      ]);
  const [a1 = '', a2 = ''] = f.areas.map(lowerFirst);
  const research = r.pick([
    `{Her} research is on ${a1}${a2 ? `, with a growing interest in ${a2}` : ''}.`,
    `{She} works on ${a1}${f.papers > 0 && f.journal ? ` and has published ${f.papers > 3 ? 'a number of papers' : 'papers'} in journals such as ${f.journal}` : ''}.`,
    `${a1.charAt(0).toUpperCase() + a1.slice(1)} is the thread of {her} research${a2 ? `, alongside ${a2}` : ''}.`,
  ]);
  const guiding = f.guides
    ? r.pick([
        '{She} guides research scholars of Gauhati University.',
        '{She} is a recognised research guide of Gauhati University.',
      ])
    : '';
  const personal = r.pick(PERSONAL.map((p) => p(dept)).filter((t): t is string => t !== null));
  const college = r.pick(COLLEGE_ROLES);
  // A committee has many members but one convener: 'a member of the IQAC', 'Convener of ...'.
  const position = college.position === 'Member' ? 'a member' : college.position;
  const service = r.pick([
    `In the college {she} serves the ${college.name} as ${position}.`,
    `{She} is ${position} of the ${college.name}.`,
    `Colleagues turn to {him} as ${position} of the ${college.name}.`,
  ]);

  const first = r.pick(openings);
  const parts: string[] = [];
  switch (def.tier) {
    case 'full':
      parts.push(`${first} ${study}`, `${research} ${guiding}`.trim(), `${personal} ${service}`);
      break;
    case 'rich':
      parts.push(`${first} ${study} ${research}`, r.chance(0.5) ? personal : service);
      break;
    case 'medium':
      parts.push(r.chance(0.5) ? `${first} ${research}` : `${first} ${personal}`);
      break;
    default:
      parts.push(r.chance(0.5) ? first : `${first} ${study}`);
  }
  return paragraphs(...parts.map((p) => fill(p, def.gender === 'F')));
}
