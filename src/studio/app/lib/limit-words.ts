import type { FieldKind, FieldLimit, FieldSpec } from '../../content/items.ts';

/** What a list's items are called, by the kind of field. */
const ITEMS: Partial<Record<FieldKind, string>> = {
  attachments: 'files',
  photos: 'photos',
  rows: 'rows',
  members: 'members',
};

/** Kinds whose control bounds itself (a number) or whose hint says its form (a date): no words needed. */
const SELF_BOUNDED: readonly FieldKind[] = ['date', 'number', 'select', 'checkbox', 'photo'];

/**
 * A field's maximum in words, for its hint (decision 071): "Up to 300 characters.",
 * "Up to 200 KB.", "Up to 50 files."; null where the control says it itself.
 */
export function limitWords(kind: FieldKind, limit: FieldLimit | undefined): string | null {
  if (!limit || SELF_BOUNDED.includes(kind)) return null;
  if (limit.unit === 'bytes') return `Up to ${Math.round(limit.max / 1024)} KB.`;
  if (limit.unit === 'items') return `Up to ${limit.max} ${ITEMS[kind] ?? 'items'}.`;
  return `Up to ${limit.max} characters.`;
}

/** The field's hint with its maximum after it. */
export function hintWithLimit(
  spec: Pick<FieldSpec, 'kind' | 'hint' | 'limit'>,
): string | undefined {
  const words = [spec.hint, limitWords(spec.kind, spec.limit)].filter(Boolean);
  return words.length ? words.join(' ') : undefined;
}

/** maxLength for a box of text whose maximum is in characters (the browser stops typing there). */
export function maxLengthOf(limit: FieldLimit | undefined): { maxLength?: number } {
  return limit?.unit === 'characters' ? { maxLength: limit.max } : {};
}
