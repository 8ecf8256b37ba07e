import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ENTITIES,
  ROLES,
  can,
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
