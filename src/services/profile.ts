import { FacultyProfile } from '../contract/schemas/profile.ts';
import { answerOf, assameseOf, attachmentsOf, fromJson } from './answers.ts';
import type { EmployeesTable } from '../db/schema.ts';
import { PERSON_LIVE } from '../entities/employees.ts';
import { PROFILE_DOCUMENTS } from '../entities/profile.ts';

type StoredProfile = Omit<
  FacultyProfile,
  | 'id'
  | 'name'
  | 'designation'
  | 'designation_as'
  | 'email'
  | 'phone'
  | 'mobile'
  | 'dp'
  | 'dpurl'
  | 'dept_name'
  | 'dept_code'
  | 'liveNow'
>;

/** The faculty profile answer: the list columns plus the stored profile sections. */
export function profileAnswer(
  row: EmployeesTable & { dept_name?: string | null },
  uploadsUrl: string,
): FacultyProfile {
  const stored = fromJson<Partial<StoredProfile>>(row.profile, {});
  const dp = attachmentsOf(row.dp, uploadsUrl);
  // The stored sections are what the content and the studio gave, without the contract's
  // defaults (empty lists, empty texts, nested rows): its schema fills them, here only. A
  // profile stored whole when it is written would spare this parse (issue 35, point 4).
  return FacultyProfile.parse({
    ...(stored as StoredProfile),
    id: row.id,
    name: row.name,
    designation: row.designation,
    ...assameseOf({ designation_as: row.designation_as }),
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    dp,
    dpurl: dp.map((photo) => photo.url ?? ''),
    // The CV, a list of one with its address, and whether live, as described (decision 120).
    ...answerOf(PROFILE_DOCUMENTS, stored, uploadsUrl),
    dept_name: row.dept_name ?? '',
    dept_code: row.home_dept_code,
    ...answerOf([PERSON_LIVE], row, uploadsUrl),
    qr_list: stored.qr_list ?? [],
  });
}

/** The area of research kept in a stored profile ('' when there is none). */
export function areaOfResearch(profile: string): string {
  const stored = fromJson<Partial<StoredProfile>>(profile, {});
  return typeof stored.area_of_research === 'string' ? stored.area_of_research : '';
}
