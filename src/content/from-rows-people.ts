import type { Selectable } from 'kysely';
import type { Attachment, FileRef } from '../contract/schemas/common.ts';
import type { FacultyProfile } from '../contract/schemas/profile.ts';
import type { EmployeesTable } from '../db/schema.ts';
import { EMPLOYEE_FIELDS } from '../entities/employees.ts';
import { PROFILE_DOCUMENTS, PROFILE_FIELDS, PROFILE_LINKS } from '../entities/profile.ts';
import {
  OWN_SECTIONS,
  REPORT_SECTIONS,
  type ProfileSection,
} from '../entities/profile-sections.ts';
import { entryOf } from './described.ts';
import { parseJson, rowsWithFiles, type ExportContext } from './export-values.ts';

type Employee = Selectable<EmployeesTable>;

/** The profile as the importer stores it (to-rows.ts): the person file's sections, renamed. */
type StoredProfile = Partial<
  Omit<FacultyProfile, 'cv' | 'others' | 'qr_list'> & {
    cv: Attachment[];
    others: Record<string, string>;
    qr_list: FacultyProfile['qr_list'];
  }
>;

/** A section's stored rows as the folder writes them: their files named as in the folder. */
const sectionRows = <T extends { file?: FileRef }>(
  section: ProfileSection,
  rows: readonly T[] = [],
) => (section.file ? rowsWithFiles(rows) : rows);

/** One person of administration/ or a department's faculty/, as the importer reads it. */
export function personFile(ctx: ExportContext, row: Employee, where: string) {
  const profile = parseJson<StoredProfile>(ctx, row.profile, {}, `${where} (profile)`);
  return withoutEmpty({
    id: row.id,
    ...entryOf(EMPLOYEE_FIELDS, row, ctx, where, row.name),
    ...entryOf(PROFILE_FIELDS, profile, ctx, where, ''),
    ...entryOf(PROFILE_DOCUMENTS, profile, ctx, where, ''),
    links: withoutEmpty(entryOf(PROFILE_LINKS, profile.others ?? {}, ctx, where, '')),
    degrees: profile.degrees && withoutEmpty(profile.degrees),
    ...Object.fromEntries(
      OWN_SECTIONS.map((section) => [section.name, sectionRows(section, profile[section.name])]),
    ),
    quarterly_reports: (profile.qr_list ?? []).map((report) => ({
      quarter: report.quarter,
      // The importer stamps each row with its report's quarter; only a different one is written.
      ...Object.fromEntries(
        REPORT_SECTIONS.map((section) => [
          section.name,
          sectionRows(section, report[section.name]).map(unstamp(report.quarter)),
        ]),
      ),
    })),
  });
}

const unstamp =
  (quarter: string) =>
  <T extends { quarter?: string }>({ quarter: own, ...rest }: T) =>
    own === undefined || own === quarter ? rest : { ...rest, quarter: own };

/** Leaves out empty tables (and a degrees section with none), as a hand-written file would. */
function withoutEmpty<T extends object>(value: T): Partial<T> | undefined {
  const kept = Object.entries(value).filter(
    ([, inner]) => inner !== undefined && !(Array.isArray(inner) && inner.length === 0),
  );
  return kept.length ? (Object.fromEntries(kept) as Partial<T>) : undefined;
}
