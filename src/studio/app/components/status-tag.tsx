import type { ItemStatus } from '../../content/items.ts';

/** The words of each status: the colour only repeats them. */
export const STATUS_WORDS: Readonly<Record<ItemStatus, string>> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Changed since publishing',
  unpublished: 'Unpublished',
};

export function StatusTag({ status }: { status: ItemStatus }) {
  return <strong className={`status status-${status}`}>{STATUS_WORDS[status]}</strong>;
}
