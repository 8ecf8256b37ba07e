import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { COLLEGE_NOTICE_FILE_TYPES, TEXT_NAMES, contentSchemas, type ContentSchemas, type Out, type TextName } from './schema.ts';

/** A problem found in the content folder: which file, which field, what is wrong. */
export interface Problem {
  file: string;
  field: string;
  message: string;
}

export interface DepartmentContent {
  department: Out<'Department'>;
  documents: Out<'DepartmentDocuments'>;
  notices: Out<'Notices'>;
  events: Out<'Notices'>;
  alumni: Out<'Alumni'>;
  gallery: Out<'Gallery'>;
  faculty: Out<'Person'>[];
}

/** Everything a content folder holds, validated and resolved. */
export interface ContentBundle {
  college: Out<'College'>;
  admission: Out<'Admission'>;
  texts: Record<TextName, Out<'Text'>>;
  notices: { type: (typeof COLLEGE_NOTICE_FILE_TYPES)[number]; entries: Out<'Notices'> }[];
  holidays: Out<'Holidays'>;
  committees: Out<'Committees'>;
  iqac: Out<'Iqac'>;
  importantFiles: Out<'ImportantFiles'>;
  governingBody: Out<'GoverningBody'>;
  principal: Out<'Principal'>;
  officeStaff: Out<'People'>;
  departments: DepartmentContent[];
  /** Attachment files, as paths under files/. */
  files: string[];
}

export type ReadResult = { ok: true; bundle: ContentBundle } | { ok: false; problems: Problem[] };

const DATA_EXTENSIONS = ['.yaml', '.yml', '.json'];

/**
 * Reads and validates a whole content folder. Every problem is collected with its file and field;
 * a bundle is returned only when there is none.
 */
export async function readContentFolder(dir: string, today: string): Promise<ReadResult> {
  const problems: Problem[] = [];
  let all: string[];
  try {
    all = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch (error) {
    return { ok: false, problems: [{ file: dir, field: '', message: `cannot read the folder: ${String(error)}` }] };
  }
  const present = new Set(all);
  const files = all.filter((path) => path.startsWith('files/')).map((path) => path.slice('files/'.length));
  const fileSet = new Set(files);
  const schemas = contentSchemas({ today, hasFile: (path) => fileSet.has(path) });

  /** Finds base.yaml, base.yml or base.json. */
  const dataFile = (base: string) => DATA_EXTENSIONS.map((ext) => base + ext).find((f) => present.has(f));

  async function load<K extends keyof ContentSchemas>(
    file: string,
    schema: K,
  ): Promise<Out<K> | undefined> {
    let raw: unknown;
    try {
      const text = await readFile(join(dir, file), 'utf8');
      raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (error) {
      problems.push({ file, field: '', message: `cannot be parsed: ${(error as Error).message}` });
      return undefined;
    }
    const result = (schemas[schema] as z.ZodType).safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ file, field: issue.path.join('.') || '(whole file)', message: issue.message });
      }
      return undefined;
    }
    return result.data as Out<K>;
  }

  async function required<K extends keyof ContentSchemas>(base: string, schema: K) {
    const file = dataFile(base);
    if (!file) {
      problems.push({ file: `${base}.yaml`, field: '', message: 'is missing' });
      return undefined;
    }
    return load(file, schema);
  }

  async function optional<K extends keyof ContentSchemas>(base: string, schema: K, empty: Out<K>) {
    const file = dataFile(base);
    return file ? load(file, schema) : empty;
  }

  async function text(name: TextName): Promise<Out<'Text'> | undefined> {
    const file = `texts/${name}.md`;
    if (!present.has(file)) {
      problems.push({ file, field: '', message: 'is missing' });
      return undefined;
    }
    const source = await readFile(join(dir, file), 'utf8');
    // Optional front matter between --- lines carries the title.
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
    let front: unknown = {};
    try {
      front = match ? (parseYaml(match[1] ?? '') ?? {}) : {};
    } catch (error) {
      problems.push({ file, field: 'front matter', message: (error as Error).message });
      return undefined;
    }
    const result = schemas.Text.safeParse({ ...(front as object), body: match ? match[2] : source });
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ file, field: issue.path.join('.'), message: issue.message });
      }
      return undefined;
    }
    return result.data;
  }

  const college = await required('college', 'College');
  const admission = await required('admission', 'Admission');
  const texts = Object.fromEntries(await Promise.all(TEXT_NAMES.map(async (name) => [name, await text(name)])));
  const holidays = await optional('holidays', 'Holidays', []);
  const committees = await optional('committees', 'Committees', []);
  const iqac = await optional('iqac', 'Iqac', { groups: [] });
  const importantFiles = await optional('important-files', 'ImportantFiles', []);
  const governingBody = await optional('administration/governing-body', 'GoverningBody', []);
  const principal = await required('administration/principal', 'Principal');
  const officeStaff = await optional('administration/office-staff', 'People', []);

  const notices: ContentBundle['notices'] = [];
  const noticeTypes = new Set<string>(COLLEGE_NOTICE_FILE_TYPES);
  for (const file of all.filter((f) => /^notices\/[^/]+\.(ya?ml|json)$/.test(f))) {
    const type = file.slice('notices/'.length).replace(/\.(ya?ml|json)$/, '');
    if (!noticeTypes.has(type)) {
      problems.push({ file, field: '', message: `'${type}' is not a college notice type; use one of ${[...noticeTypes].join(', ')}` });
      continue;
    }
    const entries = await load(file, 'Notices');
    if (entries) notices.push({ type: type as ContentBundle['notices'][number]['type'], entries });
  }

  const departmentCodes = [...new Set(all.filter((f) => f.startsWith('departments/')).map((f) => f.split('/')[1] ?? ''))];
  const departments: DepartmentContent[] = [];
  for (const code of departmentCodes) {
    const base = `departments/${code}`;
    const department = await required(`${base}/department`, 'Department');
    if (department && department.dept_code !== code) {
      problems.push({ file: dataFile(`${base}/department`) ?? base, field: 'dept_code', message: `must equal the folder name '${code}'` });
    }
    const faculty: Out<'Person'>[] = [];
    for (const file of all.filter((f) => f.startsWith(`${base}/faculty/`) && DATA_EXTENSIONS.some((ext) => f.endsWith(ext)))) {
      const person = await load(file, 'Person');
      if (person) faculty.push(person);
    }
    const parts = {
      documents: await optional(`${base}/documents`, 'DepartmentDocuments', {}),
      notices: await optional(`${base}/notices`, 'Notices', []),
      events: await optional(`${base}/events`, 'Notices', []),
      alumni: await optional(`${base}/alumni`, 'Alumni', []),
      gallery: await optional(`${base}/gallery`, 'Gallery', []),
    };
    if (department && parts.documents && parts.notices && parts.events && parts.alumni && parts.gallery) {
      departments.push({ department, faculty, ...parts } as DepartmentContent);
    }
  }

  checkReferences(problems, { principal, officeStaff, departments, iqac, committees });

  if (problems.length > 0 || !college || !admission || !principal || !holidays || !committees || !iqac || !importantFiles || !governingBody || !officeStaff) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    bundle: {
      college,
      admission,
      texts: texts as ContentBundle['texts'],
      notices,
      holidays,
      committees,
      iqac,
      importantFiles,
      governingBody,
      principal,
      officeStaff,
      departments,
      files,
    },
  };
}

/** Rules that span files: unique ids and codes, references that must resolve. */
function checkReferences(
  problems: Problem[],
  content: {
    principal?: Out<'Principal'>;
    officeStaff?: Out<'People'>;
    departments: DepartmentContent[];
    iqac?: Out<'Iqac'>;
    committees?: Out<'Committees'>;
  },
) {
  const seenIds = new Map<number, string>();
  const people: [string, Out<'Person'>][] = [
    ...(content.principal ? [['administration/principal', content.principal] as [string, Out<'Person'>]] : []),
    ...(content.officeStaff ?? []).map((p) => ['administration/office-staff', p] as [string, Out<'Person'>]),
    ...content.departments.flatMap((d) => d.faculty.map((p) => [`departments/${d.department.dept_code}/faculty`, p] as [string, Out<'Person'>])),
  ];
  for (const [where, person] of people) {
    const earlier = seenIds.get(person.id);
    if (earlier) problems.push({ file: where, field: 'id', message: `id ${person.id} (${person.name}) is already used in ${earlier}` });
    else seenIds.set(person.id, where);
  }
  const codes = new Set(content.departments.map((d) => d.department.dept_code));
  if (content.principal && !codes.has(content.principal.home_dept)) {
    problems.push({ file: 'administration/principal', field: 'home_dept', message: `'${content.principal.home_dept}' is not a department folder` });
  }
  const committeeCodes = new Set<string>();
  content.committees?.forEach((committee, i) => {
    if (committeeCodes.has(committee.code)) problems.push({ file: 'committees', field: `${i}.code`, message: `code '${committee.code}' is used twice` });
    committeeCodes.add(committee.code);
  });
  content.iqac?.groups.forEach((group, g) =>
    group.criteria.forEach((criterion, c) => {
      if (!group.types.includes(criterion.type)) {
        problems.push({ file: 'iqac', field: `groups.${g}.criteria.${c}.type`, message: `'${criterion.type}' is not one of the group's types (${group.types.join(', ')})` });
      }
    }),
  );
}
