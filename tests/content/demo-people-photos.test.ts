import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  OUTDOOR_SCENES,
  UNDRAWABLE_SCENES,
  describe as describeShot,
  describePortrait,
  type Shot,
  type Sitter,
} from '../../scripts/demo/files/photo/index.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

/**
 * The demo's people, departments and photographs as a visitor reads them (issue 24, items 4
 * and 5): no generator glitches, each department its own, and every alt text the renderer's
 * own description of the picture it drew. Read from the YAML as committed.
 */

const dir = DEMO_CONTENT_DIR;
const yamlFiles = (await readdir(dir, { recursive: true }))
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const data = new Map<string, unknown>(
  await Promise.all(
    yamlFiles.map(async (f) => [f, parse(await readFile(join(dir, f), 'utf8'))] as const),
  ),
);
const get = <T>(file: string) => data.get(file) as T;

interface Paper {
  title_paper: string;
  title_book: string;
}
interface Member {
  name: string;
  about?: string;
  email?: string;
  research_papers?: Paper[];
}
interface Department {
  dept_code: string;
  dept_name: string;
  vision: string;
  gallery?: string;
  profile: Record<string, Record<string, string | number>[] | undefined>;
}
const codes = yamlFiles
  .filter((f) => /^departments\/[^/]+\/department\.yaml$/.test(f))
  .map((f) => f.split('/')[1]!);
const departments = codes.map((code) => get<Department>(`departments/${code}/department.yaml`));
const faculty = yamlFiles
  .filter((f) => f.includes('/faculty/'))
  .map((f) => ({ code: f.split('/')[1]!, file: f, member: get<Member>(f) }));

/** Every string in a value, with where it is. */
function strings(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

/** The words a journal of each subject has in its name. */
const SUBJECT_JOURNALS: Record<string, RegExp> = {
  ASM: /assamese|sahitya|folk/i,
  ENG: /literary|english|translation/i,
  HIS: /histor|kamrupa/i,
  ECO: /econom|social sciences|rural development/i,
  PHY: /physic|materials|atmospher/i,
  CHE: /chemi/i,
  MAT: /mathemat/i,
  BOT: /life sciences|plant|botan/i,
};

/** A mission bullet with the department's own name and degree taken out. */
const missionOf = (d: Department) =>
  (d.vision.split('**Mission.**')[1] ?? '')
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.replaceAll(d.dept_name, 'X').replace(/B\.(A|Sc)\./g, 'B.'));

/** Values that two departments share. */
function shared(lists: { code: string; values: string[] }[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const { code, values } of lists)
    for (const v of new Set(values)) {
      const first = seen.get(v);
      if (first && first !== code) out.push(`${v} (${first}, ${code})`);
      else seen.set(v, code);
    }
  return out;
}

describe('the demo people and departments', () => {
  it('has no word or name repeated around "and" ("Gauhati University and Gauhati University")', () => {
    const glitch =
      /(?<![\p{L}])([\p{L}][\p{L}.'’-]*(?: [\p{L}][\p{L}.'’-]*){0,3}) and \1(?![\p{L}])/u;
    // NAAC's metrics are quoted word for word ('sources of energy and energy conservation').
    const all = [...data]
      .flatMap(([file, value]) => strings(value, file))
      .filter(([where]) => !where.endsWith('.metric_question'));
    expect(all.length).toBeGreaterThan(5000);
    expect(
      all.filter(([, s]) => glitch.test(s)).map(([w, s]) => `${w}: ${glitch.exec(s)![0]}`),
    ).toEqual([]);
  });

  it('lists each paper title under one teacher only', () => {
    const owners = new Map<string, Set<string>>();
    for (const { member } of faculty)
      for (const p of member.research_papers ?? [])
        owners.set(p.title_paper, (owners.get(p.title_paper) ?? new Set()).add(member.name));
    expect(owners.size).toBeGreaterThan(60);
    expect(
      [...owners]
        .filter(([, who]) => who.size > 1)
        .map(([t, who]) => `${t}: ${[...who].join(', ')}`),
    ).toEqual([]);
  });

  it('publishes papers only in journals of the department\u2019s subject', () => {
    expect(Object.keys(SUBJECT_JOURNALS).sort()).toEqual([...codes].sort());
    const wrong: string[] = [];
    for (const { code, member } of faculty)
      for (const p of member.research_papers ?? [])
        if (!SUBJECT_JOURNALS[code]!.test(p.title_book))
          wrong.push(`${code} ${member.name}: ${p.title_book}`);
    for (const d of departments)
      for (const row of d.profile.research_publications ?? [])
        if (!SUBJECT_JOURNALS[d.dept_code]!.test(String(row.journal)))
          wrong.push(`${d.dept_code} profile: ${row.journal}`);
    expect(wrong).toEqual([]);
  });

  it('gives each department its own mission, awards and projects', () => {
    for (const d of departments) expect(missionOf(d).length, d.dept_code).toBeGreaterThanOrEqual(3);
    expect(shared(departments.map((d) => ({ code: d.dept_code, values: missionOf(d) })))).toEqual(
      [],
    );
    const column = (table: string, key: string) =>
      departments.map((d) => ({
        code: d.dept_code,
        values: (d.profile[table] ?? []).map((row) => String(row[key])),
      }));
    expect(column('awards', 'award').every((c) => c.values.length > 0)).toBe(true);
    expect(shared(column('awards', 'award'))).toEqual([]);
    expect(shared(column('research_projects', 'title'))).toEqual([]);
    const achievements = codes.map((code) => ({
      code,
      values: (
        get<Record<string, { title: string }[]>>(`departments/${code}/documents.yaml`)
          .ACHIEVEMENTS ?? []
      ).map((a) => a.title),
    }));
    expect(shared(achievements)).toEqual([]);
  });

  it('leaves no teacher a bare name: each has a few words about them and an address to write to', () => {
    expect(faculty.length).toBeGreaterThan(40);
    for (const { file, member } of faculty) {
      expect(member.about?.length ?? 0, file).toBeGreaterThan(80);
      expect(member.email, file).toMatch(/@/);
    }
  });

  it('has no department gallery without an album, unless its text says there is none yet', () => {
    for (const d of departments) {
      const albums =
        get<{ images?: unknown[] }[] | undefined>(`departments/${d.dept_code}/gallery.yaml`) ?? [];
      if (albums.length === 0) expect(d.gallery, d.dept_code).toMatch(/not yet put up any albums/);
      for (const album of albums) expect(album.images?.length ?? 0, d.dept_code).toBeGreaterThan(0);
    }
  });

  it('gives every NIRF row its file', () => {
    const rows = get<{ title: string; attachments?: string[] }[]>('notices/NIRF.yaml');
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.attachments?.length ?? 0, row.title).toBeGreaterThan(0);
  });
});

type PhotoRecord =
  | { kind: 'scene'; shot: Shot; context: Record<string, string>; alt: string }
  | { kind: 'portrait'; seed: string; sitter: Sitter; name: string; alt: string };

/** Every { file, alt } photograph in the content, wherever it sits. */
function photos(
  value: unknown,
  where: string,
  out: { where: string; file: string; alt: string }[] = [],
) {
  if (Array.isArray(value)) value.forEach((v, i) => photos(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.file === 'string' && typeof v.alt === 'string' && /\.(jpg|png|webp)$/.test(v.file))
      out.push({ where, file: v.file, alt: v.alt });
    else for (const [k, x] of Object.entries(v)) photos(x, `${where}.${k}`, out);
  }
  return out;
}

/** The image attachments of every entry whose title matches, wherever it sits. */
function photosTitled(value: unknown, title: RegExp, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => photosTitled(v, title, out));
  else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.title === 'string' && title.test(v.title) && Array.isArray(v.attachments))
      out.push(
        ...v.attachments.filter(
          (a): a is string => typeof a === 'string' && /\.(jpg|png|webp)$/.test(a),
        ),
      );
    else for (const x of Object.values(v)) photosTitled(x, title, out);
  }
  return out;
}

describe('the demo photographs', () => {
  const records = get<Record<string, PhotoRecord>>('photo-scenes.yaml');
  const all = [...data]
    .filter(([f]) => f !== 'photo-scenes.yaml')
    .flatMap(([f, v]) => photos(v, f));

  it('describe in each alt text what the renderer drew in that picture', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const { where, file, alt } of all) {
      const record = records?.[file];
      expect(record, `${where}: ${file} has no record of what was drawn`).toBeDefined();
      const drawn =
        record!.kind === 'portrait'
          ? describePortrait(record!.seed, record!.sitter, record!.name)
          : describeShot(record!.shot, record!.context);
      expect(alt, where).toBe(drawn);
      if (record!.kind === 'scene')
        expect(UNDRAWABLE_SCENES, where).not.toContain(record!.shot.scene);
    }
  });

  it('name in their words only what the shot draws: its roof, a flag hoisting, the outdoors', () => {
    const scenes = Object.entries(records ?? {}).filter(
      (e): e is [string, Extract<PhotoRecord, { kind: 'scene' }>] => e[1].kind === 'scene',
    );
    expect(scenes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const [file, { shot, alt }] of scenes) {
      const colour = /\b(red|green|blue|grey|brown|white|black)\s+(?:tin\s+)?roof/i.exec(alt)?.[1];
      if (colour && colour.toLowerCase() !== shot.roof)
        wrong.push(`${file}: says a ${colour} roof, draws ${shot.roof ?? 'no recorded colour'}`);
      // The hoisting itself: a campus shot of the gathering at the flag (variant 1).
      if (
        /flag hoisting|hoisting of the flag/i.test(alt) &&
        !(shot.scene === 'campus' && shot.variant === 1)
      )
        wrong.push(`${file}: says a flag hoisting, draws ${shot.scene} ${shot.variant ?? 0}`);
      if (
        /playground|\b(?:on|in|across) the (?:college )?field\b/i.test(alt) &&
        !OUTDOOR_SCENES.includes(shot.scene)
      )
        wrong.push(`${file}: says a playground or field, draws the indoor ${shot.scene}`);
    }
    expect(wrong).toEqual([]);
  });

  it('print the GPS camera\u2019s geotag on each geo-tagged photograph, and say so in its alt text', () => {
    const files = [...data]
      .filter(([f]) => /^iqac\.yaml$|\/iqac\.yaml$/.test(f))
      .flatMap(([, v]) => photosTitled(v, /geo-?tagged/i));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const record = records?.[file];
      expect(record?.kind, `${file} has no record of what was drawn`).toBe('scene');
      if (record?.kind !== 'scene') continue;
      const tag = record.shot.geotag;
      expect(tag, `${file}: no geotag drawn`).toBeDefined();
      // Nalbari district, around the college at Kopoubari.
      expect(tag!.latitude, file).toBeGreaterThan(26.2);
      expect(tag!.latitude, file).toBeLessThan(26.7);
      expect(tag!.longitude, file).toBeGreaterThan(91.2);
      expect(tag!.longitude, file).toBeLessThan(91.7);
      expect(tag!.taken.slice(0, 10) <= TEST_TODAY, `${file}: taken ${tag!.taken}`).toBe(true);
      expect(tag!.address, file).toMatch(/Nalbari/);
      expect(record.alt, file).toContain(`Lat ${tag!.latitude.toFixed(6)}`);
      expect(record.alt, file).toMatch(/GPS camera/);
    }
  });

  it('give a study tour or a field visit no picture of a lab, a hall or an empty plain', () => {
    // Department notices announce the tours; their events are walks, camps and surveys outside.
    const visits = [...data]
      .filter(([f]) => /events\.yaml$|notices\.yaml$|COLLEGE_EVENT\.yaml$/.test(f))
      .flatMap(([, v]) => v as { title: string; photo?: { file: string } }[])
      .filter((e) => /study tour|study visit|field visit|excursion|heritage walk/i.test(e.title));
    expect(visits.length).toBeGreaterThan(5);
    for (const visit of visits) {
      if (!visit.photo) continue;
      const record = records?.[visit.photo.file];
      expect(record?.kind === 'scene' && record.shot.scene, visit.title).toBe('classroom');
    }
  });
});
