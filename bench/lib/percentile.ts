/**
 * The value at percentile `p` (0–100] of times sorted from the smallest: the smallest value that
 * at least p % of them do not exceed (nearest rank), so that a p99 of 100 samples is the
 * slowest but one. NaN when there is none.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}
