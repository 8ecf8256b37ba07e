import { describe, expect, it } from 'vitest';
import { isQuarterInWindow } from '../../src/contract/constants.ts';
import { personRow } from '../../src/content/to-rows.ts';
import { profileSchema } from '../../src/studio/content/profile/profile-schema.ts';
import { personOf, profileSnapshot } from '../../src/studio/content/profile/profile-rows.ts';
import { useStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

type Report = { quarter: string; courses_covered: unknown[]; student_activities: unknown[] };

/** Every quarter a row of the profile names. */
function rowQuarters(profile: Record<string, unknown>): string[] {
  return Object.values(profile).flatMap((rows) =>
    Array.isArray(rows)
      ? rows.flatMap((row: { quarter?: unknown }) =>
          typeof row?.quarter === 'string' ? [row.quarter] : [],
        )
      : [],
  );
}

/**
 * The studio writes a profile's public row exactly as the importer does: every imported
 * teacher, read into the studio's form, checked by its schema and written back, gives the row
 * the importer wrote (photo, contact columns and the profile's JSON), but for one thing: a
 * quarter of the site's window that a row names gets its (empty) quarterly report, so that the
 * report of that quarter exists (decision 054).
 */
describe('a profile read into the studio and written back', () => {
  const t = useStudio({ readsPublicSite: false });

  it('is the row the importer wrote, for every teacher of the demo', async () => {
    const rows = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('type', '=', 'FACULTY')
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    const year = Number(TEST_TODAY.slice(0, 4));
    for (const row of rows) {
      const snapshot = profileSnapshot(row);
      const parsed = profileSchema.safeParse(snapshot.values);
      expect(parsed.error?.issues ?? [], `person ${row.id}`).toEqual([]);
      const person = personOf(
        row.id,
        { values: parsed.data!, files: snapshot.files } as never,
        row.live_now === 1,
        TEST_TODAY,
      );
      const written = personRow(
        person,
        row.dept_code,
        row.type,
        row.home_dept_code,
        row.sort_order,
      );
      const imported = JSON.parse(row.profile) as Record<string, unknown> & { qr_list: Report[] };
      const had = new Set(imported.qr_list.map((r) => r.quarter));
      const added = [...new Set(rowQuarters(imported))]
        .filter((q) => !had.has(q) && isQuarterInWindow(q, year))
        .map((quarter) => ({ quarter, courses_covered: [], student_activities: [] }));
      const expected = {
        ...imported,
        qr_list: [...imported.qr_list, ...added].sort((a, b) => b.quarter.localeCompare(a.quarter)),
      };
      expect(JSON.parse(written.profile), `person ${row.id}`).toEqual(expected);
      expect({ ...written, profile: '' }).toEqual({ ...row, profile: '' });
    }
  });
});
