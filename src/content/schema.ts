import { marked } from 'marked';
import { z } from 'zod';
import { DEPARTMENT_FILE_TYPES, NOTICE_TYPES } from '../contract/codes.ts';
import type { Attachment } from '../contract/schemas/common.ts';
import {
  OPTIONAL_SITE_TEXT_NAMES,
  SITE_TEXT_NAMES,
  WEBSITE_TEXT_NAMES,
  type WebsiteTextName,
  type OptionalSiteTextName,
  type SiteTextName,
} from '../contract/schemas/site.ts';
import { MAX_ID } from '../contract/schemas/common.ts';
import { fileAddress } from '../contract/file-address.ts';
import { sanitizeContentHtml } from '../lib/content-html.ts';
import {
  isMonthDay,
  resolveDateSpec,
  resolveEventDateSpec,
  WEEKDAYS,
  type ClosedPeriod,
} from '../lib/dates.ts';
import { attachmentFromSpec, isHttpUrl, isSafeRelativePath } from './attachments.ts';
import { assameseText, unpairedAssamese } from './assamese-text.ts';
import { isImagePath } from '../lib/attachment-kinds.ts';
import { COLLEGE_FIELDS, YOUTUBE_ID } from '../entities/college.ts';
import { ADMISSION_FIELDS } from '../entities/admission.ts';
import { ALUMNUS_FIELDS } from '../entities/alumni.ts';
import { DEPARTMENT_FILE_FIELDS } from '../entities/department-files.ts';
import { COMMITTEE_FIELDS } from '../entities/committees.ts';
import { DEPARTMENT_FIELDS } from '../entities/departments.ts';
import { EMPLOYEE_FIELDS } from '../entities/employees.ts';
import { GALLERY_ALBUM_FIELDS } from '../entities/gallery-albums.ts';
import { GOVERNING_BODY_FIELDS } from '../entities/governing-body.ts';
import { HOLIDAY_FIELDS } from '../entities/holidays.ts';
import { IMPORTANT_FILE_FIELDS } from '../entities/important-files.ts';
import {
  NAAC_CRITERION_FIELDS,
  NAAC_FILE_FIELDS,
  NAAC_GROUP_FIELDS,
  NAAC_METRIC_FIELDS,
} from '../entities/naac.ts';
import { NOTICE_FIELDS } from '../entities/notices.ts';
import {
  DEGREES,
  OWN_SECTIONS,
  REPORT_SECTIONS,
  type ProfileSection,
  type RowOf,
} from '../entities/profile-sections.ts';

/** A row of a profile's section as validated: its cells, its quarter, its file. */
type SectionEntry<S extends ProfileSection> = RowOf<S> & { quarter?: string; file?: Attachment };
/** A row of a profile's section as the folder writes it. */
type SectionInput<S extends ProfileSection> = RowOf<S> & { quarter?: string; file?: string };
import { PROFILE_DOCUMENTS, PROFILE_FIELDS, PROFILE_LINKS } from '../entities/profile.ts';
import { SITE_TEXT_ENGLISH } from '../entities/site-texts.ts';
import { cellsShape, entryShape, type FolderTypes } from './described.ts';

/** What the schemas need to know about the folder being read. */
export interface ContentContext {
  /** The day of import, YYYY-MM-DD; relative dates count from it. */
  today: string;
  /** True when files/{path} exists in the content folder. */
  hasFile: (path: string) => boolean;
  /** Size in bytes of files/{path}: attachments carry it, so a page can say 'PDF, 240 KB'. */
  fileSize?: (path: string) => number | undefined;
  /** Public address of the uploads location, where images in content HTML point; /uploads. */
  uploadsUrl?: string;
  /** The college's closed periods (academic-calendar.yaml): relative event dates keep out of them. */
  closedPeriods?: readonly ClosedPeriod[];
  /** Hears what was left out of content HTML (an image from elsewhere): a warning to list. */
  warn?: (message: string) => void;
}

/** Notice types that live in notices/{TYPE}.yaml; department ones live in departments/. */
export const COLLEGE_NOTICE_FILE_TYPES = NOTICE_TYPES.filter(
  (type) => type !== 'DEPTEVENT' && type !== 'DEPT_NOTICE',
);

/** A notice's fields in Assamese, each with the English field it stands beside. */
const NOTICE_PAIRS = [
  ['title', 'title_as'],
  ['description', 'description_as'],
] as const;

/** Texts of the college that no call of SPEC §7 carries: texts/{name}.md. */
export const TEXT_NAMES = SITE_TEXT_NAMES;
/** Texts a college may add under pages the SPEC shows with a title only. */
export const OPTIONAL_TEXT_NAMES = OPTIONAL_SITE_TEXT_NAMES;
export type OptionalTextName = OptionalSiteTextName;
export type TextName = SiteTextName;
export { WEBSITE_TEXT_NAMES, type WebsiteTextName };
/** The college's texts that are not the website's own pages nor optional. */
export type CollegeTextName = Exclude<TextName, WebsiteTextName | OptionalTextName>;

const MonthDay = z.string().refine(isMonthDay, "must be a month and day 'MM-DD', like '12-01'");

/**
 * academic-calendar.yaml: the periods the college is closed every year (end-semester
 * examinations, breaks, a national holiday), by month and day, a period may wrap the year ('12-25'
 * to '01-01'); and its weekly day off ('Sunday'). The importer keeps relative event dates out of
 * them (decision 106).
 */
export const AcademicCalendar = z.array(
  z.union([
    z.strictObject({ name: z.string().trim().min(1), from: MonthDay, to: MonthDay }),
    z.strictObject({ name: z.string().trim().min(1), weekday: z.enum(WEEKDAYS) }),
  ]),
);

/** Markdown (HTML allowed) for the fields the API carries as HTML. */
export const Markdown = z.string().transform((md) => marked.parse(md, { async: false }).trim());

/**
 * The schemas of the content folder. They resolve what depends on the folder and the day:
 * attachments become file references, relative dates become dates.
 */
export function contentSchemas(ctx: ContentContext) {
  const uploadsUrl = ctx.uploadsUrl ?? '/uploads';
  /** An image in content HTML must be an image file of the folder: it then points at uploads. */
  const contentImage = (src: string): string | null => {
    if (isSafeRelativePath(src) && ctx.hasFile(src) && isImagePath(src)) {
      const [type = '', ...rest] = src.split('/');
      return fileAddress({ type, path: rest.join('/') }, uploadsUrl);
    }
    const shown = src.length > 80 ? `${src.slice(0, 77)}...` : src;
    ctx.warn?.(
      `the image '${shown}' was left out: an image in a text must be an image file of the folder, written as its path under files/ (like 'photos/campus.jpg'), never an address elsewhere or a data: URL`,
    );
    return null;
  };
  const toHtml = (md: string) =>
    sanitizeContentHtml(marked.parse(md, { async: false }), { imageSrc: contentImage });
  /** Markdown (HTML allowed) for the fields the API carries as HTML, cleaned by the allow-list. */
  const Markdown = z.string().transform(toHtml);
  /** An optional text in Assamese beside an English one (decision 060): a line, or Markdown. */
  const AssameseLine = (field: string) => assameseText(field, ctx.warn).optional();
  const AssameseHtml = (field: string) =>
    assameseText(field, ctx.warn).transform((md) => (md === undefined ? undefined : toHtml(md)));
  const AssameseMarkdown = (field: string) => AssameseHtml(field).optional();

  const AttachmentSpec = z.string().transform((spec, check) => {
    if (isHttpUrl(spec)) return attachmentFromSpec(spec);
    if (!isSafeRelativePath(spec)) {
      check.addIssue({
        code: 'custom',
        message: `'${spec}' must be an https address or a path under files/ such as 'notices/form.pdf' (letters, digits, . _ -; no '..')`,
      });
      return z.NEVER;
    }
    if (!ctx.hasFile(spec)) {
      check.addIssue({ code: 'custom', message: `files/${spec} does not exist` });
      return z.NEVER;
    }
    return attachmentFromSpec(spec, ctx.fileSize?.(spec));
  });
  const Attachments = z.array(AttachmentSpec).default([]);

  /**
   * A photograph: a path (or https address) as for any attachment, or { file, alt } with the
   * words that say what it shows. The alt text travels with the file to the pages.
   */
  const ImageSpec = z
    .union([AttachmentSpec, z.object({ file: AttachmentSpec, alt: z.string().trim().min(1) })])
    .transform((image) => ('file' in image ? { ...image.file, alt: image.alt } : image))
    .refine((image) => image.fileType === 'image', {
      message: 'must be an image (a .jpg, .png or .webp file)',
    });

  const dateSpec = (resolve: (spec: string) => string | null) =>
    z.union([z.string(), z.date()]).transform((value, check) => {
      // YAML turns an unquoted 2024-05-01 into a Date; take it back to YYYY-MM-DD.
      const spec = value instanceof Date ? value.toISOString().slice(0, 10) : value;
      const resolved = resolve(spec);
      if (resolved === null) {
        check.addIssue({
          code: 'custom',
          message: `'${spec}' must be a date YYYY-MM-DD or relative to the day of import, like 'today', 'today+5' or 'today-2y'`,
        });
        return z.NEVER;
      }
      return resolved;
    });
  const DateSpec = dateSpec((spec) => resolveDateSpec(spec, ctx.today));
  /** An event's date: a relative one keeps out of the college's closed periods. */
  const EventDateSpec = dateSpec((spec) =>
    resolveEventDateSpec(spec, ctx.today, ctx.closedPeriods ?? []),
  );

  /** Every field that becomes a link on the site takes a web address and nothing else. */
  const Url = z
    .string()
    .refine(
      isHttpUrl,
      'must be a web address starting with https:// (or http://); other kinds of address such as javascript: are refused',
    );
  const Email = z.union([z.literal(''), z.email('must be an e-mail address (or left empty)')]);
  const Str = z.union([z.string(), z.number()]).transform(String);
  const OptStr = Str.optional();
  /**
   * The row's id, where it reaches an address or an API answer (a notice's page, an IQAC
   * matrix link). Optional: an entry without one is numbered after the largest given
   * (row-ids.ts); an export writes every one, so the studio's ids survive a restore.
   */
  const RowId = z.number().int().positive().max(MAX_ID, `must be at most ${MAX_ID}`).optional();

  /** The folder's own types of value, for the fields an entity describes (decision 082). */
  const types: FolderTypes = {
    Markdown,
    DateSpec,
    Url,
    Email,
    Text: Str,
    ImageSpec,
    File: AttachmentSpec,
    Attachments,
    AssameseLine,
    AssameseMarkdown,
  };

  const noticeEntry = (folderTypes: FolderTypes) =>
    z
      .object({ id: RowId, ...entryShape(NOTICE_FIELDS, folderTypes) })
      .superRefine((entry, check) => unpairedAssamese(entry, NOTICE_PAIRS, check));
  const NoticeEntry = noticeEntry(types);
  /** The college's events and a department's: notices whose relative dates keep out of the closed periods. */
  const EventEntry = noticeEntry({ ...types, DateSpec: EventDateSpec });

  /**
   * A profile section's rows (entities/profile-sections.ts, decision 112): each row's cells,
   * its quarter where the section has one, its file where a row may carry one.
   */
  const sectionRows = <S extends ProfileSection>(section: S) =>
    z
      .array(
        z.object({
          ...cellsShape(section, types),
          ...(section.quarter === 'none' ? {} : { quarter: z.string().optional() }),
          ...(section.file ? { file: AttachmentSpec.optional() } : {}),
        }) as unknown as z.ZodType<SectionEntry<S>, SectionInput<S>>,
      )
      .max(section.max!, `has more than ${section.max} rows`)
      .default([]);
  const sections = <const S extends readonly ProfileSection[]>(list: S) =>
    Object.fromEntries(list.map((section) => [section.name, sectionRows(section)])) as {
      [K in S[number] as K['name']]: ReturnType<typeof sectionRows<K>>;
    };

  const Profile = z.object({
    ...entryShape(PROFILE_FIELDS, types),
    ...entryShape(PROFILE_DOCUMENTS, types),
    links: z.object(entryShape(PROFILE_LINKS, types)).default({}),
    ...sections(OWN_SECTIONS),
    degrees: z.object(sections(DEGREES)).default({
      bachelor: [],
      master: [],
      phd: [],
      mphil: [],
      other: [],
    }),
    quarterly_reports: z
      .array(
        z.object({
          quarter: z.string().regex(/^\d{4}-(1st|2nd|3rd|4th)$/, "must be like '2024-1st'"),
          ...sections(REPORT_SECTIONS),
        }),
      )
      .default([]),
  });

  const Person = Profile.extend({
    id: z.number().int().positive(),
    ...entryShape(EMPLOYEE_FIELDS, types),
  });

  return {
    /**
     * college.yaml: the college's identity (entities/college.ts). The tour video's id is held
     * to YouTube's form here, in the folder's own words: the pages embed it in an address.
     */
    College: z.object(entryShape(COLLEGE_FIELDS, types)).superRefine((college, check) => {
      if (!YOUTUBE_ID.test(college.tour_video.youtube_id))
        check.addIssue({
          code: 'custom',
          path: ['tour_video', 'youtube_id'],
          message: 'must be a YouTube video id',
        });
    }),
    /** Front matter: an optional title and the date the text was last changed (updated). */
    Text: z.object(entryShape(SITE_TEXT_ENGLISH, types)),
    /**
     * texts/{name}.as.md: the text in Assamese beside texts/{name}.md, with an optional title;
     * the English file's date is the text's date (`updated` here is refused, not ignored).
     */
    TextAs: z.strictObject(
      {
        title: AssameseLine('title'),
        body: AssameseHtml('the text').refine((html) => html !== undefined, {
          message: 'is empty: write the text in Assamese, or delete the file',
        }),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `has ${issue.keys.join(', ')} in its front matter: an Assamese text takes a title only (its date is the English file's updated)`
            : undefined,
      },
    ),
    Admission: z.object(entryShape(ADMISSION_FIELDS, types)),
    Notices: z.array(NoticeEntry),
    Events: z.array(EventEntry),
    Holidays: z.array(
      z
        .object(entryShape(HOLIDAY_FIELDS, types))
        .refine((holiday) => holiday.start <= holiday.end, {
          message: 'end must be on or after start',
          path: ['end'],
        }),
    ),
    Committees: z.array(
      z.object({
        code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be letters, digits, - or _'),
        ...entryShape(COMMITTEE_FIELDS, types),
      }),
    ),
    /** iqac.yaml: the NAAC tree, each level's fields described in entities/naac.ts. */
    Iqac: z.object({
      groups: z.array(
        z.object({
          id: RowId,
          ...entryShape(NAAC_GROUP_FIELDS, types),
          criteria: z
            .array(
              z.object({
                id: RowId,
                type: z.string(),
                ...entryShape(NAAC_CRITERION_FIELDS, types),
                metrics: z
                  .array(
                    z.object({
                      id: RowId,
                      ...entryShape(NAAC_METRIC_FIELDS, types),
                      files: z
                        .array(
                          z.object({
                            id: RowId,
                            ...entryShape(NAAC_FILE_FIELDS, types),
                            // Left out, a file's number is its metric's (to-rows.ts).
                            sr_no: OptStr,
                          }),
                        )
                        .default([]),
                    }),
                  )
                  .default([]),
              }),
            )
            .default([]),
        }),
      ),
    }),
    ImportantFiles: z.array(z.object({ id: RowId, ...entryShape(IMPORTANT_FILE_FIELDS, types) })),
    GoverningBody: z.array(z.object(entryShape(GOVERNING_BODY_FIELDS, types))),
    Person,
    Principal: Person.extend({ home_dept: z.string() }),
    People: z.array(Person),
    Department: z
      .object({
        dept_code: z
          .string()
          .regex(/^[A-Z0-9_]{1,20}$/, 'must be 1 to 20 capital letters, digits or _'),
        order: z.number().int().default(0),
        ...entryShape(DEPARTMENT_FIELDS, types),
      })
      .superRefine((department, check) =>
        unpairedAssamese(department, [['about', 'about_as']], check),
      ),
    DepartmentDocuments: z.partialRecord(
      z.enum(DEPARTMENT_FILE_TYPES),
      z.array(z.object({ id: RowId, ...entryShape(DEPARTMENT_FILE_FIELDS, types) })),
    ),
    Alumni: z.array(z.object(entryShape(ALUMNUS_FIELDS, types))),
    Gallery: z.array(z.object({ id: RowId, ...entryShape(GALLERY_ALBUM_FIELDS, types) })),
  };
}

export type ContentSchemas = ReturnType<typeof contentSchemas>;
export type Out<K extends keyof ContentSchemas> = z.output<ContentSchemas[K]>;
