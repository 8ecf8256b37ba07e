import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { storeFile } from '../../src/studio/content/files.ts';
import {
  getItem,
  listItems,
  publishItem,
  saveItem,
  unpublishItem,
} from '../../src/studio/content/items.repository.ts';
import type { Actor, Outcome } from '../../src/studio/content/items.ts';
import { scheduleItem } from '../../src/studio/schedule/schedule-item.ts';
import { useStudio } from '../helpers/studio.ts';
import { itemOf, rowCounts } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/**
 * The permission table as the content store enforces it, whatever screen or request asks: every
 * role × every entity the office publishes × every action. Written out here, not read from
 * src/studio/permissions.ts (tests/studio/permissions.test.ts checks that table on its own): the
 * office's work belongs to `admin` and `office`; every other role is refused with a 403, and
 * nothing in the database changes.
 */
const ROLES: Record<string, Partial<Actor>> = {
  admin: {},
  office: {},
  iqac: {},
  department: { dept_code: 'PHY' },
  faculty: { person_id: 1 },
};
const MAY_DO_THE_OFFICE_WORK = new Set(['admin', 'office']);
/** The IQAC's documents and NAAC tree (issue 26): the IQAC and the admin, nobody else. */
const MAY_DO_THE_IQAC_WORK = new Set(['admin', 'iqac']);
const IQAC_ENTITIES = new Set([
  'iqac_document',
  'naac_group',
  'naac_criterion',
  'naac_metric',
  'naac_file',
]);

/** One valid new item of each entity (singletons and texts: their published item). */
const ENTITIES: Record<string, { key: string | null; values: Record<string, unknown> }> = {
  notice: {
    key: null,
    values: { type: 'COLLEGE_TENDER', title: 'Matrix tender', date: TEST_TODAY, attachments: [] },
  },
  event: {
    key: null,
    values: { title: 'Matrix event', date: TEST_TODAY, description: '', attachments: [] },
  },
  holiday: {
    key: null,
    values: { title: 'Matrix holiday', start: TEST_TODAY, end: TEST_TODAY, attachments: [] },
  },
  admission: { key: 'padmission', values: { status: false, session: '2026-27', link: '' } },
  important_file: { key: null, values: { title: 'Matrix file', attachments: [] } },
  committee: {
    key: null,
    values: { code: 'MATRIX', name: 'Matrix Committee', members: [], minutes: [] },
  },
  gb_member: { key: null, values: { type: 'Member', name: 'Sri Matrix', email: '' } },
  office_staff: { key: null, values: { name: 'Sri Matrix Clerk', designation: 'Peon' } },
  college_text: { key: 'prti.home', values: { name: 'rti/home', title: 'RTI', body: '<p>x</p>' } },
  iqac_document: {
    key: null,
    values: { type: 'IQAC_SSR', title: 'Matrix SSR', date: TEST_TODAY, attachments: [] },
  },
  naac_group: { key: null, values: { name: 'Matrix group', types: 'QlM' } },
  naac_criterion: {
    key: null,
    values: { group: '1', type: 'QlM', criterion: 'Criterion X - Matrix' },
  },
  naac_metric: { key: null, values: { criterion: '<criterion>', sr_no: '9.9.1' } },
  naac_file: {
    key: null,
    values: { metric: '<metric>', sr_no: '91', title: 'Matrix file', attachments: ['<pdf>'] },
  },
};

/** The published places and an uploaded file the NAAC samples name, found in the demo. */
async function naacStandIns(db: Db): Promise<Record<string, unknown>> {
  const metric = await db
    .selectFrom('iqac_subsubgroups as m')
    .innerJoin('iqac_subgroups as c', 'c.id', 'm.subgroup_id')
    .select(['m.id', 'c.id as criterion', 'c.group_id', 'c.type'])
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  const criterion = `${metric.group_id}/${metric.type}/${metric.criterion}`;
  const bytes = await readFile(
    resolve(
      import.meta.dirname,
      '../../content/demo/files/iqac',
      'ssr-1-3-1-courses-addressing-crosscutting-issues.pdf',
    ),
  );
  const stored = await storeFile(db, { bytes, originalName: 'm.pdf', actor: actorOf('admin', 0) });
  if (!stored.ok) throw new Error('the sample file was refused');
  return {
    '<criterion>': criterion,
    '<metric>': `${criterion}/${metric.id}`,
    '<pdf>': stored.file.spec,
  };
}

/** The sample's values with the stand-ins in place; a new item's unique fields made unique. */
function valuesOf(sample: Record<string, unknown>, standIns: Record<string, unknown>, unique = '') {
  const values = Object.fromEntries(
    Object.entries(sample).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.map((v) => standIns[String(v)] ?? v)
        : (standIns[String(value)] ?? value),
    ]),
  );
  if (!unique) return values;
  return {
    ...values,
    code: `M_${unique.toUpperCase()}`,
    ...(values.sr_no ? { sr_no: `${String(values.sr_no)}-${unique}` } : {}),
  };
}

const actorOf = (role: string, i: number): Actor => ({
  id: 7000 + i,
  username: `matrix.${role}`,
  role,
  dept_code: null,
  person_id: null,
  address: '127.0.0.1',
  ...ROLES[role],
});

describe('the permission table, as the content store enforces it', () => {
  const t = useStudio({ readsPublicSite: false });

  /** Refused: a 403, and not one row written anywhere (the audit log included). */
  async function expectRefused(step: () => Promise<Outcome>) {
    const before = await rowCounts(t.db);
    const outcome = await step();
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.status).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
  }

  const roles = Object.keys(ROLES);
  for (const [entity, sample] of Object.entries(ENTITIES)) {
    it(`${entity}: read, create, update, publish, unpublish by each role`, async () => {
      const mayDo = IQAC_ENTITIES.has(entity) ? MAY_DO_THE_IQAC_WORK : MAY_DO_THE_OFFICE_WORK;
      const standIns = IQAC_ENTITIES.has(entity) ? await naacStandIns(t.db) : {};
      const values = valuesOf(sample.values, standIns);
      // An item made and published by a role that may, for the others to try to change.
      const office = actorOf(IQAC_ENTITIES.has(entity) ? 'iqac' : 'office', 0);
      const made = itemOf(
        await publishItem(t.db, {
          entity,
          key: sample.key,
          version: sample.key
            ? itemOf(await getItem(t.db, entity, sample.key, office, TEST_TODAY)).version
            : 0,
          createToken: sample.key ? null : `matrix-${entity}`,
          values,
          actor: office,
          today: TEST_TODAY,
        }),
      );
      for (const [i, role] of roles.entries()) {
        const actor = actorOf(role, i + 1);
        const allowed = mayDo.has(role);
        const current = async () =>
          itemOf(await getItem(t.db, entity, made.key, office, TEST_TODAY));
        const changed = {
          ...values,
          title: `${entity} by ${role}`,
          name: sample.values.name,
        };
        const steps: Record<string, () => Promise<Outcome>> = {
          read: () => getItem(t.db, entity, made.key, actor, TEST_TODAY),
          update: async () =>
            saveItem(
              t.db,
              { entity, key: made.key, version: (await current()).version, values: changed, actor },
              TEST_TODAY,
            ),
          publish: async () =>
            publishItem(t.db, {
              entity,
              key: made.key,
              version: (await current()).version,
              actor,
              today: TEST_TODAY,
            }),
        };
        if (!sample.key) {
          steps.create = () =>
            saveItem(
              t.db,
              {
                entity,
                key: null,
                version: 0,
                createToken: `matrix-${entity}-${role}`,
                values: valuesOf(sample.values, standIns, role),
                actor,
              },
              TEST_TODAY,
            );
        }
        for (const [action, step] of Object.entries(steps)) {
          if (allowed) {
            const outcome = await step();
            expect(outcome.ok, `${role} ${action} ${entity}: ${JSON.stringify(outcome)}`).toBe(
              true,
            );
          } else {
            await expectRefused(step);
          }
        }
        if (allowed) expect((await listItems(t.db, entity, actor)).ok).toBe(true);
        else expect((await listItems(t.db, entity, actor)).ok).toBe(false);
        if (!sample.key) {
          const unpublish = async () =>
            unpublishItem(t.db, {
              entity,
              key: made.key,
              version: (await current()).version,
              actor,
            });
          if (!allowed) await expectRefused(unpublish);
        }
      }
      // Last, the office unpublishes what it may: the item leaves the public tables.
      if (!sample.key) {
        const version = itemOf(await getItem(t.db, entity, made.key, office, TEST_TODAY)).version;
        const gone = itemOf(
          await unpublishItem(t.db, { entity, key: made.key, version, actor: office }),
        );
        expect(gone.status).toBe('unpublished');
      }
    });
  }
});

/**
 * The department's entities (decision 055): the admin and the head of the item's own
 * department may do each action; the head of another department, the office, IQAC and a
 * teacher are refused with a 403 and nothing written. Pages and faculty lists are one per
 * department: changed and published, never made or unpublished.
 */
const DEPARTMENT_ENTITIES: Record<string, { key: string | null; values: Record<string, unknown> }> =
  {
    department_page: { key: 'pPHY', values: {} },
    department_profile: { key: 'pPHY', values: {} },
    department_faculty: { key: 'pPHY', values: {} },
    department_notice: {
      key: null,
      values: { dept_code: 'PHY', type: 'DEPT_NOTICE', title: 'Matrix', date: TEST_TODAY },
    },
    department_file: {
      key: null,
      values: { dept_code: 'PHY', type: 'JOURNAL', title: 'Matrix', attachments: [] },
    },
    department_album: { key: null, values: { dept_code: 'PHY', caption: 'Matrix', photos: [] } },
    alumnus: { key: null, values: { dept_code: 'PHY', name: 'Matrix', batch: '2020-2023' } },
  };
const DEPT_ROLES: Record<string, Partial<Actor>> = {
  admin: {},
  head: { role: 'department', dept_code: 'PHY' },
  other_head: { role: 'department', dept_code: 'CHE' },
  office: {},
  iqac: {},
  faculty: { person_id: 1 },
};
const MAY_DO_PHYSICS_WORK = new Set(['admin', 'head']);

describe('the permission table for a department’s entities, as the content store enforces it', () => {
  const t = useStudio({ readsPublicSite: false });
  const actor = (name: string, i: number): Actor => ({
    id: 7100 + i,
    username: `matrix.${name}`,
    role: name,
    dept_code: null,
    person_id: null,
    address: '127.0.0.1',
    ...DEPT_ROLES[name],
  });
  const admin = actor('admin', 0);
  const current = async (entity: string, key: string) =>
    itemOf(await getItem(t.db, entity, key, admin, TEST_TODAY));

  for (const [entity, sample] of Object.entries(DEPARTMENT_ENTITIES)) {
    it(`${entity}: read, create, update, publish, unpublish by each role`, async () => {
      const made = sample.key
        ? await current(entity, sample.key)
        : itemOf(
            await publishItem(t.db, {
              entity,
              key: null,
              version: 0,
              createToken: `matrix-${entity}`,
              values: sample.values,
              actor: admin,
              today: TEST_TODAY,
            }),
          );
      const values = { ...made.values, ...sample.values };
      for (const [i, name] of Object.keys(DEPT_ROLES).entries()) {
        const who = actor(name, i + 1);
        const allowed = MAY_DO_PHYSICS_WORK.has(name);
        const steps: Record<string, () => Promise<Outcome>> = {
          read: () => getItem(t.db, entity, made.key, who, TEST_TODAY),
          update: async () =>
            saveItem(
              t.db,
              {
                entity,
                key: made.key,
                version: (await current(entity, made.key)).version,
                values: { ...values, title: `${entity} by ${name}`, caption: `By ${name}` },
                actor: who,
              },
              TEST_TODAY,
            ),
          publish: async () =>
            publishItem(t.db, {
              entity,
              key: made.key,
              version: (await current(entity, made.key)).version,
              actor: who,
              today: TEST_TODAY,
            }),
        };
        if (!sample.key) {
          steps.create = () =>
            saveItem(
              t.db,
              {
                entity,
                key: null,
                version: 0,
                createToken: `matrix-${entity}-${name}`,
                values: sample.values,
                actor: who,
              },
              TEST_TODAY,
            );
        }
        for (const [action, step] of Object.entries(steps)) {
          if (allowed) {
            const outcome = await step();
            expect(outcome.ok, `${name} ${action} ${entity}: ${JSON.stringify(outcome)}`).toBe(
              true,
            );
          } else {
            const before = await rowCounts(t.db);
            const outcome = await step();
            expect(outcome.ok, `${name} ${action} ${entity}`).toBe(false);
            if (!outcome.ok) expect(outcome.status, `${name} ${action} ${entity}`).toBe(403);
            expect(await rowCounts(t.db)).toEqual(before);
          }
        }
        const list = await listItems(t.db, entity, who);
        const now = (await current(entity, made.key)).key;
        const seen = list.ok && list.items.some((item) => item.key === now);
        expect(seen, `${name} lists ${entity}`).toBe(allowed);
        if (!sample.key && !allowed) {
          const before = await rowCounts(t.db);
          const version = (await current(entity, made.key)).version;
          const outcome = await unpublishItem(t.db, { entity, key: made.key, version, actor: who });
          expect(outcome.ok === false && outcome.status).toBe(403);
          expect(await rowCounts(t.db)).toEqual(before);
        }
      }
      if (!sample.key) {
        const head = actor('head', 9);
        const version = (await current(entity, made.key)).version;
        const gone = itemOf(
          await unpublishItem(t.db, { entity, key: made.key, version, actor: head }),
        );
        expect(gone.status).toBe('unpublished');
      }
    });
  }
});

/**
 * The schedule's changes (decision 088) by each role, as the store enforces them: a Publish at,
 * the until of the entity (an Unpublish at, or the admission's Close at) and a Cancel schedule.
 * Whoever may publish the item may schedule it (src/studio/permissions.ts, canSchedule); every
 * other role is refused with a 403, and nothing is written: no row of any table, no change to the
 * item's draft or version, and the schedule that waited still waits.
 */
const SCHEDULED: Record<
  string,
  { key: string | null; values: Record<string, unknown>; may: ReadonlySet<string> }
> = {
  notice: { ...ENTITIES.notice!, may: MAY_DO_THE_OFFICE_WORK },
  holiday: { ...ENTITIES.holiday!, may: MAY_DO_THE_OFFICE_WORK },
  admission: { ...ENTITIES.admission!, may: MAY_DO_THE_OFFICE_WORK },
  iqac_document: { ...ENTITIES.iqac_document!, may: MAY_DO_THE_IQAC_WORK },
  department_notice: { ...DEPARTMENT_ENTITIES.department_notice!, may: MAY_DO_PHYSICS_WORK },
};
/** The injected clock, and times still to come by it, in the college's zone. */
const ZONE = 'Asia/Kolkata';
const NOW = new Date('2030-11-30T04:00:00.000Z');
const PUBLISH_AT = '2030-12-01 10:00';
const UNTIL_AT = '2030-12-02 10:00';

describe('the schedule’s changes by each role, as the content store enforces them', () => {
  const t = useStudio({ readsPublicSite: false });
  const actor = (name: string, i: number): Actor => ({
    id: 7200 + i,
    username: `matrix.${name}`,
    role: name === 'head' || name === 'other_head' ? 'department' : name,
    dept_code: null,
    person_id: null,
    address: '127.0.0.1',
    ...DEPT_ROLES[name],
  });
  const admin = actor('admin', 0);

  /** The item's waiting changes, and its studio row as stored: what a refusal must not touch. */
  const standing = async (key: string) => ({
    waiting: await t.db
      .selectFrom('studio_schedules')
      .select(['action', 'due_at', 'scheduled_by'])
      .where('item_id', '=', Number(key.slice(1)))
      .where('ran_at', 'is', null)
      .orderBy('action')
      .execute(),
    item: await t.db
      .selectFrom('studio_items')
      .select(['version', 'draft', 'status'])
      .where('id', '=', Number(key.slice(1)))
      .executeTakeFirstOrThrow(),
  });

  for (const [entity, sample] of Object.entries(SCHEDULED)) {
    const until = entity === 'admission' ? 'close' : 'unpublish';
    it(`${entity}: publish at, ${until} at, cancel a schedule by each role`, async () => {
      const opened = sample.key
        ? itemOf(await getItem(t.db, entity, sample.key, admin, TEST_TODAY))
        : undefined;
      // The item on the public site, so that an Unpublish at has something to take off.
      const made = itemOf(
        await publishItem(t.db, {
          entity,
          key: sample.key,
          version: opened?.version ?? 0,
          createToken: sample.key ? null : `schedule-matrix-${entity}`,
          values: opened ? { ...opened.values, ...sample.values } : sample.values,
          actor: admin,
          today: TEST_TODAY,
        }),
      );
      const key = made.key;
      const schedule = async (who: Actor, publishAt: string, untilAt: string) => {
        const current = itemOf(await getItem(t.db, entity, key, admin, TEST_TODAY));
        return scheduleItem(t.db, {
          ...{ entity, key, version: current.version, createToken: null },
          ...{ values: current.values, actor: who, publishAt, untilAt },
          ...{ timeZone: ZONE, now: NOW },
        });
      };
      for (const [i, name] of Object.keys(DEPT_ROLES).entries()) {
        const who = actor(name, i + 1);
        const allowed = sample.may.has(name);
        const changes = {
          publish_at: () => schedule(who, PUBLISH_AT, ''),
          [`${until}_at`]: () => schedule(who, '', UNTIL_AT),
          cancel_schedule: () => schedule(who, '', ''),
        };
        /** What waits after each change done: the publish; the until (it replaces); nothing. */
        const after: Record<string, string[]> = {
          publish_at: ['publish'],
          [`${until}_at`]: [until],
          cancel_schedule: [],
        };
        for (const [change, step] of Object.entries(changes)) {
          if (allowed) {
            const outcome = await step();
            expect(outcome.ok, `${name} ${change} ${entity}: ${JSON.stringify(outcome)}`).toBe(
              true,
            );
            const { waiting } = await standing(key);
            expect(waiting.map((row) => row.action)).toEqual(after[change]);
            expect(waiting.every((row) => row.scheduled_by === who.id)).toBe(true);
          } else {
            // A change of someone who may waits, for a refused Cancel to leave standing.
            itemOf(await schedule(admin, PUBLISH_AT, ''));
            const before = { counts: await rowCounts(t.db), ...(await standing(key)) };
            const outcome = await step();
            expect(outcome.ok, `${name} ${change} ${entity}`).toBe(false);
            if (!outcome.ok) expect(outcome.status, `${name} ${change} ${entity}`).toBe(403);
            expect({ counts: await rowCounts(t.db), ...(await standing(key)) }).toEqual(before);
          }
        }
      }
    });
  }
});
