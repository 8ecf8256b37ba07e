import { PROJECT_COST_UNIT } from '../../../contract/constants.ts';
import type { FileRef } from '../../../contract/schemas/common.ts';
import type { FacultyProfile } from '../../../contract/schemas/profile.ts';
import type { Texts } from '../../i18n/intl.ts';
import { fileLabel } from '../file-label.server.ts';
import { fileHref } from '../files.server.ts';
import type { ResponsiveImage } from '../images.ts';
import { cleanOrNull } from '../sanitize.server.ts';
import { dateIn } from '../content-numbers.ts';
import { textIn } from '../../components/content-text.tsx';
import {
  ACHIEVEMENTS,
  AWARDS,
  COLLEGE_ACTIVITIES,
  DEGREES,
  GUIDESHIPS,
  PUBLICATIONS,
  RESEARCH_PROJECTS,
  SEMINARS,
  SOCIAL_ACTIVITIES,
  WORKSHOPS,
  type Row,
  type TableSpec,
} from '../../../site-map/profile-tables.ts';
import { newestFirst } from '../../../site-map/row-order.ts';

type RawRow = Record<string, unknown> & { file?: FileRef };

/**
 * Rows as the tables show them: text cells, the file as its address (SPEC §5's rule) with its
 * type and size (fileLabel, in `texts`' language), a project's fund in Lakh, and the project
 * status as given.
 */
export function presentRows(rows: readonly object[], uploadsUrl: string, texts: Texts): Row[] {
  return rows.map((raw) => {
    const row: Row = {};
    for (const [key, value] of Object.entries(raw as RawRow)) {
      if (key === 'file') {
        const ref = value as FileRef | undefined;
        const href = fileHref(ref, uploadsUrl);
        if (ref && href) {
          row.file = href;
          row.fileLabel = fileLabel(ref, texts);
        }
      } else if (typeof value === 'string' || typeof value === 'number') {
        const text = String(value).trim();
        if (text) row[key] = key === 'fund' ? `${text} ${PROJECT_COST_UNIT}` : text;
      }
    }
    return row;
  });
}

const LINK_LABELS = [
  ['facebook_link', 'Facebook'],
  ['linkedin_link', 'LinkedIn'],
  ['google_scholar', 'Google Scholars'],
  ['wiki_link', 'Wikipedia'],
  ['orchid_link', 'Orcid'],
] as const;

/** Only web addresses become links; anything else in a link field is left out. */
const isWebAddress = (value: string | undefined): value is string =>
  Boolean(value && /^https?:\/\//i.test(value));

/**
 * The faculty profile as its page shows it: missing fields left out, HTML cleaned, the photo
 * in the sizes the backend has (`images`, from loadImagesByAddress).
 */
export function presentProfile(
  profile: FacultyProfile,
  uploadsUrl: string,
  texts: Texts,
  images: (address: string) => ResponsiveImage = (src) => ({ src }),
) {
  const photo = profile.dpurl.find(Boolean);
  // Each table newest first by its date, as the studio lists it (decision 091).
  const rows = (list: readonly object[], spec: TableSpec) =>
    presentRows(newestFirst(list, spec), uploadsUrl, texts);
  const facts = [
    ['Designation', textIn(texts.language, profile.designation, profile.designation_as)],
    ['Email', profile.email],
    ['Phone', profile.phone],
    ['Mobile', profile.mobile],
    ['Experience', profile.experience],
    ['Date of Joining', dateIn(texts, profile.date_of_joining)],
    ['Area of Research', profile.area_of_research],
  ]
    .filter(([, value]) => Boolean(value?.trim()))
    .map(([label, value]) => ({ label: label!, value: value! }));
  return {
    id: profile.id,
    name: profile.name,
    designation: profile.designation,
    designationAs: profile.designation_as ?? '',
    deptCode: profile.dept_code,
    deptName: profile.dept_name,
    photo: photo ? images(photo) : null,
    photoAlt: profile.dp[0]?.alt?.trim() || `Photo of ${profile.name}`,
    facts,
    about: cleanOrNull(profile.about, uploadsUrl),
    address: cleanOrNull(profile.address, uploadsUrl),
    permanentAddress: cleanOrNull(profile.permanent_address, uploadsUrl),
    contact: cleanOrNull(profile.contact, uploadsUrl),
    links: LINK_LABELS.flatMap(([key, label]) => {
      const href = profile.others[key];
      return isWebAddress(href) ? [{ label, href }] : [];
    }),
    degrees: Object.fromEntries(
      DEGREES.map((spec) => [spec.key, rows(profile.degrees[spec.key], spec)]),
    ) as Record<(typeof DEGREES)[number]['key'], Row[]>,
    seminars: rows(profile.seminars, SEMINARS),
    projects: rows(profile.research_projects, RESEARCH_PROJECTS),
    guideships: rows(profile.guideships, GUIDESHIPS),
    publications: Object.fromEntries(
      PUBLICATIONS.map((spec) => [spec.key, rows(profile[spec.key], spec)]),
    ) as Record<(typeof PUBLICATIONS)[number]['key'], Row[]>,
    workshops: rows(profile.workshops, WORKSHOPS),
    collegeActivities: rows(profile.college_activities, COLLEGE_ACTIVITIES),
    socialActivities: rows(profile.social_activities, SOCIAL_ACTIVITIES),
    achievements: rows(profile.achievements, ACHIEVEMENTS),
    awards: rows(profile.awards, AWARDS),
  };
}
export type ProfileView = ReturnType<typeof presentProfile>;
