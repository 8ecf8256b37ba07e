import type { Generated } from 'kysely';
import type { ColumnsOf } from '../entities/field.ts';
import type { ALUMNUS_FIELDS } from '../entities/alumni.ts';
import type { COMMITTEE_FIELDS } from '../entities/committees.ts';
import type { DEPARTMENT_FILE_FIELDS } from '../entities/department-files.ts';
import type { DEPARTMENT_FIELDS } from '../entities/departments.ts';
import type { EMPLOYEE_FIELDS } from '../entities/employees.ts';
import type { GALLERY_ALBUM_FIELDS } from '../entities/gallery-albums.ts';
import type { GOVERNING_BODY_FIELDS } from '../entities/governing-body.ts';
import type { HOLIDAY_FIELDS } from '../entities/holidays.ts';
import type { IMPORTANT_FILE_FIELDS } from '../entities/important-files.ts';
import type {
  NAAC_CRITERION_FIELDS,
  NAAC_FILE_FIELDS,
  NAAC_GROUP_FIELDS,
  NAAC_METRIC_FIELDS,
} from '../entities/naac.ts';
import type { NOTICE_FIELDS } from '../entities/notices.ts';
import type { SITE_TEXT_FIELDS } from '../entities/site-texts.ts';

/**
 * Table types. JSON columns hold text (dialect-neutral): attachments, members, profile data.
 * Dates are ISO text YYYY-MM-DD, which sorts and compares correctly in SQLite and PostgreSQL.
 */
/**
 * A department's row: where it stands, its page (the fields of entities/departments.ts) and its
 * profile's tables.
 */
export interface DepartmentsTable extends ColumnsOf<typeof DEPARTMENT_FIELDS> {
  dept_code: string;
  sort_order: number;
  /** JSON DepartmentProfile */
  profile: string;
}

/** A notice's row: its place (type, department) and the fields of entities/notices.ts. */
export interface NoticesTable extends ColumnsOf<typeof NOTICE_FIELDS> {
  id: number;
  type: string;
  dept_code: string;
}

/**
 * A person's row: where they are listed, the fields of entities/employees.ts (whether the
 * profile is live among them), the profile.
 */
export interface EmployeesTable extends ColumnsOf<typeof EMPLOYEE_FIELDS> {
  id: number;
  /** The list the person appears in: a department, TNC (office staff) or OFF (principal). */
  dept_code: string;
  type: string;
  sort_order: number;
  /** The department whose pages hold the profile. */
  home_dept_code: string;
  /** JSON: the profile sections (research data, degrees, activities, quarterly reports …) */
  profile: string;
}

/** A member's row: the fields of entities/governing-body.ts. */
export interface GoverningBodyTable extends ColumnsOf<typeof GOVERNING_BODY_FIELDS> {
  id: number;
}

/** A committee's row: its code, its place in the list and the fields of entities/committees.ts. */
export interface CommitteesTable extends ColumnsOf<typeof COMMITTEE_FIELDS> {
  code: string;
  sort_order: number;
}

/** The NAAC tree (entities/naac.ts): each row's place in it, and the fields of its level. */
export interface IqacGroupsTable extends ColumnsOf<typeof NAAC_GROUP_FIELDS> {
  id: number;
}

export interface IqacSubgroupsTable extends ColumnsOf<typeof NAAC_CRITERION_FIELDS> {
  id: number;
  group_id: number;
  /** The criterion's kind of metrics, one of its group's types. */
  type: string;
}

export interface IqacSubSubgroupsTable extends ColumnsOf<typeof NAAC_METRIC_FIELDS> {
  id: number;
  subgroup_id: number;
}

export interface IqacFilesTable extends ColumnsOf<typeof NAAC_FILE_FIELDS> {
  id: number;
  subsubgroup_id: number;
}

/** A department's document: its department, its page (type) and entities/department-files.ts. */
export interface DepartmentFilesTable extends ColumnsOf<typeof DEPARTMENT_FILE_FIELDS> {
  id: number;
  dept_code: string;
  type: string;
}

/** An alumnus's row: their department and the fields of entities/alumni.ts. */
export interface AlumniTable extends ColumnsOf<typeof ALUMNUS_FIELDS> {
  id: number;
  dept_code: string;
}

/** An album: its department, its gallery's type and the fields of entities/gallery-albums.ts. */
export interface GalleryAlbumsTable extends ColumnsOf<typeof GALLERY_ALBUM_FIELDS> {
  id: number;
  dept_code: string;
  type: string;
}

/** An important file's row: the fields of entities/important-files.ts. */
export interface ImportantFilesTable extends ColumnsOf<typeof IMPORTANT_FILE_FIELDS> {
  id: number;
}

/** A holiday's row: the fields of entities/holidays.ts. */
export interface HolidaysTable extends ColumnsOf<typeof HOLIDAY_FIELDS> {
  id: number;
}

/** A raster image of the content folder and its phone-sized WebP versions (decision 019). */
/** A page of a content PDF's text, extracted at import or upload for search (decision 094). */
export interface DocumentTextsTable {
  /** type/path of the PDF, as attachments name it: 'notices/holiday-list-for-2026.pdf' */
  file: string;
  /** From 1. */
  page: number;
  text: string;
}

export interface ImagesTable {
  /** type/path of the original, as attachments name it: 'gallery/phy-1-1.jpg' */
  file: string;
  width: number;
  height: number;
  /** JSON [{width, height, path}], path under the uploads version folder, narrowest first */
  variants: string;
}

export interface SettingsTable {
  key: string;
  /** JSON */
  value: string;
}

/** A text of the college's own (texts/{name}.md): its name and entities/site-texts.ts. */
export interface SiteTextsTable extends ColumnsOf<typeof SITE_TEXT_FIELDS> {
  name: string;
}

/** A staff account of the studio (decision 037); its password hash is in studio_passwords. */
export interface StudioUsersTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  /** admin | office | iqac | department | faculty (src/studio/permissions.ts) */
  role: string;
  /** The department of a `department` account. */
  dept_code: string | null;
  /** The person (employees.id) of a `faculty` account. */
  person_id: number | null;
  disabled: number;
  /** Base32 TOTP secret; required for admin before anything else. */
  totp_secret: string | null;
  totp_enabled: number;
  /** The time step of the last code accepted: a replayed code is refused. */
  totp_last_step: Generated<number>;
  created_at: string;
}

export interface StudioPasswordsTable {
  user_id: number;
  /** argon2id PHC string */
  hash: string;
  changed_at: string;
}

/** A one-time link to set an account's password (decision 056): 72 hours, used once. */
export interface StudioPasswordLinksTable {
  /** SHA-256 (hex) of the link's random token. */
  token_hash: string;
  user_id: number;
  created_by: string;
  created_at: string;
  expires_at: string;
  /** When the password was set through it; null while it may still be used. */
  used_at: string | null;
  /** When it was withdrawn (a password set another way, a disable, a newer link); null if not. */
  revoked_at: string | null;
}

export interface StudioSessionsTable {
  /** SHA-256 (hex) of the cookie's random token. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute end; idle expiry counts from last_seen_at. */
  expires_at: string;
  /** 1 once the second factor was given in this session. */
  second_factor: number;
  address: string;
  user_agent: string;
}

/** Failed sign-ins per account ('user:name') and per address ('addr:ip'). */
export interface StudioThrottleTable {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string;
}

export interface StudioAuditTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  username: string;
  /** sign-in, create, save, publish, unpublish, restore, upload, account … */
  action: string;
  entity: string;
  item: string;
  /** What changed, field by field, each value bounded (decision 074): JSON, or null. */
  before: string | null;
  after: string | null;
  address: string;
  /** How many times this line happened: more than 1 for a summed line. */
  count: Generated<number>;
  /** A summed line's key (what, from which address, which minute); null for any other line. */
  summed_as: string | null;
  /** The item's title when the line was written; null for lines written before it was kept. */
  title: string | null;
  /** Why a write or a sign-in was refused; null for what was done. */
  reason: string | null;
}

/** What staff edit: the draft of one content item beside its published row. */
export interface StudioItemsTable {
  id: Generated<number>;
  /** notice, event, holiday, committee … (src/studio/content/entities.ts) */
  entity: string;
  /** Key of the published row in its content table; null until first published. */
  public_id: string | null;
  /** JSON: the form's values */
  draft: string;
  /** Moves on every save: a save with an older version is a conflict. */
  version: number;
  /** draft | published | changed | unpublished */
  status: string;
  create_token: string | null;
  /** What the permission check needs of the item: its notice type, department or person. */
  scope: string;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
  published_at: string | null;
  /** JSON: what the last Unpublish took off the site, for its Undo; null on any later version. */
  taken_off: string | null;
}

export interface StudioRevisionsTable {
  id: Generated<number>;
  item_id: number;
  version: number;
  /** save, publish, unpublish, restore */
  action: string;
  /** JSON: the draft as saved */
  data: string;
  saved_by: string;
  saved_at: string;
}

/** A file uploaded in the studio, served at /uploads/studio/{name} by every copy. */
export interface StudioFilesTable {
  name: string;
  mime: string;
  size: number;
  data: Buffer;
  original_name: string;
  created_by: string;
  created_at: string;
}

/**
 * A studio file that a published row names (decision 075): the public site serves
 * /uploads/studio/{name} and its versions only while a row of this table names it. Written by
 * each publish for its item (entity, public_id), removed by its unpublish; '' and '' for a file
 * published before the table was kept (migration 012). An import clears it with the content.
 */
export interface StudioPublicFilesTable {
  /** 'studio/{sha256}.{ext}' */
  name: string;
  entity: string;
  public_id: string;
}

/** Who uploaded a studio file: they may see it in the studio before any item names it. */
export interface StudioFileUploadersTable {
  name: string;
  user_id: number;
}

export interface StudioUploadsTable {
  id: string;
  user_id: number;
  original_name: string;
  size: number;
  received: number;
  created_at: string;
  /** When its last part arrived (its start, before one has): how long it has stood idle. */
  touched_at: string;
}

/** A change of a studio item at a set time (decision 088): waiting while ran_at is null. */
export interface StudioSchedulesTable {
  id: Generated<number>;
  entity: string;
  /** studio_items.id */
  item_id: number;
  action: 'publish' | 'unpublish' | 'close';
  /** When, as a UTC instant (ISO). */
  due_at: string;
  /** studio_users.id of who scheduled it: the change is theirs, checked again when it runs. */
  scheduled_by: number;
  scheduled_at: string;
  /** When a copy of the studio took it (and ran it, in the same transaction); null: waiting. */
  ran_at: string | null;
  /** What came of it: 'done', or why it was not done. */
  outcome: string | null;
}

export interface StudioUploadPartsTable {
  upload_id: string;
  offset: number;
  data: Buffer;
}

export interface Database {
  departments: DepartmentsTable;
  notices: NoticesTable;
  employees: EmployeesTable;
  governing_body: GoverningBodyTable;
  committees: CommitteesTable;
  iqac_groups: IqacGroupsTable;
  iqac_subgroups: IqacSubgroupsTable;
  iqac_subsubgroups: IqacSubSubgroupsTable;
  iqac_files: IqacFilesTable;
  department_files: DepartmentFilesTable;
  alumni: AlumniTable;
  gallery_albums: GalleryAlbumsTable;
  important_files: ImportantFilesTable;
  holidays: HolidaysTable;
  images: ImagesTable;
  document_texts: DocumentTextsTable;
  settings: SettingsTable;
  site_texts: SiteTextsTable;
  studio_users: StudioUsersTable;
  studio_passwords: StudioPasswordsTable;
  studio_password_links: StudioPasswordLinksTable;
  studio_sessions: StudioSessionsTable;
  studio_throttle: StudioThrottleTable;
  studio_audit: StudioAuditTable;
  studio_items: StudioItemsTable;
  studio_revisions: StudioRevisionsTable;
  studio_files: StudioFilesTable;
  studio_public_files: StudioPublicFilesTable;
  studio_file_uploaders: StudioFileUploadersTable;
  studio_uploads: StudioUploadsTable;
  studio_upload_parts: StudioUploadPartsTable;
  studio_schedules: StudioSchedulesTable;
}

/** Every content table, in an order safe for deleting and inserting. */
export const CONTENT_TABLES = [
  'departments',
  'notices',
  'employees',
  'governing_body',
  'committees',
  'iqac_groups',
  'iqac_subgroups',
  'iqac_subsubgroups',
  'iqac_files',
  'department_files',
  'alumni',
  'gallery_albums',
  'important_files',
  'holidays',
  'images',
  'document_texts',
  'settings',
  'site_texts',
] as const satisfies readonly (keyof Database)[];

export type ContentTable = (typeof CONTENT_TABLES)[number];

/**
 * The studio's drafts and revisions name rows of the content tables by their keys, which an
 * import assigns afresh: an import clears them with the content (export first to keep them).
 * So does the list of the studio files published rows name: the imported rows name theirs on
 * the disk.
 */
export const STUDIO_DRAFT_TABLES = [
  'studio_revisions',
  'studio_items',
  'studio_public_files',
  'studio_schedules',
] as const satisfies readonly (keyof Database)[];
