import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { RESULTS_DIR, ROOT } from './env.ts';

/** A target of the issues, beside the figure it judges. */
export interface Target {
  what: string;
  /** The target as written: '≥ 98', '≤ 1.5 s', '0'. */
  goal: string;
  /** The figure measured, as shown. */
  value: string;
  pass: boolean;
}

/** What one part of the bench hands back. */
export interface PartResult {
  part: string;
  title: string;
  /** Tables and notes, in Markdown. */
  markdown: string;
  targets: Target[];
  /** Every figure, for the JSON file. */
  data: unknown;
}

export function target(what: string, goal: string, value: string, pass: boolean): Target {
  return { what, goal, value, pass };
}

export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export function targetsTable(targets: Target[]): string {
  if (targets.length === 0) return 'None: a probe explains a figure and judges no target.';
  return markdownTable(
    ['target', 'goal', 'measured', ''],
    targets.map((t) => [t.what, t.goal, t.value, t.pass ? 'pass' : '**FAIL**']),
  );
}

export const fixed = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';
export const thousands = (value: number) =>
  Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–';
export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A command's output (stdout, or stderr where it writes there, as `nginx -v` does). */
function tryRun(command: string, args: string[]): string {
  const run = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  return (run.stdout?.trim() || run.stderr?.trim()) ?? 'unknown';
}

/** What the figures were taken on: they mean little without it. */
export function machine() {
  return {
    commit: tryRun('git', ['rev-parse', '--short', 'HEAD']),
    node: process.version,
    cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
    loadAverageAtStart: loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    nginx: tryRun('nginx', ['-v']).replace('nginx version: ', ''),
    settings: Object.fromEntries(
      ['PAGE_CACHE_TTL_MS', 'PAGE_CACHE_MAX_BYTES', 'DATABASE_URL', 'API_CACHE_TTL_MS']
        .filter((name) => process.env[name] !== undefined)
        .map((name) => [name, name === 'DATABASE_URL' ? 'set' : process.env[name]]),
    ),
  };
}

/**
 * Writes bench/results/{date}-{part}.md and .json for each part, and latest.md with every part
 * of this run and all their targets.
 */
export async function writeResults(results: PartResult[], started: Date): Promise<string[]> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = started.toISOString().slice(0, 16).replace(':', '-');
  const about = machine();
  const header = [
    `Run of ${started.toISOString()} on commit ${about.commit}: Node ${about.node}, ${about.cpu}, ` +
      `load average at start ${about.loadAverageAtStart}, nginx ${about.nginx}.`,
    Object.keys(about.settings).length
      ? `Settings from the environment: ${JSON.stringify(about.settings)}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  const written: string[] = [];
  for (const result of results) {
    const base = join(RESULTS_DIR, `${stamp}-${result.part}`);
    const markdown = `# ${result.title}\n\n${header}\n\n${result.markdown}\n\n## Targets\n\n${targetsTable(result.targets)}\n`;
    await writeFile(`${base}.md`, markdown);
    await writeFile(
      `${base}.json`,
      `${JSON.stringify({ part: result.part, started, machine: about, targets: result.targets, data: result.data }, null, 2)}\n`,
    );
    written.push(`${base}.md`, `${base}.json`);
  }
  const all = results.flatMap((result) => result.targets);
  const failed = all.filter((t) => !t.pass).length;
  const latest = [
    `# Bench results (${results.map((r) => r.part).join(', ')})`,
    header,
    `${all.length - failed} of ${all.length} targets hold.`,
    ...results.map((r) => `## ${r.title}\n\n${r.markdown}`),
    `## Targets\n\n${targetsTable(all)}`,
  ].join('\n\n');
  await writeFile(join(RESULTS_DIR, 'latest.md'), `${latest}\n`);
  written.push(join(RESULTS_DIR, 'latest.md'));
  return written;
}
