import { isQuarterInWindow } from '../../../contract/constants.ts';
import type { Item } from '../../content/items.ts';
import { rowsOf } from '../../content/profile/profile-schema.ts';
import { byQuarterNewestFirst, quarterOf } from '../../content/profile/quarters.ts';
import { SECTIONS } from '../../content/profile/sections.ts';

/** The sections as the overview lists them: grouped by the public profile's tabs, with counts. */
export function sectionCounts(item: Item) {
  const tabs = new Map<string, { key: string; caption: string; count: number }[]>();
  for (const spec of SECTIONS) {
    const list = tabs.get(spec.tab) ?? [];
    list.push({
      key: spec.key,
      caption: spec.caption,
      count: rowsOf(item.values, spec.key).length,
    });
    tabs.set(spec.tab, list);
  }
  return [...tabs].map(([tab, sections]) => ({ tab, sections }));
}

/**
 * The quarters whose report a teacher may preview: the current one, and every quarter of the
 * site's window that a row of the draft names, newest first.
 */
export function previewQuarters(item: Item, today: string): string[] {
  const year = Number(today.slice(0, 4));
  const named = SECTIONS.flatMap((spec) =>
    rowsOf(item.values, spec.key).map((r) => r.quarter ?? ''),
  );
  const quarters = new Set([quarterOf(today), ...named.filter((q) => isQuarterInWindow(q, year))]);
  return [...quarters].sort(byQuarterNewestFirst);
}
