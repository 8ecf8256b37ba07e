import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { Actor, Outcome } from '../../src/studio/content/items.ts';
import {
  getItem,
  listItems,
  listRevisions,
  previewOf,
  publishItem,
  saveItem,
  unpublishItem,
} from '../../src/studio/content/items.repository.ts';
import { askToGoLive } from '../../src/studio/content/profile/live-request.ts';
import { profileKey } from '../../src/studio/content/profile/profile-edits.ts';
import { useStudio } from '../helpers/studio.ts';
import { rowCounts } from '../helpers/studio-content.ts';
import { twoTeachers } from '../helpers/teachers.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/**
 * The permission matrix of part 1, extended to the faculty profile and its new action (asking
 * to go live), as the content store enforces it whatever screen or request asks: every role ×
 * every action × a teacher's own profile and another's. Written out by hand: r read, u update
 * (a save, and asking to go live), p publish, d unpublish, c create. A refusal is a 403 (400
 * where nobody may: a profile is not made or unpublished here) and changes nothing.
 */
type Whose = 'own' | 'other';
const EXPECTED: Record<string, Record<Whose, string>> = {
  admin: { own: 'rup', other: 'rup' },
  office: { own: '', other: '' },
  iqac: { own: '', other: '' },
  // The head of the teacher's department: reads, and publishes (part 1's line), never edits.
  department: { own: 'rp', other: '' },
  faculty: { own: 'rup', other: '' },
};

describe('the profile permissions, as the content store enforces them', () => {
  const t = useStudio({ readsPublicSite: false });

  async function unchanged(db: Db, step: () => Promise<{ ok: boolean; status?: number }>) {
    const before = await rowCounts(db);
    const employees = await db.selectFrom('employees').selectAll().execute();
    const outcome = await step();
    expect(await rowCounts(db)).toEqual(before);
    expect(await db.selectFrom('employees').selectAll().execute()).toEqual(employees);
    return outcome;
  }

  it('gives each role what the table says, on its own profile and on another’s', async () => {
    const { me, other, actor: teacher } = await twoTeachers(t.db);
    const actors: Record<string, Actor> = {
      admin: { ...teacher, id: 8201, role: 'admin', person_id: null },
      office: { ...teacher, id: 8202, role: 'office', person_id: null },
      iqac: { ...teacher, id: 8203, role: 'iqac', person_id: null },
      department: {
        ...teacher,
        id: 8204,
        role: 'department',
        person_id: null,
        dept_code: me.home_dept_code,
      },
      faculty: teacher,
    };
    for (const [role, actor] of Object.entries(actors)) {
      for (const whose of ['own', 'other'] as const) {
        const person = whose === 'own' ? me : other;
        const key = profileKey(person.id);
        const letters = EXPECTED[role]![whose];
        const version = async () => {
          const item = await getItem(t.db, 'profile', key, actors.admin!, TEST_TODAY);
          return item.ok ? item.item.version : 0;
        };
        const values = async () => {
          const item = await getItem(t.db, 'profile', key, actors.admin!, TEST_TODAY);
          if (!item.ok) throw new Error('no profile');
          return { ...item.item.values, designation: `Associate Professor (${role})` };
        };
        const steps: Record<string, () => Promise<Outcome | { ok: boolean; status?: number }>> = {
          r: () => getItem(t.db, 'profile', key, actor, TEST_TODAY),
          u: async () =>
            saveItem(
              t.db,
              { entity: 'profile', key, version: await version(), values: await values(), actor },
              TEST_TODAY,
            ),
          p: async () =>
            publishItem(t.db, {
              entity: 'profile',
              key,
              version: await version(),
              actor,
              today: TEST_TODAY,
            }),
        };
        for (const [letter, step] of Object.entries(steps)) {
          const what = `${role} ${letter} ${whose}`;
          if (letters.includes(letter)) {
            const outcome = await step();
            // A publish with nothing saved since is refused as such (400), not for who asks.
            if (!outcome.ok) expect(outcome.status, what).toBe(400);
            else expect(outcome.ok, what).toBe(true);
          } else {
            const outcome = await unchanged(t.db, step);
            expect(outcome.ok, what).toBe(false);
            expect(outcome.status, what).toBe(403);
          }
        }
        // The revisions and the preview: only what the actor may read.
        const revisions = await listRevisions(t.db, 'profile', key, actor);
        expect(revisions.ok, `${role} revisions ${whose}`).toBe(letters.includes('r'));
        const preview = await previewOf(t.db, 'profile', key, actor, undefined, {
          today: TEST_TODAY,
        });
        expect(preview.ok, `${role} preview ${whose}`).toBe(letters.includes('r'));
        // Nobody unpublishes a profile or makes one here.
        const unpublish = await unchanged(t.db, async () =>
          unpublishItem(t.db, { entity: 'profile', key, version: await version(), actor }),
        );
        expect(unpublish.ok).toBe(false);
        expect([400, 403]).toContain(unpublish.status);
        // Asking to go live needs the right to change the profile: the teacher's own.
        const ask = await unchanged(t.db, async () => {
          // A live profile has nothing to ask: 400 for whoever may, 403 for the rest.
          return askToGoLive(t.db, actor, person.id);
        });
        expect(ask.ok).toBe(false);
        expect(ask.status, `${role} ask ${whose}`).toBe(letters.includes('u') ? 400 : 403);
      }
    }
  });

  it('lists a teacher’s own profile only, and a head’s department’s', async () => {
    const { me, actor } = await twoTeachers(t.db);
    const listed = await listItems(t.db, 'profile', actor);
    if (!listed.ok) return expect.fail('refused');
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]!.title).toBe(me.name);
    const head = { ...actor, role: 'department', person_id: null, dept_code: me.home_dept_code };
    const theirs = await listItems(t.db, 'profile', head);
    const people = await t.db
      .selectFrom('employees')
      .select('id')
      .where('type', '=', 'FACULTY')
      .where('home_dept_code', '=', me.home_dept_code)
      .execute();
    expect(theirs.ok && theirs.items.length).toBe(people.length);
  });

  it('refuses a new profile made in the studio, for everyone', async () => {
    const { actor } = await twoTeachers(t.db);
    const admin = { ...actor, role: 'admin', person_id: null };
    const outcome = await unchanged(t.db, () =>
      saveItem(
        t.db,
        { entity: 'profile', key: null, version: 0, values: { name: 'Dr. New' }, actor: admin },
        TEST_TODAY,
      ),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.status).toBe(400);
  });
});
