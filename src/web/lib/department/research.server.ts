import { isQuarterInWindow } from '../../../contract/constants.ts';
import type { FacultyProfile } from '../../../contract/schemas/profile.ts';
import type { Texts } from '../../i18n/intl.ts';
import { presentRows } from './profile.server.ts';
import {
  RESEARCH_CATEGORIES,
  type ResearchCategoryKey,
  type Row,
} from '../../../site-map/profile-tables.ts';
import { newestFirst } from '../../../site-map/row-order.ts';

export interface FacultyResearchView {
  id: number;
  name: string;
  designation: string;
  /** The designation in Assamese, '' when the content gives none. */
  designationAs: string;
  categories: { key: ResearchCategoryKey; rows: Row[] }[];
}

/**
 * Per-faculty research of a department (POST /employeeprofilewithdeptcode): projects and
 * publications whose quarter lies between 2017-1st and {current year}-4th (SPEC §5). Entries
 * without a quarter, and faculty left with nothing, are not shown; each list newest first by
 * its date (decision 091).
 */
export function presentResearch(
  profiles: readonly FacultyProfile[],
  currentYear: number,
  uploadsUrl: string,
  texts: Texts,
): FacultyResearchView[] {
  return profiles
    .map((profile) => ({
      id: profile.id,
      name: profile.name,
      designation: profile.designation,
      designationAs: profile.designation_as ?? '',
      categories: RESEARCH_CATEGORIES.map((spec) => ({
        key: spec.key,
        rows: presentRows(
          newestFirst(
            (profile[spec.key] as readonly { quarter?: string }[]).filter((entry) =>
              isQuarterInWindow(entry.quarter, currentYear),
            ),
            spec,
          ),
          uploadsUrl,
          texts,
        ),
      })).filter((category) => category.rows.length > 0),
    }))
    .filter((faculty) => faculty.categories.length > 0);
}
