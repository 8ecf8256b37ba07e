import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { format, parseISO, subYears } from 'date-fns';
import { parse, stringify } from 'yaml';
import { resolveDateSpec } from '../../src/lib/dates.ts';
import { BENCH_TODAY, DEMO_CONTENT } from '../lib/env.ts';

/**
 * A content folder `scale` times the demo, for the API latency figures: the same college with
 * scale − 1 earlier years of every college notice (a long history: tens of thousands of
 * notices at larger scales), and scale − 1 copies of every department with its faculty (full
 * profiles, quarterly reports), notices, events, documents, alumni and gallery. The copies keep
 * the demo's own codes and ids, so the demo's payloads ask the same questions of both.
 * Attachments are the demo's files, referenced again and again. Deterministic: the same scale
 * and day give the same folder.
 *
 *   node --import tsx bench/synthetic/generate.ts <out folder> [--scale 50] [--today 2026-06-15]
 */
export interface SyntheticOptions {
  out: string;
  scale: number;
  /** The day relative dates count from: the day the folder will be imported. */
  today: string;
  source?: string;
}

const HEADER = '# Synthetic content: bench/synthetic/generate.ts, from the demo content.\n';

type Entry = Record<string, unknown>;

async function readYaml<T>(path: string): Promise<T> {
  return parse(await readFile(path, 'utf8')) as T;
}
async function writeYaml(path: string, value: unknown): Promise<void> {
  await writeFile(path, HEADER + stringify(value, { lineWidth: 0 }));
}

function yearsBefore(spec: unknown, years: number, today: string): string {
  const date = resolveDateSpec(String(spec), today);
  if (!date) throw new Error(`not a date: ${String(spec)}`);
  return format(subYears(parseISO(date), years), 'yyyy-MM-dd');
}

export async function generateSynthetic({
  out,
  scale,
  today,
  source = DEMO_CONTENT,
}: SyntheticOptions): Promise<void> {
  await rm(out, { recursive: true, force: true });
  await cp(source, out, { recursive: true });

  // College notices: the same notices again in each of scale − 1 earlier years.
  const noticesDir = join(out, 'notices');
  for (const file of (await readdir(noticesDir)).sort()) {
    const notices = (await readYaml<Entry[] | null>(join(noticesDir, file))) ?? [];
    const earlier = Array.from({ length: scale - 1 }, (_, i) =>
      notices.map((notice) => ({
        ...notice,
        date: yearsBefore(notice.date, i + 1, today),
        new: false,
      })),
    );
    await writeYaml(join(noticesDir, file), [...notices, ...earlier.flat()]);
  }

  // Departments: scale − 1 copies of each, with their people under new ids.
  const departmentsDir = join(out, 'departments');
  const codes = (await readdir(departmentsDir)).sort();
  const people = await Promise.all(
    codes.map(async (code) => {
      const dir = join(departmentsDir, code, 'faculty');
      return (await readdir(dir)).sort().map((file) => join(code, 'faculty', file));
    }),
  );
  const ids = await Promise.all(
    people.flat().map(async (file) => (await readYaml<Entry>(join(departmentsDir, file))).id),
  );
  const idStride = 10 ** String(Math.max(...ids.map(Number))).length;
  for (let copy = 1; copy < scale; copy++) {
    for (const code of codes) {
      const newCode = `${code}${copy}`;
      const dir = join(departmentsDir, newCode);
      await cp(join(departmentsDir, code), dir, { recursive: true });
      const department = await readYaml<Entry>(join(dir, 'department.yaml'));
      await writeYaml(join(dir, 'department.yaml'), {
        ...department,
        dept_code: newCode,
        dept_name: `${String(department.dept_name)} ${copy + 1}`,
        order: Number(department.order ?? 0) + copy * 100,
      });
      for (const file of (await readdir(join(dir, 'faculty'))).sort()) {
        const person = await readYaml<Entry>(join(dir, 'faculty', file));
        await writeYaml(join(dir, 'faculty', file), {
          ...person,
          id: Number(person.id) + copy * idStride,
        });
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { scale: { type: 'string', default: '50' }, today: { type: 'string' } },
  });
  const out = positionals[0];
  if (!out) {
    console.error(
      'Usage: node --import tsx bench/synthetic/generate.ts <out> [--scale 50] [--today YYYY-MM-DD]',
    );
    process.exit(2);
  }
  await generateSynthetic({
    out: resolve(out),
    scale: Number(values.scale),
    today: values.today ?? BENCH_TODAY,
  });
  console.log(`Wrote ${out} (${values.scale} × the demo content)`);
}
