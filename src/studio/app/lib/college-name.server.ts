import { findSetting } from '../../../services/college.repository.ts';
import type { Db } from '../../../db/database.ts';
import { COLLEGE_KEY } from '../../../entities/college.ts';

/** The college's name from its imported settings, or '' when there is none yet. */
export async function collegeName(db: Db): Promise<string> {
  const row = await findSetting(db, COLLEGE_KEY);
  if (!row) return '';
  try {
    const { name } = JSON.parse(row.value) as { name?: unknown };
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}
