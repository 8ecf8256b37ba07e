/**
 * What a form was opened on (decision 070): its place (the kind of content and the item, and for
 * a teacher's profile the part of it) and the version its values were loaded from, written
 * `notice/s12@3`, `admission/padmission@0`, `profile/p5/publications/2@7`. Every form of the
 * studio sends it as the hidden value `opened`; the screens key the form by it (React's key and
 * Conform's id), so nothing typed in one item's form is carried into another's, and the actions
 * refuse a form opened on another place.
 */
export const OPENED = 'opened';

export interface Opened {
  place: string;
  version: number;
}

/** `notice/s12@3`. */
export const openedValue = ({ place, version }: Opened) => `${place}@${version}`;

/** The place an item's editor names: `notice/s12`, `notice/new`. */
export const itemPlace = (entity: string, key: string | null) => `${entity}/${key ?? 'new'}`;

/** A teacher's profile, or a part of it: `profile/p5`, `profile/p5/basic`, `…/publications/2`. */
export const profilePlace = (personId: number, ...parts: (string | number)[]) =>
  ['profile', `p${personId}`, ...parts].join('/');

const PATTERN = /^([a-z_]{1,40}(?:\/[A-Za-z0-9_.-]{1,60}){1,3})@(\d{1,10})$/;

/** The value a form sent, read; null when it is missing or not of that shape. */
export function parseOpened(value: unknown): Opened | null {
  if (typeof value !== 'string') return null;
  const match = PATTERN.exec(value);
  return match ? { place: match[1]!, version: Number(match[2]) } : null;
}

/** An element id (and Conform form id) made of it: `form-notice-s12-3`. */
export const formIdOf = (opened: string) => `form-${opened.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
