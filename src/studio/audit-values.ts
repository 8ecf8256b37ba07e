import { createHash } from 'node:crypto';
import { plainText } from '../lib/plain-text.ts';

/**
 * What a line of the audit log keeps of a change (decision 074): the fields that changed, each
 * with its old and new value, never two whole copies of an item. A value too long to keep (rich
 * text, a long list) is kept as its length, a short excerpt and a hash, so that no line is more
 * than a few KB whatever was saved: a 5 MB draft saved ten times once made the log unreadable.
 */

/** A text longer than this is cut. */
const LONG_TEXT = 300;
/** What a cut text keeps to be recognised by. */
const EXCERPT = 100;
/** Items of a list kept; the rest are counted. */
const LIST_ITEMS = 20;
/** A field's value, as JSON, past which it is kept as its size and hash only. */
const FIELD_BYTES = 1500;
/** Before and after of one line together, as JSON: the largest fields give way first. */
export const LINE_BYTES = 4000;

/** A value kept as its size (in characters), a hash and, for a text, an excerpt. */
export interface CutValue {
  $cut: 'text' | 'value';
  length: number;
  sha256: string;
  excerpt?: string;
}

export const isCut = (value: unknown): value is CutValue =>
  typeof value === 'object' && value !== null && '$cut' in value && 'length' in value;

/** A list's items past LIST_ITEMS: how many there were. */
export interface MoreItems {
  $more: number;
}

export const isMore = (value: unknown): value is MoreItems =>
  typeof value === 'object' && value !== null && '$more' in value;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

function cutText(text: string): CutValue {
  // The excerpt is the text a reader sees: rich text without its tags (from its start only).
  const excerpt = plainText(text.slice(0, EXCERPT * 20), EXCERPT);
  return { $cut: 'text', length: text.length, sha256: hashOf(text), excerpt };
}

function cutJson(json: string): CutValue {
  return { $cut: 'value', length: json.length, sha256: hashOf(json) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value with every long text cut and every long list shortened, a few levels deep. */
export function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > LONG_TEXT ? cutText(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 3) return cutJson(JSON.stringify(value) ?? '');
  if (Array.isArray(value)) {
    const kept = value.slice(0, LIST_ITEMS).map((item) => bounded(item, depth + 1));
    return value.length > LIST_ITEMS ? [...kept, { $more: value.length - LIST_ITEMS }] : kept;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, bounded(item, depth + 1)]),
  );
}

/** One field's value as a line keeps it: bounded, and no larger than FIELD_BYTES as JSON. */
function fieldValue(value: unknown): unknown {
  const kept = bounded(value);
  const json = JSON.stringify(kept) ?? '';
  return json.length > FIELD_BYTES ? cutJson(JSON.stringify(value) ?? '') : kept;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before and after as a line keeps them: for two records, only the fields that differ (a new
 * item: every field it has; an item taken away: every field it had), each value bounded; for
 * anything else, the two values bounded. Undefined where there is nothing to keep.
 */
export function changesOf(
  before: unknown,
  after: unknown,
): { before: unknown; after: unknown } | undefined {
  if (before === undefined && after === undefined) return undefined;
  if (!isRecord(before ?? {}) || !isRecord(after ?? {}))
    return shrink({ before: fieldValue(before), after: fieldValue(after) });
  const old = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (same(old[field], now[field])) continue;
    if (old[field] !== undefined) was[field] = fieldValue(old[field]);
    if (now[field] !== undefined) is[field] = fieldValue(now[field]);
  }
  return shrink({
    before: before === undefined ? undefined : was,
    after: after === undefined ? undefined : is,
  });
}

/** A field's JSON this short is left as it is: its size and hash would take as much room. */
const SMALL = 120;

/** Past LINE_BYTES, the largest fields are kept as their size and hash until the line fits. */
function shrink(change: { before: unknown; after: unknown }) {
  const size = () =>
    (JSON.stringify(change.before) ?? '').length + (JSON.stringify(change.after) ?? '').length;
  const sides = [change.before, change.after].filter(isRecord);
  while (size() > LINE_BYTES) {
    const fields = sides.flatMap((side) =>
      Object.entries(side)
        .map(([field, value]) => ({ side, field, json: JSON.stringify(value) ?? '' }))
        .filter(({ json }) => json.length > SMALL),
    );
    const largest = fields.sort((a, b) => b.json.length - a.json.length)[0];
    if (!largest) break;
    largest.side[largest.field] = cutJson(largest.json);
  }
  return change;
}
