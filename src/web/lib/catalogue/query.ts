/** Longer search queries are cut: no title on the site is longer. */
export const QUERY_MAX_LENGTH = 100;

/** The query as the address gives it: trimmed, spaces collapsed, cut to its longest. */
export function readQuery(raw: string | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH).trim();
}
