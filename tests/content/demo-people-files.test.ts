import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COLLEGE } from '../../scripts/demo/sections/college.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';

/**
 * The teachers' own files (issue 38): the lesson plans of their quarterly reports, the
 * certificates of their seminars, projects, courses and awards, and their CVs hold what their
 * titles promise, not a letterhead and one sentence; no certificate is signed by its recipient.
 */

const dir = DEMO_CONTENT_DIR;
const files = (await readdir(dir, { recursive: true })).map((f) => f.split('\\').join('/'));

/** Text as the standard PDF fonts can print it: accents and other letters become spaces. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface Profile {
  name: string;
  cv?: string;
  quarterly_reports?: { quarter: string; courses_covered?: { paper: string }[] }[];
  social_activities?: { name: string; quarter: string }[];
  seminars?: { title: string; theme: string; date_year: string }[];
  awards?: { area: string; achievement: string; award: string; other_info: string }[];
}

/** Every attachment a profile names, wherever in the profile it sits. */
function attachmentsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^(certificates|quarterly|cv)\/.+\.pdf$/.test(value)) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => attachmentsOf(v, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => attachmentsOf(v, out));
  return out;
}

const profileFiles = files.filter(
  (f) =>
    /^departments\/[^/]+\/faculty\/[^/]+\.yaml$/.test(f) || f === 'administration/principal.yaml',
);
const profiles: Profile[] = [];
const owned: { path: string; owner: string }[] = [];
for (const file of profileFiles) {
  const profile = parse(await readFile(join(dir, file), 'utf8')) as Profile;
  profiles.push(profile);
  for (const path of attachmentsOf(profile)) owned.push({ path, owner: plain(profile.name) });
}

/** What every letterhead PDF prints whatever it holds. */
const LETTERHEAD = [
  COLLEGE.name.toUpperCase(),
  `(${COLLEGE.status}, affiliated to ${COLLEGE.affiliation})`,
  COLLEGE.postal_address,
  `Phone: ${COLLEGE.phone} | Email: ${COLLEGE.email} | ${COLLEGE.website}`,
  'Demonstration document of a fictional college. Not an official record.',
  '(continued)',
];

interface Read {
  path: string;
  owner: string;
  body: string;
  signature: string;
}

/** A PDF's text less its letterhead, date, reference and title, and its signature apart. */
async function read({ path, owner }: { path: string; owner: string }): Promise<Read> {
  const bytes = await readFile(join(dir, 'files', path));
  const title = (await PDFDocument.load(bytes, { updateMetadata: false })).getTitle() ?? '';
  const text = plain(await pdfText(bytes));
  const cut = text.lastIndexOf('Sd/-');
  let body = cut >= 0 ? text.slice(0, cut) : text;
  const signature = cut >= 0 ? text.slice(cut) : '';
  for (const words of [...LETTERHEAD, title].map(plain).filter(Boolean))
    body = body.split(words).join(' ');
  body = body
    .replace(/Date: \d\d\/\d\d\/\d{4}/g, ' ')
    .replace(/No\. KBC\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { path, owner, body, signature };
}

const read_ = new Map<string, Read>();
for (const one of owned) if (!read_.has(one.path)) read_.set(one.path, await read(one));
const all = [...read_.values()];

const wordCount = (text: string) => text.match(/[A-Za-z0-9]+(?:[.'-][A-Za-z0-9]+)*/g)?.length ?? 0;
const MIN_WORDS = 60;

describe('the teachers\u2019 lesson plans, certificates and CVs', () => {
  it('are all there: lesson plans, certificates and CVs', () => {
    for (const folder of ['quarterly/', 'certificates/', 'cv/'])
      expect(all.filter((d) => d.path.startsWith(folder)).length, folder).toBeGreaterThan(15);
  });

  it('are more than a letterhead and one sentence: each holds at least 60 words of its own', () => {
    const thin = all
      .filter(({ body }) => wordCount(body) < MIN_WORDS)
      .map(({ path, body }) => `${path}: ${wordCount(body)} words`);
    expect(thin, `${thin.length} of ${all.length} files are thin`).toEqual([]);
  });

  it('do not repeat one another: no two share the same body text', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { path, body } of all) {
      const first = seen.get(body);
      if (first) repeated.push(`${path} repeats ${first}`);
      else seen.set(body, path);
    }
    expect(repeated).toEqual([]);
  });

  it('never have a certificate signed by the teacher it is given to', () => {
    const certificates = all.filter((d) => d.path.startsWith('certificates/'));
    expect(certificates.length).toBeGreaterThan(15);
    const selfSigned = certificates
      .filter(
        ({ owner, signature }) => !signature || signature.includes(owner.replace(/^Dr\. /, '')),
      )
      .map(({ path, signature }) => `${path}: ${signature || 'unsigned'}`);
    expect(selfSigned).toEqual([]);
  });

  it('name the recipient in each certificate and give it a number and a date of issue', () => {
    for (const { path, owner, body } of all.filter((d) => d.path.startsWith('certificates/'))) {
      expect(body, path).toContain(owner);
      expect(body, path).toMatch(/(Certificate|Letter|Sanction) No\./);
    }
  });
});

describe('the teachers\u2019 quarterly reports and extension work', () => {
  it('cover the papers of the semester that runs in the quarter, coded by the batch\u2019s scheme', () => {
    const wrong: string[] = [];
    for (const p of profiles)
      for (const report of p.quarterly_reports ?? [])
        for (const { paper } of report.courses_covered ?? []) {
          const [, kind, sem] = /^[A-Z]+-(MAJ|HC)-(\d)\d\d:/.exec(paper) ?? [];
          const year = Number(report.quarter.slice(0, 4));
          const odd = /-(3rd|4th)$/.test(report.quarter);
          const semester = Number(sem);
          // January-June is the even semester, July-December the odd; FYUGP batches from 2023.
          const admitted = odd ? year - (semester - 1) / 2 : year - semester / 2;
          if (!kind || semester % 2 !== (odd ? 1 : 0) || (kind === 'MAJ') !== admitted >= 2023)
            wrong.push(`${p.name} ${report.quarter}: ${paper}`);
        }
    expect(wrong).toEqual([]);
  });

  it('hold flood relief camps in the flood season (April to September)', () => {
    const wrong = profiles.flatMap((p) =>
      (p.social_activities ?? [])
        .filter((a) => /flood/i.test(a.name) && !/-(2nd|3rd)$/.test(a.quarter))
        .map((a) => `${p.name}: ${a.name} in ${a.quarter}`),
    );
    expect(wrong).toEqual([]);
  });

  it('give each best paper award to a paper of the teacher\u2019s own seminars, in its year', () => {
    const wrong: string[] = [];
    for (const p of profiles)
      for (const award of (p.awards ?? []).filter((a) => a.area === 'Research')) {
        const seminar = (p.seminars ?? []).find(
          (s) =>
            award.achievement.includes(s.title) &&
            award.award.includes(s.theme) &&
            s.date_year.endsWith(award.other_info),
        );
        if (!seminar)
          wrong.push(`${p.name}: ${award.achievement}, ${award.award} (${award.other_info})`);
      }
    expect(wrong).toEqual([]);
  });
});
