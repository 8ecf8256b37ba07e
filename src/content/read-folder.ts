import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { isImagePath } from '../lib/attachment-kinds.ts';
import type { ClosedPeriod } from '../lib/dates.ts';
import { attachmentSizeProblem } from '../lib/attachment-limits.ts';
import { checkAttachmentType } from './file-types.ts';
import { measureImage, type ImageSize } from './images.ts';
import {
  DATA_EXTENSIONS,
  findDataFile,
  parseDataFile,
  parseTextFile,
  type Problem,
} from './read-one.ts';
import { duplicateIds, givenIds } from './row-ids.ts';
import {
  AcademicCalendar,
  COLLEGE_NOTICE_FILE_TYPES,
  OPTIONAL_TEXT_NAMES,
  TEXT_NAMES,
  contentSchemas,
  type ContentContext,
  type ContentSchemas,
  type Out,
  type TextName,
} from './schema.ts';

export type { Problem } from './read-one.ts';

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
  /** The required texts, and the optional ones the folder has. */
  texts: Partial<Record<TextName, TextWithAssamese>> &
    Record<(typeof TEXT_NAMES)[number], TextWithAssamese>;
  notices: { type: (typeof COLLEGE_NOTICE_FILE_TYPES)[number]; entries: Out<'Notices'> }[];
  holidays: Out<'Holidays'>;
  committees: Out<'Committees'>;
  iqac: Out<'Iqac'>;
  importantFiles: Out<'ImportantFiles'>;
  governingBody: Out<'GoverningBody'>;
  principal: Out<'Principal'>;
  officeStaff: Out<'People'>;
  departments: DepartmentContent[];
  /** Attachment files, checked to be what their names say. */
  files: ContentFile[];
}

/** A text of the college, with its Assamese from texts/{name}.as.md when the folder has one. */
export type TextWithAssamese = Out<'Text'> & { title_as?: string; body_as?: string };

/** A file under files/: its path there, its size, and its pixel size when it is an image. */
export interface ContentFile {
  path: string;
  size: number;
  image?: ImageSize;
}

/** Problems stop an import; warnings say what was left out and let it go on. */
export type ReadResult =
  | { ok: true; bundle: ContentBundle; warnings: Problem[] }
  | { ok: false; problems: Problem[]; warnings: Problem[] };

export interface ReadOptions {
  /** Public address of the uploads location, where images in content HTML will point. */
  uploadsUrl?: string;
}

/**
 * Reads and validates a whole content folder. Every problem is collected with its file and field;
 * a bundle is returned only when there is none.
 */
export async function readContentFolder(
  dir: string,
  today: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  let all: string[];
  try {
    all = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch (error) {
    return {
      ok: false,
      problems: [{ file: dir, field: '', message: `cannot read the folder: ${String(error)}` }],
      warnings,
    };
  }
  const present = new Set(all);
  const filePaths = all
    .filter((path) => path.startsWith('files/'))
    .map((path) => path.slice('files/'.length));
  const fileSet = new Set(filePaths);
  const files = await checkFiles(dir, filePaths, problems);
  const fileSizes = new Map(files.map((file) => [file.path, file.size]));
  const closedPeriods = await readClosedPeriods(dir, present, problems);
  const context: ContentContext = {
    today,
    closedPeriods,
    // A file refused for its type is still there: its own problem says what is wrong.
    hasFile: (path) => fileSet.has(path),
    fileSize: (path) => fileSizes.get(path),
    uploadsUrl: options.uploadsUrl,
  };
  // What the schemas leave out is reported under the file being validated: parsing is
  // synchronous, so the file named when a parse starts is the one its warnings belong to.
  let validating = '';
  const schemas = contentSchemas({
    ...context,
    warn: (message) => warnings.push({ file: validating, field: '', message }),
  });
  const schemaFor = <K extends keyof ContentSchemas>(file: string, schema: K) =>
    z.preprocess((raw) => {
      validating = file;
      return raw;
    }, schemas[schema]);

  async function load<K extends keyof ContentSchemas>(
    file: string,
    schema: K,
  ): Promise<Out<K> | undefined> {
    const parsed = await parseDataFile<Out<K>>(dir, file, schemaFor(file, schema));
    if (parsed.ok) return parsed.value;
    problems.push(...parsed.problems);
    return undefined;
  }

  const dataFile = (base: string) => findDataFile((f) => present.has(f), base);

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

  async function text(name: TextName): Promise<TextWithAssamese | undefined> {
    const file = `texts/${name}.md`;
    const parsed = await parseTextFile<Out<'Text'>>(dir, file, schemaFor(file, 'Text'));
    const assamese = await textAs(name);
    if (parsed.ok)
      return assamese
        ? { ...parsed.value, title_as: assamese.title, body_as: assamese.body }
        : parsed.value;
    problems.push(...parsed.problems);
    return undefined;
  }

  /** texts/{name}.as.md, the text in Assamese, when the folder has it. */
  async function textAs(name: TextName): Promise<Out<'TextAs'> | undefined> {
    const file = `texts/${name}.as.md`;
    if (!present.has(file)) return undefined;
    const parsed = await parseTextFile<Out<'TextAs'>>(dir, file, schemaFor(file, 'TextAs'));
    if (parsed.ok) return parsed.value;
    problems.push(...parsed.problems);
    return undefined;
  }

  const college = await required('college', 'College');
  const admission = await required('admission', 'Admission');
  const texts = Object.fromEntries(
    await Promise.all(
      [...TEXT_NAMES, ...OPTIONAL_TEXT_NAMES.filter((name) => present.has(`texts/${name}.md`))].map(
        async (name) => [name, await text(name)],
      ),
    ),
  );
  problems.push(...unpairedTextFiles(all, present));
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
      problems.push({
        file,
        field: '',
        message: `'${type}' is not a college notice type; use one of ${[...noticeTypes].join(', ')}`,
      });
      continue;
    }
    const entries = await load(file, type === 'COLLEGE_EVENT' ? 'Events' : 'Notices');
    if (entries) notices.push({ type: type as ContentBundle['notices'][number]['type'], entries });
  }

  const departmentCodes = [
    ...new Set(all.filter((f) => f.startsWith('departments/')).map((f) => f.split('/')[1] ?? '')),
  ];
  const departments: DepartmentContent[] = [];
  for (const code of departmentCodes) {
    const base = `departments/${code}`;
    const department = await required(`${base}/department`, 'Department');
    if (department && department.dept_code !== code) {
      problems.push({
        file: dataFile(`${base}/department`) ?? base,
        field: 'dept_code',
        message: `must equal the folder name '${code}'`,
      });
    }
    const faculty: Out<'Person'>[] = [];
    for (const file of all.filter(
      (f) => f.startsWith(`${base}/faculty/`) && DATA_EXTENSIONS.some((ext) => f.endsWith(ext)),
    )) {
      const person = await load(file, 'Person');
      if (person) faculty.push(person);
    }
    const parts = {
      documents: await optional(`${base}/documents`, 'DepartmentDocuments', {}),
      notices: await optional(`${base}/notices`, 'Notices', []),
      events: await optional(`${base}/events`, 'Events', []),
      alumni: await optional(`${base}/alumni`, 'Alumni', []),
      gallery: await optional(`${base}/gallery`, 'Gallery', []),
    };
    if (
      department &&
      parts.documents &&
      parts.notices &&
      parts.events &&
      parts.alumni &&
      parts.gallery
    ) {
      departments.push({ department, faculty, ...parts } as DepartmentContent);
    }
  }

  checkReferences(problems, { principal, officeStaff, departments, iqac, committees });
  const fileOf = (base: string) => dataFile(base) ?? `${base}.yaml`;
  problems.push(...duplicateIds(givenIds({ notices, importantFiles, iqac, departments }, fileOf)));

  if (
    problems.length > 0 ||
    !college ||
    !admission ||
    !principal ||
    !holidays ||
    !committees ||
    !iqac ||
    !importantFiles ||
    !governingBody ||
    !officeStaff
  ) {
    return { ok: false, problems, warnings };
  }
  return {
    ok: true,
    warnings,
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

/**
 * academic-calendar.yaml, when the folder has it: the periods relative event dates keep out of
 * (decision 106). Read before the other files, whose schemas resolve those dates.
 */
async function readClosedPeriods(
  dir: string,
  present: ReadonlySet<string>,
  problems: Problem[],
): Promise<ClosedPeriod[]> {
  const file = findDataFile((f) => present.has(f), 'academic-calendar');
  if (!file) return [];
  const parsed = await parseDataFile<ClosedPeriod[]>(dir, file, AcademicCalendar);
  if (parsed.ok) return parsed.value;
  problems.push(...parsed.problems);
  return [];
}

/**
 * Checks every file under files/ by its size (attachment-limits.ts) and its content against the
 * allow-list of attachment kinds, and measures the images (sharp reads their headers). A file
 * over the limit or not what its name says is a problem naming it.
 */
async function checkFiles(dir: string, paths: string[], problems: Problem[]) {
  const checked: ContentFile[] = [];
  for (const path of paths) {
    const absolute = join(dir, 'files', path);
    const fail = (message: string) => problems.push({ file: `files/${path}`, field: '', message });
    // Before its content is read: nothing over the limit is opened, copied or served.
    const size = (await stat(absolute)).size;
    const tooLarge = attachmentSizeProblem(size, isImagePath(path));
    if (tooLarge) {
      fail(tooLarge);
      continue;
    }
    const wrong = await checkAttachmentType(absolute, path);
    if (wrong) {
      fail(wrong);
      continue;
    }
    const file: ContentFile = { path, size };
    if (isImagePath(path)) {
      const image = await measureImage(absolute);
      if (typeof image === 'string') {
        fail(image);
        continue;
      }
      if (image.width > 0) file.image = image;
    }
    checked.push(file);
  }
  return checked;
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
    ...(content.principal
      ? [['administration/principal', content.principal] as [string, Out<'Person'>]]
      : []),
    ...(content.officeStaff ?? []).map(
      (p) => ['administration/office-staff', p] as [string, Out<'Person'>],
    ),
    ...content.departments.flatMap((d) =>
      d.faculty.map(
        (p) => [`departments/${d.department.dept_code}/faculty`, p] as [string, Out<'Person'>],
      ),
    ),
  ];
  for (const [where, person] of people) {
    const earlier = seenIds.get(person.id);
    if (earlier)
      problems.push({
        file: where,
        field: 'id',
        message: `id ${person.id} (${person.name}) is already used in ${earlier}`,
      });
    else seenIds.set(person.id, where);
  }
  const codes = new Set(content.departments.map((d) => d.department.dept_code));
  if (content.principal && !codes.has(content.principal.home_dept)) {
    problems.push({
      file: 'administration/principal',
      field: 'home_dept',
      message: `'${content.principal.home_dept}' is not a department folder`,
    });
  }
  const committeeCodes = new Set<string>();
  content.committees?.forEach((committee, i) => {
    if (committeeCodes.has(committee.code))
      problems.push({
        file: 'committees',
        field: `${i}.code`,
        message: `code '${committee.code}' is used twice`,
      });
    committeeCodes.add(committee.code);
  });
  content.iqac?.groups.forEach((group, g) =>
    group.criteria.forEach((criterion, c) => {
      if (!group.types.includes(criterion.type)) {
        problems.push({
          file: 'iqac',
          field: `groups.${g}.criteria.${c}.type`,
          message: `'${criterion.type}' is not one of the group's types (${group.types.join(', ')})`,
        });
      }
    }),
  );
}

/**
 * An Assamese text (texts/{name}.as.md) stands beside its English one: without texts/{name}.md,
 * or under a name that is no text of the college, it is refused.
 */
function unpairedTextFiles(all: readonly string[], present: ReadonlySet<string>): Problem[] {
  const names = new Set<string>([...TEXT_NAMES, ...OPTIONAL_TEXT_NAMES]);
  return all
    .filter((file) => /^texts\/.+\.as\.md$/.test(file))
    .flatMap((file) => {
      const name = file.slice('texts/'.length, -'.as.md'.length);
      if (!names.has(name))
        return [{ file, field: '', message: `'${name}' is not a text of the college` }];
      if (!present.has(`texts/${name}.md`))
        return [
          {
            file,
            field: '',
            message: `has no English texts/${name}.md beside it: write the text in English too (the English pages show it), or delete this file`,
          },
        ];
      return [];
    });
}
