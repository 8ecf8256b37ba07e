import { COLLEGE_NOTICE_KINDS, type NoticeKind } from './notice-items.ts';

/**
 * The kinds of notices a visitor may follow on their device (decision 101): each of the
 * college's lists that has a public RSS feed (the notifications, the students' lists, the
 * events), and each department's notices. Following reads these feeds and nothing else.
 */
export interface FollowableKind {
  /** The feed's English address; /as/… gives it in Assamese. */
  feed: string;
  section: string;
  label: string;
}

const hasFeed = (kind: NoticeKind) =>
  kind.base === '/events' || /^\/(notifications|students)\//.test(kind.base);

export const COLLEGE_FOLLOWABLE_KINDS: readonly FollowableKind[] = COLLEGE_NOTICE_KINDS.filter(
  hasFeed,
).map((kind) => ({
  feed: kind.base === '/events' ? '/feeds/events.xml' : `/feeds${kind.base}.xml`,
  section: kind.section,
  label: kind.label,
}));

/** A department's notices and events, one feed. */
export const departmentFeed = (deptCode: string) => `/feeds/department/${deptCode}.xml`;
