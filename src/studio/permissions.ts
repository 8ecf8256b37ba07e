/**
 * Who may do what in the studio: the one permission table (decision 037), checked on the server
 * for every loader and action, and tested as a matrix (every role × action × entity). A
 * permission is action × entity × access, as the Epic Stack keeps them: `own` is the user's
 * department (department) or person (faculty); `any` is every item of the entity.
 */
export const ROLES = ['admin', 'office', 'iqac', 'department', 'faculty'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = ['read', 'create', 'update', 'publish', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * What staff edit. The office's part: college notices of every kind (tenders, downloads,
 * students', facilities', NIRF), events, the holiday pop-up, admission status and link,
 * important files, committees, principal, governing body, office staff, the college's texts.
 */
export const ENTITIES = [
  'notice',
  'event',
  'holiday',
  'admission',
  'important_file',
  'committee',
  'administration',
  'college_text',
  'iqac_document',
  'naac',
  'department',
  'department_notice',
  // A department's own lists beside its notices: gallery albums, documents, alumni.
  'department_content',
  'profile',
  'account',
  'audit',
] as const;
export type Entity = (typeof ENTITIES)[number];

export type Access = 'any' | 'own';

const ALL: readonly Action[] = ACTIONS;
const OFFICE_ENTITIES: readonly Entity[] = [
  'notice',
  'event',
  'holiday',
  'admission',
  'important_file',
  'committee',
  'administration',
  'college_text',
];

/** role → entity → actions and access. What is not listed is refused. */
const TABLE: Readonly<
  Record<Role, Partial<Record<Entity, { actions: readonly Action[]; access: Access }>>>
> = {
  admin: Object.fromEntries(
    ENTITIES.map((entity) => [entity, { actions: ALL, access: 'any' as const }]),
  ),
  office: Object.fromEntries(
    OFFICE_ENTITIES.map((entity) => [entity, { actions: ALL, access: 'any' as const }]),
  ),
  iqac: {
    iqac_document: { actions: ALL, access: 'any' },
    // The NAAC metrics tree: groups, criteria, metrics and their files.
    naac: { actions: ALL, access: 'any' },
  },
  department: {
    department: { actions: ['read', 'update', 'publish'], access: 'own' },
    department_notice: { actions: ALL, access: 'own' },
    department_content: { actions: ALL, access: 'own' },
    // The head turns a member's profile live; the member edits it (part 2).
    profile: { actions: ['read', 'publish'], access: 'own' },
  },
  faculty: {
    // A teacher publishes their own rows (decision 054); going live stays the head's.
    profile: { actions: ['read', 'update', 'publish'], access: 'own' },
  },
};

/** The part of a user a permission depends on. */
export interface Actor {
  role: string;
  dept_code: string | null;
  person_id: number | null;
  disabled?: number;
}

/** Whose item it is: its department, or its person (with that person's department). */
export interface Owner {
  deptCode?: string | null;
  personId?: number | null;
}

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * May this user do this to this entity (and, for `own` access, this item)? Without an owner the
 * question is "to some item of it" (a list, a menu entry).
 */
export function can(actor: Actor, action: Action, entity: Entity, owner?: Owner): boolean {
  if (actor.disabled || !isRole(actor.role)) return false;
  const grant = TABLE[actor.role][entity];
  if (!grant || !grant.actions.includes(action)) return false;
  if (grant.access === 'any' || owner === undefined) return true;
  return isOwn(actor, owner);
}

function isOwn(actor: Actor, owner: Owner): boolean {
  if (actor.role === 'faculty')
    return actor.person_id !== null && owner.personId === actor.person_id;
  if (actor.role === 'department')
    return actor.dept_code !== null && owner.deptCode === actor.dept_code;
  return false;
}

/**
 * The changes of a schedule (decision 088), each by the actions of the table it needs: a Publish
 * at, or the admission's Close at (its button off, published), is a publish at a set time; an
 * Unpublish at needs the delete as well; a Cancel schedule takes back either, so the publish.
 * Asked when the change is scheduled, and again, by the store's own publish and unpublish, when
 * it runs (as the account that scheduled it).
 */
export const SCHEDULE_CHANGES = [
  'publish_at',
  'unpublish_at',
  'close_at',
  'cancel_schedule',
] as const;
export type ScheduleChange = (typeof SCHEDULE_CHANGES)[number];

const SCHEDULE_NEEDS: Readonly<Record<ScheduleChange, readonly Action[]>> = {
  publish_at: ['publish'],
  unpublish_at: ['publish', 'delete'],
  close_at: ['publish'],
  cancel_schedule: ['publish'],
};

/** May this user schedule this change of this entity (and, for `own` access, this item)? */
export function canSchedule(
  actor: Actor,
  change: ScheduleChange,
  entity: Entity,
  owner?: Owner,
): boolean {
  return SCHEDULE_NEEDS[change].every((action) => can(actor, action, entity, owner));
}

/** The entities a role may read: the studio's menu. */
export function entitiesOf(actor: Actor): Entity[] {
  return ENTITIES.filter((entity) => can(actor, 'read', entity));
}

/** What docs/studio-accounts.md and the accounts screen say of each role. */
export const ROLE_SUMMARY: Readonly<Record<Role, string>> = {
  admin: 'Accounts, the audit log and everything the other roles do.',
  office:
    'College notices of every kind, tenders, events, the holiday pop-up, admission status and link, important files, committees, principal, governing body, office staff and the college texts.',
  iqac: 'The IQAC documents and the NAAC tree.',
  department:
    "One department's pages, notices and events, and which of its members' profiles are live.",
  faculty: 'Their own profile and quarterly reports.',
};

/** Refused: the route answers 403 and changes nothing. */
export class Forbidden extends Error {
  readonly status = 403;
}
