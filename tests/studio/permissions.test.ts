import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ENTITIES,
  ROLES,
  SCHEDULE_CHANGES,
  can,
  canSchedule,
  type Action,
  type Actor,
  type Entity,
} from '../../src/studio/permissions.ts';

/**
 * The permission table written out by hand, from the roles as the studio's brief gives them
 * (not read from the code): per role, per entity, the actions allowed as letters —
 * r read, c create, u update, p publish, d delete. What is missing is refused.
 */
const EXPECTED: Record<string, Partial<Record<string, string>>> = {
  admin: {
    notice: 'rcupd',
    event: 'rcupd',
    holiday: 'rcupd',
    admission: 'rcupd',
    important_file: 'rcupd',
    committee: 'rcupd',
    administration: 'rcupd',
    college_text: 'rcupd',
    iqac_document: 'rcupd',
    naac: 'rcupd',
    department: 'rcupd',
    department_notice: 'rcupd',
    department_content: 'rcupd',
    profile: 'rcupd',
    account: 'rcupd',
    audit: 'rcupd',
  },
  office: {
    notice: 'rcupd',
    event: 'rcupd',
    holiday: 'rcupd',
    admission: 'rcupd',
    important_file: 'rcupd',
    committee: 'rcupd',
    administration: 'rcupd',
    college_text: 'rcupd',
  },
  iqac: { iqac_document: 'rcupd', naac: 'rcupd' },
  department: {
    department: 'rup',
    department_notice: 'rcupd',
    department_content: 'rcupd',
    profile: 'rp',
  },
  faculty: { profile: 'rup' },
};

const LETTER: Record<Action, string> = {
  read: 'r',
  create: 'c',
  update: 'u',
  publish: 'p',
  delete: 'd',
};

const actorOf = (role: string, extra: Partial<Actor> = {}): Actor => ({
  role,
  dept_code: role === 'department' ? 'ENG' : null,
  person_id: role === 'faculty' ? 7 : null,
  disabled: 0,
  ...extra,
});

describe('the permission table', () => {
  it('knows the roles, actions and entities this test was written for', () => {
    expect([...ROLES].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect([...ACTIONS]).toEqual(['read', 'create', 'update', 'publish', 'delete']);
    expect([...ENTITIES].sort()).toEqual(Object.keys(EXPECTED.admin ?? {}).sort());
  });

  const cells = ROLES.flatMap((role) =>
    ENTITIES.flatMap((entity) =>
      ACTIONS.map((action) => ({
        role,
        entity,
        action,
        allowed: (EXPECTED[role]?.[entity] ?? '').includes(LETTER[action]),
      })),
    ),
  );

  it.each(cells)('$role $action $entity: $allowed', ({ role, action, entity, allowed }) => {
    expect(can(actorOf(role), action, entity)).toBe(allowed);
  });

  it('counts the cells allowed: every role × action × entity was asked', () => {
    expect(cells).toHaveLength(ROLES.length * ACTIONS.length * ENTITIES.length);
    expect(cells.filter((cell) => cell.allowed)).toHaveLength(
      16 * 5 + 8 * 5 + 5 + 5 + 3 + 5 + 5 + 2 + 3,
    );
  });

  describe('the schedule’s changes (decision 088)', () => {
    /**
     * Written out by hand too, per role and entity: P publish at, U unpublish at, C close at
     * (the admission's button off), X cancel a schedule. Scheduling is publishing at a set time:
     * whoever may publish may schedule a publish and cancel it; an unpublish needs the delete.
     */
    const everything = 'PUCX';
    const SCHEDULED: Record<string, Partial<Record<string, string>>> = {
      admin: Object.fromEntries(ENTITIES.map((entity) => [entity, everything])),
      office: Object.fromEntries(
        Object.keys(EXPECTED.office ?? {}).map((entity) => [entity, everything]),
      ),
      iqac: { iqac_document: everything, naac: everything },
      department: {
        department: 'PCX',
        department_notice: everything,
        department_content: everything,
        profile: 'PCX',
      },
      faculty: { profile: 'PCX' },
    };
    const CHANGE_LETTER = {
      publish_at: 'P',
      unpublish_at: 'U',
      close_at: 'C',
      cancel_schedule: 'X',
    } as const;
    const scheduleCells = ROLES.flatMap((role) =>
      ENTITIES.flatMap((entity) =>
        SCHEDULE_CHANGES.map((change) => ({
          role,
          entity,
          change,
          allowed: (SCHEDULED[role]?.[entity] ?? '').includes(CHANGE_LETTER[change]),
        })),
      ),
    );

    it('knows the changes this test was written for', () => {
      expect([...SCHEDULE_CHANGES]).toEqual(Object.keys(CHANGE_LETTER));
    });

    it.each(scheduleCells)(
      '$role $change $entity: $allowed',
      ({ role, change, entity, allowed }) => {
        expect(canSchedule(actorOf(role), change, entity)).toBe(allowed);
      },
    );

    it('counts the cells allowed: every role × change × entity was asked', () => {
      expect(scheduleCells).toHaveLength(ROLES.length * SCHEDULE_CHANGES.length * ENTITIES.length);
      expect(scheduleCells.filter((cell) => cell.allowed)).toHaveLength(
        16 * 4 + 8 * 4 + 2 * 4 + (3 + 4 + 4 + 3) + 3,
      );
    });

    it('asks own access of the item, and refuses a disabled account', () => {
      const head = actorOf('department');
      expect(canSchedule(head, 'unpublish_at', 'department_notice', { deptCode: 'ENG' })).toBe(
        true,
      );
      expect(canSchedule(head, 'publish_at', 'department_notice', { deptCode: 'PHY' })).toBe(false);
      expect(canSchedule(actorOf('faculty'), 'publish_at', 'profile', { personId: 8 })).toBe(false);
      expect(canSchedule(actorOf('admin', { disabled: 1 }), 'cancel_schedule', 'notice')).toBe(
        false,
      );
    });
  });

  describe('own and any', () => {
    const head = actorOf('department');
    const teacher = actorOf('faculty');

    it('lets a department account change its own department only', () => {
      expect(can(head, 'update', 'department', { deptCode: 'ENG' })).toBe(true);
      expect(can(head, 'update', 'department', { deptCode: 'PHY' })).toBe(false);
      expect(can(head, 'delete', 'department_notice', { deptCode: 'ENG' })).toBe(true);
      expect(can(head, 'delete', 'department_notice', { deptCode: 'PHY' })).toBe(false);
      expect(can(head, 'publish', 'profile', { deptCode: 'ENG', personId: 9 })).toBe(true);
      expect(can(head, 'publish', 'profile', { deptCode: 'PHY', personId: 9 })).toBe(false);
      expect(can(head, 'update', 'profile', { deptCode: 'ENG', personId: 9 })).toBe(false);
      expect(can(head, 'update', 'department', { deptCode: null })).toBe(false);
    });

    it('lets a faculty account change its own profile only', () => {
      expect(can(teacher, 'update', 'profile', { personId: 7, deptCode: 'ENG' })).toBe(true);
      expect(can(teacher, 'update', 'profile', { personId: 8, deptCode: 'ENG' })).toBe(false);
      // Their own rows go public when they publish them (decision 054); going live is not this.
      expect(can(teacher, 'publish', 'profile', { personId: 7 })).toBe(true);
      expect(can(teacher, 'publish', 'profile', { personId: 8 })).toBe(false);
      expect(
        can(actorOf('faculty', { person_id: null }), 'update', 'profile', { personId: null }),
      ).toBe(false);
    });

    it('lets a department account without a department own nothing', () => {
      const loose = actorOf('department', { dept_code: null });
      expect(can(loose, 'update', 'department', { deptCode: null })).toBe(false);
      expect(can(loose, 'update', 'department', { deptCode: 'ENG' })).toBe(false);
    });

    it('gives "any" access whoever owns the item', () => {
      expect(can(actorOf('admin'), 'delete', 'department_notice', { deptCode: 'PHY' })).toBe(true);
      expect(can(actorOf('admin'), 'update', 'profile', { personId: 99 })).toBe(true);
      expect(can(actorOf('office'), 'update', 'notice', { deptCode: 'TNC' })).toBe(true);
    });

    it('refuses a disabled account and an unknown role everything', () => {
      for (const entity of ENTITIES as readonly Entity[]) {
        expect(can(actorOf('admin', { disabled: 1 }), 'read', entity)).toBe(false);
        expect(can(actorOf('principal'), 'read', entity)).toBe(false);
      }
    });
  });
});
