import {
  COLLEGE_DEPT_CODE,
  FACULTY_TYPE,
  LINK_MIME,
  noticeArchiveYears,
} from '../../../contract/index.ts';
import { MAX_DOCUMENTS_PER_CALL } from '../../../contract/schemas/documents.ts';
import type { SiteFacultyMember } from '../../../contract/schemas/catalogue.ts';
import type { Attachment } from '../../../contract/schemas/common.ts';
import type { DepartmentSummary } from '../../../contract/schemas/departments.ts';
import type { Notice } from '../../../contract/schemas/notices.ts';
import type { SiteTextName } from '../../../contract/schemas/site.ts';
import { tolerate } from '../../../lib/failure-log.ts';
import type { WebContext } from '../../load-context.ts';
import { isUnknown } from '../department/load.server.ts';
import {
  DEPARTMENT_MENU,
  DEPARTMENT_MORE_LINKS,
  FILE_PAGES,
  departmentPath,
  facultyPagePath,
} from '../../../site-map/department-pages.ts';
import { MAIN_MENU } from '../menu.ts';
import { noticeIsoDate } from '../notice-item.server.ts';
import {
  COLLEGE_NOTICE_KINDS,
  departmentKinds,
  noticeItemPath,
  type NoticeKind,
} from '../../../site-map/notice-items.ts';
import { plainText } from '../../../lib/plain-text.ts';
import { textsFor, type Texts } from '../../i18n/intl.ts';
import { departmentTitleIn } from '../department/meta.ts';
import { laterDate, type DocumentPage, type SiteDocument, type SitemapEntry } from './documents.ts';

/** What the catalogue reads: the contract client and the college's texts (a loader's context). */
export type CatalogueSource = Pick<
  WebContext,
  'api' | 'bulkApi' | 'site' | 'today' | 'contentGeneration' | 'log'
>;

/** Where collected items go, a batch at a time (so a large site is never held twice). */
export interface CatalogueSink {
  documents(documents: SiteDocument[]): void;
  pages(entries: SitemapEntry[]): void;
}

/** A result shows this much of an item's text. */
const EXCERPT_LENGTH = 180;
/** The index reads this much of a long text: enough to find it, little enough to stay small. */
const INDEXED_TEXT_LENGTH = 600;
/** Calls in flight at once, to spare a remote backend. */
const PARALLEL_CALLS = 3;

/**
 * A result's context written by each language's texts: `context` for /search, `contextAs` for
 * /as/search (decision 094), from the catalogue's labels and messages.
 */
function inBoth(write: (t: Texts) => string): { context: string; contextAs: string } {
  return { context: write(textsFor('en')), contextAs: write(textsFor('as')) };
}

/** A list's name under its section ('Notifications: Academic'), or the list's alone. */
const listContext = (kind: Pick<NoticeKind, 'section' | 'label'>) =>
  inBoth((t) =>
    kind.section === kind.label
      ? t.label(kind.label)
      : t.t('search.context.list', { section: t.label(kind.section), list: t.label(kind.label) }),
  );

/** 'Department of Physics' in English, 'পদাৰ্থ বিজ্ঞান বিভাগ' in Assamese. */
const departmentTitle = (
  t: Texts,
  summary: Pick<DepartmentSummary, 'dept_name' | 'dept_name_as'>,
) => departmentTitleIn(t, summary.dept_name, summary.dept_name_as);

/** The college's texts behind the pages of the menu. */
const PAGE_TEXTS: Record<string, readonly SiteTextName[]> = {
  '/aboutus/about': ['about'],
  '/aboutus/history': ['history'],
  '/aboutus/vision': ['vision', 'mission'],
  '/aboutus/icv': ['icv'],
  '/emblem': ['emblem'],
  '/organo': ['organogram'],
  '/administrations/principal': ['principal'],
  '/rti/home': ['rti/home'],
  '/rti/officers': ['rti/officers'],
  '/rti/selfdec': ['rti/selfdec'],
  '/alumni/association': ['alumni/association'],
  '/alumni/committee': ['alumni/committee'],
  '/alumni/support': ['alumni/support'],
};

/** Every page of the college's menu, once each, with its label. */
export function collegePages(): { label: string; href: string }[] {
  const seen = new Map<string, string>();
  for (const item of MAIN_MENU) {
    for (const page of [item, ...(item.children ?? [])]) {
      if (!seen.has(page.href)) seen.set(page.href, page.label);
    }
  }
  return [...seen].map(([href, label]) => ({ href, label }));
}

/** Every child page of a department's microsite. */
export function departmentChildren(): string[] {
  const children = [...DEPARTMENT_MENU, ...DEPARTMENT_MORE_LINKS].map((item) => item.child);
  return [...new Set<string>(children)];
}

/** 'notices/fee-structure-2026.pdf' → 'fee structure 2026': what an attachment is called. */
export function attachmentNames(files: readonly Pick<Attachment, 'path'>[]): string {
  return files
    .map((file) => (file.path.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, ''))
    .map((name) => name.replace(/[-_.]+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ');
}

/** Whether the backend has our faculty and documents calls (extensions.ts); unknown until asked. */
interface Backend {
  siteFaculty?: boolean;
  siteDocuments?: boolean;
}

/** An item and the attachments whose text it is found by. */
interface WithFiles {
  document: SiteDocument;
  files: readonly Attachment[];
}

const fileKey = (file: Pick<Attachment, 'type' | 'path'>) => `${file.type}/${file.path}`;
/** The attachments whose text the backend may have read: PDFs of the content, not links. */
const pdfsOf = (files: readonly Attachment[]) =>
  files.filter((file) => file.fileType === 'PDF' && file.type !== LINK_MIME);

/**
 * The items with the text of their PDFs, page by page (decision 094), read through our own call
 * (POST /site/documents) a hundred files at a time. A backend without it answers 404 once, and
 * its items are found by their own words from then on.
 */
async function withDocumentTexts(
  source: CatalogueSource,
  backend: Backend,
  items: readonly WithFiles[],
): Promise<SiteDocument[]> {
  const files = [
    ...new Map(items.flatMap((item) => pdfsOf(item.files)).map((f) => [fileKey(f), f])),
  ];
  const texts = new Map<string, DocumentPage[]>();
  for (
    let i = 0;
    i < files.length && backend.siteDocuments !== false;
    i += MAX_DOCUMENTS_PER_CALL
  ) {
    const chunk = files.slice(i, i + MAX_DOCUMENTS_PER_CALL).map(([, { type, path }]) => ({
      type,
      path,
    }));
    try {
      for (const document of await source.api.getSiteDocuments({ files: chunk }))
        texts.set(fileKey(document), document.pages);
      backend.siteDocuments = true;
    } catch (error) {
      if (!isUnknown(error)) throw error;
      backend.siteDocuments = false;
    }
  }
  return items.map(({ document, files: attached }) => {
    const pages = pdfsOf(attached).flatMap((file) => texts.get(fileKey(file)) ?? []);
    return pages.length > 0 ? { ...document, pages } : document;
  });
}

/** Runs `work` over `items`, a few at a time. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += PARALLEL_CALLS) {
    await Promise.all(items.slice(i, i + PARALLEL_CALLS).map(work));
  }
}

/** A call whose 404 means the item went away while the catalogue was read: nothing to add. */
async function unlessGone<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnknown(error)) return fallback;
    throw error;
  }
}

/** A result's context in both languages (inBoth). */
type Contexts = ReturnType<typeof inBoth>;

function noticeDocument(notice: Notice, kind: NoticeKind, contexts: Contexts): SiteDocument {
  const body = plainText(notice.description, INDEXED_TEXT_LENGTH);
  const { context } = contexts;
  const textAs = notice.description_as && plainText(notice.description_as, INDEXED_TEXT_LENGTH);
  return {
    id: `notice:${kind.deptCode}:${kind.type}:${notice.id}`,
    kind: kind.event ? 'event' : 'notice',
    title: notice.title,
    text: [body, attachmentNames(notice.upload_info)].filter(Boolean).join(' '),
    tags: context,
    path: noticeItemPath(kind, notice),
    date: noticeIsoDate(notice),
    ...contexts,
    excerpt: plainText(body, EXCERPT_LENGTH),
    titleAs: notice.title_as,
    textAs,
    excerptAs: textAs && plainText(textAs, EXCERPT_LENGTH),
  };
}

/** A list's notices: their documents, their pages, and the list's own pages with dates. */
async function addNoticeList(
  source: CatalogueSource,
  backend: Backend,
  sink: CatalogueSink,
  notices: readonly Notice[],
  kind: NoticeKind,
  contexts: Contexts,
) {
  const today = source.today;
  sink.documents(
    await withDocumentTexts(
      source,
      backend,
      notices.map((notice) => ({
        document: noticeDocument(notice, kind, contexts),
        files: notice.upload_info,
      })),
    ),
  );
  const newest = new Map<string, string | undefined>();
  const touch = (path: string, date: string) => newest.set(path, laterDate(newest.get(path), date));
  newest.set(kind.base, undefined);
  if (kind.years === 'path') {
    for (const year of noticeArchiveYears(Number(today.slice(0, 4)))) {
      newest.set(`${kind.base}/${year}`, undefined);
    }
  }
  const pages: SitemapEntry[] = [];
  for (const notice of notices) {
    const date = noticeIsoDate(notice);
    pages.push({ path: noticeItemPath(kind, notice), lastmod: date });
    touch(kind.base, date);
    if (kind.years === 'path' && newest.has(`${kind.base}/${notice.year}`)) {
      touch(`${kind.base}/${notice.year}`, date);
    }
  }
  sink.pages([...[...newest].map(([path, lastmod]) => ({ path, lastmod })), ...pages]);
}

async function collectCollegeNotices(
  source: CatalogueSource,
  backend: Backend,
  sink: CatalogueSink,
) {
  await inBatches(COLLEGE_NOTICE_KINDS, async (kind) => {
    const notices = await source.api.getNoticesByTypeDept({
      dept_code: COLLEGE_DEPT_CODE,
      type: kind.type,
      year: '',
    });
    await addNoticeList(source, backend, sink, notices, kind, listContext(kind));
  });
}

/**
 * A department's faculty with their areas of research: our own call when the backend has it,
 * otherwise the spec's list and profiles (POST /getemployeebytype, /employeeprofilewithdeptcode).
 */
async function facultyOf(
  source: CatalogueSource,
  backend: Backend,
  code: string,
): Promise<SiteFacultyMember[]> {
  const { api } = source;
  if (backend.siteFaculty !== false) {
    try {
      const faculty = await api.getSiteFaculty({ dept_code: code });
      backend.siteFaculty = true;
      return faculty;
    } catch (error) {
      if (!isUnknown(error)) throw error; // the backend failed
      if (backend.siteFaculty) return []; // the call exists: the department has gone
    }
  }
  const [employees, profiles] = await Promise.all([
    unlessGone(() => api.getEmployeeByType({ dept_code: code, type: FACULTY_TYPE }), null),
    unlessGone(() => api.employeeProfileWithDeptCode({ dept_code: code }), []),
  ]);
  // The department exists but the call does not: this backend lacks it; ask no more.
  if (employees) backend.siteFaculty = false;
  const areas = new Map(profiles.map((profile) => [profile.id, profile.area_of_research]));
  return (employees ?? []).map((person) => ({
    id: person.id,
    name: person.name,
    designation: person.designation,
    liveNow: person.liveNow,
    area_of_research: areas.get(person.id) ?? '',
  }));
}

async function collectDepartment(
  source: CatalogueSource,
  backend: Backend,
  sink: CatalogueSink,
  summary: DepartmentSummary,
) {
  const code = summary.dept_code;
  const { api } = source;
  const title = departmentTitle(textsFor('en'), summary);
  /** '{list}, Department of Physics' in each language. */
  const inDepartment = (list: string) =>
    inBoth((t) =>
      t.t('search.context.inDepartment', {
        list: t.label(list),
        department: departmentTitle(t, summary),
      }),
    );
  const kinds = departmentKinds(code, title);
  const [department, employees, files, ...lists] = await Promise.all([
    unlessGone(() => api.getDeptData({ dept_code: code }), null),
    facultyOf(source, backend, code),
    Promise.all(
      Object.entries(FILE_PAGES).map(async ([child, page]) => ({
        child,
        page,
        files: await unlessGone(
          () => api.getDepartmentFileByType({ dept_code: code, type: page.type }),
          [],
        ),
      })),
    ),
    ...kinds.map((kind) =>
      unlessGone(
        () => api.getNoticesByTypeDept({ dept_code: code, type: kind.type, year: '' }),
        [],
      ),
    ),
  ]);
  if (!department) return;

  const about = plainText(
    [department.department_about, department.vision, department.courses].join(' '),
    INDEXED_TEXT_LENGTH,
  );
  const documents: WithFiles[] = [];
  const add = (document: SiteDocument, files: readonly Attachment[] = []) =>
    documents.push({ document, files });
  add({
    id: `department:${code}`,
    kind: 'department',
    title,
    text: about,
    tags: [summary.dept_name, summary.dept_name_as, summary.stream].join(' '),
    path: departmentPath(code),
    ...inBoth((t) =>
      t.t(summary.stream === 'SCIENCE' ? 'search.context.science' : 'search.context.arts'),
    ),
    titleAs: summary.dept_name_as ? departmentTitle(textsFor('as'), summary) : undefined,
    excerpt: plainText(department.department_about, EXCERPT_LENGTH),
    textAs:
      department.department_about_as &&
      plainText(department.department_about_as, INDEXED_TEXT_LENGTH),
  });
  const pages: SitemapEntry[] = departmentChildren().map((child) => ({
    path: departmentPath(code, child),
  }));

  for (const person of employees) {
    const live = person.liveNow === 1;
    const area = person.area_of_research;
    const profile = facultyPagePath(code, 'single', person);
    add({
      id: `faculty:${code}:${person.id}`,
      kind: 'faculty',
      title: person.name,
      text: area,
      tags: [person.designation, summary.dept_name].join(' '),
      path: live ? profile : departmentPath(code, 'faculty'),
      ...inBoth((t) =>
        person.designation
          ? t.t('search.context.person', {
              designation: t.label(person.designation),
              department: departmentTitle(t, summary),
            })
          : departmentTitle(t, summary),
      ),
      excerpt: area ? `Area of research: ${area}` : '',
    });
    if (live) {
      pages.push({ path: profile }, { path: facultyPagePath(code, 'quarterlyreport', person) });
    }
  }

  for (const { child, page, files: list } of files) {
    for (const file of list) {
      const body = plainText(file.description, INDEXED_TEXT_LENGTH);
      add(
        {
          id: `file:${code}:${page.type}:${file.id}`,
          kind: 'notice',
          title: file.title,
          text: [body, attachmentNames(file.upload_info)].filter(Boolean).join(' '),
          tags: `${page.title} ${summary.dept_name}`,
          path: departmentPath(code, child),
          ...(file.date ? { date: file.date } : {}),
          ...inDepartment(page.title),
          excerpt: plainText(body, EXCERPT_LENGTH),
        },
        file.upload_info,
      );
    }
  }
  sink.documents(await withDocumentTexts(source, backend, documents));
  sink.pages(pages);
  for (const [i, kind] of kinds.entries())
    await addNoticeList(source, backend, sink, lists[i] ?? [], kind, inDepartment(kind.label));
}

async function collectDepartments(source: CatalogueSource, backend: Backend, sink: CatalogueSink) {
  const departments = await source.api.getDepartments();
  sink.pages(departments.map((d) => ({ path: `/research/${encodeURIComponent(d.dept_code)}` })));
  // One department at a time: its faculty are the largest answers of the contract.
  for (const department of departments) {
    await collectDepartment(source, backend, sink, department);
  }
}

async function collectCommittees(source: CatalogueSource, sink: CatalogueSink) {
  const committees = await source.api.getCommittee();
  await inBatches(committees, async (summary) => {
    const committee = await unlessGone(
      () => source.api.getCommitteeByCode({ committee_code: summary.committee_code }),
      null,
    );
    if (!committee) return;
    const path = `/committees?${new URLSearchParams({ code: committee.committee_code })}`;
    const objectives = plainText(committee.objectives, INDEXED_TEXT_LENGTH);
    sink.documents([
      {
        id: `committee:${committee.committee_code}`,
        kind: 'committee',
        title: committee.name,
        text: [
          objectives,
          plainText(committee.tasks, INDEXED_TEXT_LENGTH),
          committee.members.map((m) => m.member_name).join(', '),
        ].join(' '),
        tags: committee.committee_code,
        path,
        ...inBoth((t) => t.t('search.context.members', { count: committee.members.length })),
        excerpt: plainText(objectives, EXCERPT_LENGTH),
      },
    ]);
    sink.pages([{ path }]);
  });
}

async function collectImportantFiles(
  source: CatalogueSource,
  backend: Backend,
  sink: CatalogueSink,
) {
  const files = await source.api.getImportantFiles({});
  const items = files.map((file): WithFiles => {
    const body = plainText(file.description, INDEXED_TEXT_LENGTH);
    return {
      files: file.upload_info,
      document: {
        id: `important:${file.id}`,
        kind: 'notice' as const,
        title: file.title,
        text: [body, attachmentNames(file.upload_info)].filter(Boolean).join(' '),
        tags: 'Important Information',
        path: '/importantfile',
        ...inBoth((t) => t.label('Important Information')),
        excerpt: plainText(body, EXCERPT_LENGTH),
      },
    };
  });
  sink.documents(await withDocumentTexts(source, backend, items));
}

async function collectCollegePages(source: CatalogueSource, sink: CatalogueSink) {
  const pages = collegePages();
  const documents = await Promise.all(
    pages.map(async ({ href, label }): Promise<SiteDocument> => {
      const texts = await Promise.all(
        (PAGE_TEXTS[href] ?? []).map((name) =>
          // Without its text the page is still found by its name.
          tolerate(source.site.text(name), null, source.log, `the text ${name} in the catalogue`),
        ),
      );
      const body = plainText(texts.map((t) => t?.body ?? '').join(' '), INDEXED_TEXT_LENGTH);
      const bodyAs = plainText(texts.map((t) => t?.body_as ?? '').join(' '), INDEXED_TEXT_LENGTH);
      return {
        id: `page:${href}`,
        kind: 'page',
        title: texts[0]?.title ?? label,
        text: body,
        tags: label,
        path: href,
        ...inBoth((t) => t.t('search.context.collegePage')),
        excerpt: plainText(body, EXCERPT_LENGTH),
        titleAs: texts[0]?.title_as,
        textAs: bodyAs,
        excerptAs: plainText(bodyAs, EXCERPT_LENGTH),
      };
    }),
  );
  sink.documents(documents);
  sink.pages([
    ...pages.map(({ href }) => ({ path: href })),
    { path: '/sitemap' },
    { path: '/aboutus/mission' },
  ]);
}

/** NAAC metrics: every group and metric type, and every criterion under them. */
async function collectIqacLevels(source: CatalogueSource, sink: CatalogueSink) {
  const groups = await source.api.getGroup();
  const levels = groups.flatMap((group) => group.types.map((type) => ({ group: group.id, type })));
  await inBatches(levels, async ({ group, type }) => {
    const base = `/iqac/matrix?${new URLSearchParams({ group: String(group), type })}`;
    const criteria = await unlessGone(
      () => source.api.getSubgroupByGroupIdAndType({ group_id: group, type }),
      [],
    );
    sink.pages([{ path: base }, ...criteria.map((c) => ({ path: `${base}&criterion=${c.id}` }))]);
  });
}

/**
 * Reads everything the catalogue holds through the contract (SPEC §7) and the college's texts,
 * handing it to `sink` a list at a time. A failed call fails the whole collection (the last good
 * catalogue stays), except a 404, which means that one item is gone.
 */
export async function collectCatalogue(context: CatalogueSource, sink: CatalogueSink) {
  // Read without the pages' answer cache when the server offers a client for that.
  const source = { ...context, api: context.bulkApi ?? context.api };
  const backend: Backend = {};
  await collectCollegePages(source, sink);
  await collectCollegeNotices(source, backend, sink);
  await collectImportantFiles(source, backend, sink);
  await collectCommittees(source, sink);
  await collectIqacLevels(source, sink);
  await collectDepartments(source, backend, sink);
}
