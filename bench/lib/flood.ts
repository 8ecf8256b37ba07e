/** The answers the attack table gives a column each; any other status is summed as `other`. */
export const SHOWN_STATUSES = ['200', '301', '404', '429', '503'] as const;

/** Counts per SHOWN_STATUSES, then `other`, from autocannon's counts per status code. */
export function statusColumns(statusCodes: Record<string, number>): Record<string, number> {
  const columns: Record<string, number> = Object.fromEntries(
    SHOWN_STATUSES.map((status) => [status, 0]),
  );
  columns.other = 0;
  for (const [status, count] of Object.entries(statusCodes)) {
    if (status in columns && status !== 'other') columns[status]! += count;
    else columns.other! += count;
  }
  return columns;
}

/**
 * The whole number of requests a second that a client can keep up for ever without reaching a
 * per-minute limit (1,200 a minute: 19 a second); at least 1. Undefined when there is no limit.
 */
export function rateUnder(perMinute: number): number | undefined {
  return perMinute > 0 ? Math.max(1, Math.floor((perMinute - 1) / 60)) : undefined;
}

/**
 * The address a bench client claims in X-Forwarded-For: victims in 198.51.100.0/24, attackers
 * in 203.0.113.0/24 (both reserved for documentation, RFC 5737), a new one per run so that each
 * starts with the whole of its per-address budget.
 */
export function clientAddress(who: 'victim' | 'attacker', run: number): string {
  if (!Number.isInteger(run) || run < 1 || run > 254) throw new RangeError(`no address ${run}`);
  return `${who === 'victim' ? '198.51.100' : '203.0.113'}.${run}`;
}
