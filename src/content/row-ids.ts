import type { ContentBundle } from './read-folder.ts';
import type { Problem } from './read-one.ts';

/**
 * The tables whose row ids reach a public address or an API answer: a notice's or event's page
 * ({list}/{year}/{id}), the ids in the answers for important files, department files and
 * gallery albums, and the IQAC matrix's links (?group=…&criterion=…&sr=…). Their entries may
 * carry an `id`, so that a restore keeps what the studio numbered.
 */
export type IdTable =
  | 'notices'
  | 'important_files'
  | 'department_files'
  | 'gallery_albums'
  | 'iqac_groups'
  | 'iqac_subgroups'
  | 'iqac_subsubgroups'
  | 'iqac_files';

/** An id written in the folder, and where: its file, its field and the entry's title. */
export interface GivenId {
  table: IdTable;
  id: number;
  file: string;
  field: string;
  entry: string;
}

/** The parts of a folder that may give ids, as far as they were read. */
export type IdSources = Partial<
  Pick<ContentBundle, 'notices' | 'importantFiles' | 'iqac' | 'departments'>
>;

/** What the problems call the rows of each table. */
const ROWS_OF: Record<IdTable, string> = {
  notices: 'notices and events (college and departments)',
  important_files: 'important files',
  department_files: 'department documents',
  gallery_albums: 'gallery albums',
  iqac_groups: 'IQAC groups',
  iqac_subgroups: 'IQAC criteria',
  iqac_subsubgroups: 'IQAC metrics',
  iqac_files: 'IQAC files',
};

type Add = (
  table: IdTable,
  base: string,
  row: { id?: number },
  field: string,
  entry: string,
) => void;

/**
 * Every id the folder gives, in folder order. `fileOf` names the file of a base name
 * ('notices/COLLEGE_EVENT' → 'notices/COLLEGE_EVENT.yaml').
 */
export function givenIds(
  content: IdSources,
  fileOf: (base: string) => string = (base) => `${base}.yaml`,
): GivenId[] {
  const found: GivenId[] = [];
  const add: Add = (table, base, row, field, entry) => {
    if (row.id !== undefined) found.push({ table, id: row.id, file: fileOf(base), field, entry });
  };
  const addList = listAdder(add);
  for (const { type, entries } of content.notices ?? [])
    addList('notices', `notices/${type}`, entries);
  addList('important_files', 'important-files', content.importantFiles ?? []);
  if (content.iqac) addIqac(content.iqac, add);
  for (const { department, notices, events, documents, gallery } of content.departments ?? []) {
    const base = `departments/${department.dept_code}`;
    addList('notices', `${base}/notices`, notices);
    addList('notices', `${base}/events`, events);
    for (const [type, entries] of Object.entries(documents))
      addList('department_files', `${base}/documents`, entries ?? [], `${type}.`);
    gallery.forEach((album, i) =>
      add('gallery_albums', `${base}/gallery`, album, `${i}.id`, album.caption),
    );
  }
  return found;
}

/** Entries of a list, named by their title: field '{path}{index}.id'. */
const listAdder =
  (add: Add) =>
  (table: IdTable, base: string, rows: readonly { id?: number; title: string }[], path = '') =>
    rows.forEach((row, i) => add(table, base, row, `${path}${i}.id`, row.title));

function addIqac(iqac: ContentBundle['iqac'], add: Add) {
  const addList = listAdder(add);
  iqac.groups.forEach((group, g) => {
    const inGroup = `groups.${g}`;
    add('iqac_groups', 'iqac', group, `${inGroup}.id`, group.name);
    group.criteria.forEach((criterion, c) => {
      const inCriterion = `${inGroup}.criteria.${c}`;
      add('iqac_subgroups', 'iqac', criterion, `${inCriterion}.id`, criterion.criterion);
      criterion.metrics.forEach((metric, m) => {
        const inMetric = `${inCriterion}.metrics.${m}`;
        add('iqac_subsubgroups', 'iqac', metric, `${inMetric}.id`, metric.sr_no);
        addList('iqac_files', 'iqac', metric.files, `${inMetric}.files.`);
      });
    });
  });
}

/** An id given twice in one table: a problem at the second, naming the first. */
export function duplicateIds(given: readonly GivenId[]): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, GivenId>();
  for (const one of given) {
    const key = `${one.table}:${one.id}`;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, one);
      continue;
    }
    problems.push({
      file: one.file,
      field: one.field,
      message: `id ${one.id} of '${one.entry}' is already the id of '${earlier.entry}' (${earlier.file}, ${earlier.field}); ids of ${ROWS_OF[one.table]} must differ`,
    });
  }
  return problems;
}

/**
 * Numbers the rows of a folder. A given id is kept; an entry without one takes the next number
 * after the largest given in its table (never a hole, which may be the address of a deleted
 * notice), in folder order. A folder with no ids is numbered 1, 2, 3… by place, as always.
 */
export function rowIds(given: readonly GivenId[]) {
  const last = new Map<string, number>();
  for (const { table, id } of given) last.set(table, Math.max(last.get(table) ?? 0, id));
  return (table: string, id?: number): number => {
    if (id !== undefined) return id;
    const value = (last.get(table) ?? 0) + 1;
    last.set(table, value);
    return value;
  };
}
