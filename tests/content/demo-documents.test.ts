import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COLLEGE } from '../../scripts/demo/sections/college.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';

/**
 * The documents that are not notices (issue 38): the IQAC's and the NAAC SSR's supporting files,
 * committees' minutes, the important files (the prospectus among them) and each department's
 * documents hold the body their titles promise, not a letterhead and one sentence.
 */

const dir = DEMO_CONTENT_DIR;
const files = (await readdir(dir, { recursive: true })).map((f) => f.split('\\').join('/'));
const yaml = async <T>(file: string): Promise<T> =>
  parse(await readFile(join(dir, file), 'utf8')) as T;

/** Text as the standard PDF fonts can print it: accents and other letters become spaces. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Doc {
  path: string;
  where: string;
  /** The words the page around it already says: the listing's title and description. */
  known: string[];
}

const docs: Doc[] = [];
const pdfs = (attachments: unknown) =>
  ((attachments as string[] | undefined) ?? []).filter(
    (a) => a.endsWith('.pdf') && !a.includes('://'),
  );

interface IqacFile {
  title: string;
  attachments: string[];
}
interface IqacMetric {
  sr_no: string;
  metric_question: string;
  files: IqacFile[];
}
const iqac = await yaml<{
  groups: { name: string; criteria: { metrics: IqacMetric[] }[] }[];
}>('iqac.yaml');
for (const group of iqac.groups)
  for (const metric of group.criteria.flatMap((c) => c.metrics))
    for (const file of metric.files)
      for (const path of pdfs(file.attachments))
        docs.push({
          path,
          where: `${group.name} ${metric.sr_no}: ${file.title}`,
          known: [file.title, metric.metric_question],
        });

const committees = await yaml<{ name: string; minutes?: string[] }[]>('committees.yaml');
for (const c of committees)
  for (const path of pdfs(c.minutes))
    docs.push({
      path,
      where: `${c.name}: minutes`,
      known: [`Minutes of the meeting of the ${c.name}`],
    });

interface Listed {
  title: string;
  description?: string;
  attachments?: string[];
}
for (const item of await yaml<Listed[]>('important-files.yaml'))
  for (const path of pdfs(item.attachments))
    docs.push({
      path,
      where: `important files: ${item.title}`,
      known: [item.title, item.description ?? ''],
    });

for (const file of files.filter((f) => /^departments\/[^/]+\/documents\.yaml$/.test(f))) {
  const kinds = await yaml<Record<string, Listed[]>>(file);
  for (const [kind, items] of Object.entries(kinds))
    for (const item of items)
      for (const path of pdfs(item.attachments))
        docs.push({
          path,
          where: `${file} ${kind}: ${item.title}`,
          known: [item.title, item.description ?? ''],
        });
}

/** What every letterhead PDF prints whatever it holds. */
const LETTERHEAD = [
  COLLEGE.name.toUpperCase(),
  `(${COLLEGE.status}, affiliated to ${COLLEGE.affiliation})`,
  COLLEGE.postal_address,
  `Phone: ${COLLEGE.phone} | Email: ${COLLEGE.email} | ${COLLEGE.website}`,
  'Demonstration document of a fictional college. Not an official record.',
  '(continued)',
  // The IQAC's certificate under every supporting file.
  'Certified that the information given is true to the best of our knowledge, as verified by the IQAC.',
];

/**
 * A PDF's text less its letterhead, date, reference, its own title (from its metadata), its
 * listing's words, the metric's label and the signature (the last thing before the footer).
 */
async function bodyOf(doc: Doc): Promise<string> {
  const bytes = await readFile(join(dir, 'files', doc.path));
  const title = (await PDFDocument.load(bytes, { updateMetadata: false })).getTitle() ?? '';
  const text = plain(await pdfText(bytes));
  let body = text.includes('Sd/-') ? text.slice(0, text.lastIndexOf('Sd/-')) : text;
  for (const words of [...LETTERHEAD, title, ...doc.known].map(plain).filter(Boolean))
    body = body.split(words).join(' ');
  return body
    .replace(/Metric [\d.]+ \((?:QlM|QnM)\):/g, ' ')
    .replace(/Date: \d\d\/\d\d\/\d{4}/g, ' ')
    .replace(/No\. KBC\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const bodies = new Map<string, { doc: Doc; body: string }>();
for (const doc of docs)
  if (!bodies.has(doc.path)) bodies.set(doc.path, { doc, body: await bodyOf(doc) });

/** Words a reader reads: runs of letters or digits. */
const wordCount = (text: string) => text.match(/[A-Za-z0-9]+(?:[.'-][A-Za-z0-9]+)*/g)?.length ?? 0;
const MIN_WORDS = 60;

const faculty = await Promise.all(
  files
    .filter((f) => /^departments\/[^/]+\/faculty\/[^/]+\.yaml$/.test(f))
    .map((f) => yaml<{ name: string; research_papers?: { title_paper: string }[] }>(f)),
);

describe('the documents of the IQAC, the NAAC SSR, the committees, the college and the departments', () => {
  it('are more than a letterhead and one sentence: each holds at least 60 words of its own', () => {
    expect(bodies.size).toBeGreaterThan(150);
    const thin = [...bodies.values()]
      .filter(({ body }) => wordCount(body) < MIN_WORDS)
      .map(({ doc, body }) => `${doc.where} (${doc.path}): ${wordCount(body)} words`);
    expect(thin, `${thin.length} of ${bodies.size} documents are thin`).toEqual([]);
  });

  it('do not repeat one another: no two share the same body text', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { doc, body } of bodies.values()) {
      const first = seen.get(body);
      if (first) repeated.push(`${doc.path} repeats ${first}`);
      else seen.set(body, doc.path);
    }
    expect(repeated).toEqual([]);
  });

  it('give each committee\u2019s minutes the members present, an agenda and numbered resolutions', () => {
    const minutes = [...bodies.values()].filter(({ doc }) => doc.path.startsWith('committees/'));
    expect(minutes.length).toBeGreaterThan(10);
    for (const { doc, body } of minutes)
      for (const part of ['Members present', 'Agenda', 'Resolution 1', 'Resolution 2'])
        expect(body, `${doc.where}: ${part}`).toContain(part);
  });

  it('give the SSR metrics 3.2.1, 3.3.1 and 3.4.1 tables of the demo\u2019s own teachers and papers', () => {
    const ssr = (sr: string) =>
      [...bodies.values()].filter(({ doc }) =>
        doc.path.startsWith(`iqac/ssr-${sr.replaceAll('.', '-')}-`),
      );
    const names = faculty.map((f) => plain(f.name));
    for (const sr of ['3.2.1', '3.3.1', '3.4.1']) {
      const found = ssr(sr);
      expect(found.length, sr).toBeGreaterThan(0);
      for (const { doc, body } of found) {
        const named = names.filter((n) => body.includes(n));
        expect(named.length, `${doc.path} names ${named.join(', ')}`).toBeGreaterThanOrEqual(8);
      }
    }
    // 3.3.1 (papers per teacher in UGC-listed journals) lists the teachers' own papers.
    const papers = faculty.flatMap((f) =>
      (f.research_papers ?? []).map((p) => plain(p.title_paper)),
    );
    for (const { doc, body } of ssr('3.3.1')) {
      const listed = papers.filter((t) => body.includes(t));
      expect(listed.length, doc.path).toBeGreaterThanOrEqual(30);
    }
  });
});
