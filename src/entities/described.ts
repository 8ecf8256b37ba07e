import { ADMISSION_FIELDS } from './admission.ts';
import { ALUMNUS_FIELDS } from './alumni.ts';
import { COLLEGE_FIELDS } from './college.ts';
import { COMMITTEE_FIELDS } from './committees.ts';
import { DEPARTMENT_FILE_FIELDS } from './department-files.ts';
import { DEPARTMENT_FIELDS } from './departments.ts';
import { EMPLOYEE_FIELDS } from './employees.ts';
import type { Field } from './field.ts';
import { GALLERY_ALBUM_FIELDS } from './gallery-albums.ts';
import { GOVERNING_BODY_FIELDS } from './governing-body.ts';
import { HOLIDAY_FIELDS } from './holidays.ts';
import { IMPORTANT_FILE_FIELDS } from './important-files.ts';
import {
  NAAC_CRITERION_FIELDS,
  NAAC_FILE_FIELDS,
  NAAC_GROUP_FIELDS,
  NAAC_METRIC_FIELDS,
} from './naac.ts';
import { NOTICE_FIELDS } from './notices.ts';
import { SITE_TEXT_FIELDS } from './site-texts.ts';

/** Every table described once (decision 082), by its name: what the agreement test walks. */
export const DESCRIBED_TABLES = {
  notices: NOTICE_FIELDS,
  holidays: HOLIDAY_FIELDS,
  employees: EMPLOYEE_FIELDS,
  governing_body: GOVERNING_BODY_FIELDS,
  alumni: ALUMNUS_FIELDS,
  departments: DEPARTMENT_FIELDS,
  committees: COMMITTEE_FIELDS,
  department_files: DEPARTMENT_FILE_FIELDS,
  gallery_albums: GALLERY_ALBUM_FIELDS,
  important_files: IMPORTANT_FILE_FIELDS,
  iqac_groups: NAAC_GROUP_FIELDS,
  iqac_subgroups: NAAC_CRITERION_FIELDS,
  iqac_subsubgroups: NAAC_METRIC_FIELDS,
  iqac_files: NAAC_FILE_FIELDS,
  site_texts: SITE_TEXT_FIELDS,
} as const satisfies Record<string, readonly Field[]>;

/**
 * Every settings row described once (decision 113), by its key: fields of its JSON value, each
 * stored under its column; the agreement test walks them as it walks the tables.
 */
export const DESCRIBED_SETTINGS = {
  admission: ADMISSION_FIELDS,
  college: COLLEGE_FIELDS,
} as const satisfies Record<string, readonly Field[]>;
