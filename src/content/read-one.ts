import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  contentSchemas,
  type ContentContext,
  type ContentSchemas,
  type Out,
  type TextName,
} from './schema.ts';

/** A problem found in the content folder: which file, which field, what is wrong. */
export interface Problem {
  file: string;
  field: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export const DATA_EXTENSIONS = ['.yaml', '.yml', '.json'];

/**
 * Strings holding U+0000 (YAML writes it "\0"), with their paths. PostgreSQL's text cannot
 * store it, SQLite's can: refused on both, so a folder imports the same on every database.
 */
function nulCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string')
    return value.includes('\u0000') ? [path.join('.') || '(whole file)'] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => nulCharacters(inner, [...path, key]));
}

function validate<T>(file: string, schema: z.ZodType, raw: unknown): Parsed<T> {
  const nul = nulCharacters(raw);
  if (nul.length > 0) {
    const message = 'contains a NUL character (\\0), which the database cannot store';
    return { ok: false, problems: nul.map((field) => ({ file, field, message })) };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data as T };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      file,
      field: issue.path.join('.') || '(whole file)',
      message: issue.message,
    })),
  };
}

/** Reads a YAML or JSON file of the content folder and validates it. */
export async function parseDataFile<T>(
  dir: string,
  file: string,
  schema: z.ZodType,
): Promise<Parsed<T>> {
  let raw: unknown;
  try {
    const text = await readFile(join(dir, file), 'utf8');
    raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ file, field: '', message: `cannot be parsed: ${(error as Error).message}` }],
    };
  }
  return validate<T>(file, schema, raw);
}

/** Reads a Markdown text with optional front matter (between --- lines) and validates it. */
export async function parseTextFile<T>(
  dir: string,
  file: string,
  schema: z.ZodType,
): Promise<Parsed<T>> {
  let source: string;
  try {
    source = await readFile(join(dir, file), 'utf8');
  } catch {
    return { ok: false, problems: [{ file, field: '', message: 'is missing' }] };
  }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  let front: unknown;
  try {
    front = match ? (parseYaml(match[1] ?? '') ?? {}) : {};
  } catch (error) {
    return {
      ok: false,
      problems: [{ file, field: 'front matter', message: (error as Error).message }],
    };
  }
  return validate<T>(file, schema, { ...(front as object), body: match ? match[2] : source });
}

/** Thrown when a single content file the site reads at run time is invalid. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `${p.file}: ${p.field}: ${p.message}`).join('\n'));
  }
}

/** base.yaml, base.yml or base.json, whichever exists. */
export function findDataFile(exists: (file: string) => boolean, base: string): string | undefined {
  return DATA_EXTENSIONS.map((ext) => base + ext).find(exists);
}

export async function readContentData<K extends keyof ContentSchemas>(
  dir: string,
  base: string,
  schema: K,
  ctx: ContentContext,
): Promise<Out<K>> {
  const file = findDataFile((f) => existsSync(join(dir, f)), base);
  if (!file) throw new ContentError([{ file: `${base}.yaml`, field: '', message: 'is missing' }]);
  const parsed = await parseDataFile<Out<K>>(dir, file, contentSchemas(ctx)[schema]);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value;
}

export async function readContentText(
  dir: string,
  name: TextName,
  ctx: ContentContext,
): Promise<Out<'Text'> & { title_as?: string; body_as?: string }> {
  const schemas = contentSchemas(ctx);
  const parsed = await parseTextFile<Out<'Text'>>(dir, `texts/${name}.md`, schemas.Text);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  // Its Assamese beside it, when the folder has one (decision 060).
  const file = `texts/${name}.as.md`;
  if (!existsSync(join(dir, file))) return parsed.value;
  const assamese = await parseTextFile<Out<'TextAs'>>(dir, file, schemas.TextAs);
  if (!assamese.ok) throw new ContentError(assamese.problems);
  const { title, body } = assamese.value;
  return { ...parsed.value, ...(title ? { title_as: title } : {}), body_as: body };
}
