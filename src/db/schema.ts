/**
 * Table types. JSON columns hold text (dialect-neutral): attachments, members, profile data.
 * Dates are ISO text YYYY-MM-DD, which sorts and compares correctly in SQLite and PostgreSQL.
 */
export interface DepartmentsTable {
  dept_code: string;
  sort_order: number;
  dept_name: string;
  dept_name_as: string;
  stream: string;
  /** JSON Attachment or null */
  banner: string | null;
  department_about: string;
  vision: string;
  courses: string;
  contact_details: string;
  online_classes: string;
  activity: string;
  gallery: string;
  /** JSON [{title, description}] */
  facilities: string;
  estd: number | null;
  examination_system: string;
  /** JSON DepartmentProfile */
  profile: string;
}

export interface NoticesTable {
  id: number;
  type: string;
  dept_code: string;
  title: string;
  description: string;
  date: string;
  link: string | null;
  is_new: number;
  /** JSON Attachment[] */
  upload_info: string;
  /** JSON Attachment (with its alt text): the event's photograph, or null. */
  photo: string | null;
}

export interface EmployeesTable {
  id: number;
  /** The list the person appears in: a department, TNC (office staff) or OFF (principal). */
  dept_code: string;
  type: string;
  sort_order: number;
  name: string;
  designation: string;
  email: string;
  phone: string;
  mobile: string;
  /** JSON Attachment[] */
  dp: string;
  live_now: number;
  /** The department whose pages hold the profile. */
  home_dept_code: string;
  /** JSON: the profile sections (research data, degrees, activities, quarterly reports …) */
  profile: string;
}

export interface GoverningBodyTable {
  id: number;
  type: string;
  name: string;
  phone: string;
  email: string;
}

export interface CommitteesTable {
  code: string;
  sort_order: number;
  name: string;
  /** JSON [{member_name, member_designation}] */
  members: string;
  objectives: string;
  tasks: string;
  /** JSON Attachment[] */
  minutes: string;
}

export interface IqacGroupsTable {
  id: number;
  name: string;
  /** JSON string[] */
  types: string;
}

export interface IqacSubgroupsTable {
  id: number;
  group_id: number;
  type: string;
  criterion: string;
  metric_question: string;
}

export interface IqacSubSubgroupsTable {
  id: number;
  subgroup_id: number;
  sr_no: string;
  metric_question: string;
}

export interface IqacFilesTable {
  id: number;
  subsubgroup_id: number;
  sr_no: string;
  title: string;
  upload_info: string;
}

export interface DepartmentFilesTable {
  id: number;
  dept_code: string;
  type: string;
  title: string;
  description: string;
  date: string | null;
  upload_info: string;
}

export interface AlumniTable {
  id: number;
  dept_code: string;
  name: string;
  batch: string;
  current_profession: string;
  qualification: string;
  email: string;
  phone: string;
}

export interface GalleryAlbumsTable {
  id: number;
  dept_code: string;
  type: string;
  caption: string;
  upload_info: string;
}

export interface ImportantFilesTable {
  id: number;
  title: string;
  description: string;
  upload_info: string;
}

export interface HolidaysTable {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  description: string;
  upload_info: string;
}

/** A raster image of the content folder and its phone-sized WebP versions (decision 019). */
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

/** A text of the college's own (texts/{name}.md): body as HTML. */
export interface SiteTextsTable {
  name: string;
  title: string | null;
  body: string;
  /** YYYY-MM-DD, or null when the text does not say. */
  updated: string | null;
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
  settings: SettingsTable;
  site_texts: SiteTextsTable;
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
  'settings',
  'site_texts',
] as const satisfies readonly (keyof Database)[];
