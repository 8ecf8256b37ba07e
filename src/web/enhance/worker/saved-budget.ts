import type { SavedEntry } from './html-parts.ts';

/** What the device keeps of pages and files read: 50 MB, the least recently read dropped first. */
export const SAVED_BUDGET_BYTES = 50 * 1024 * 1024;

/**
 * The entries to drop so that the rest, with `incoming` bytes more, fit in the budget: the least
 * recently read first. A file larger than the whole budget is not kept at all (its own entry is
 * not in `entries`; the caller skips it when this returns undefined).
 */
export function entriesToDrop(
  entries: readonly SavedEntry[],
  incoming: number,
  budget = SAVED_BUDGET_BYTES,
): SavedEntry[] | undefined {
  if (incoming > budget) return undefined;
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0) + incoming;
  const drop: SavedEntry[] = [];
  for (const entry of [...entries].sort((a, b) => a.lastRead - b.lastRead)) {
    if (total <= budget) break;
    drop.push(entry);
    total -= entry.bytes;
  }
  return drop;
}

/** The oldest-read share of the entries: what a full quota gives back before trying again. */
export function oldestHalf(entries: readonly SavedEntry[]): SavedEntry[] {
  const byAge = [...entries].sort((a, b) => a.lastRead - b.lastRead);
  return byAge.slice(0, Math.max(1, Math.ceil(byAge.length / 2)));
}
