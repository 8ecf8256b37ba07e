import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { allCalls, type CallName, type ResponseOf } from '../../src/contract/calls.ts';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import type { Db } from '../../src/db/database.ts';
import { CONTENT_TABLES } from '../../src/db/schema.ts';
import type { Actor, Outcome } from '../../src/studio/content/items.ts';

/** Members of staff of each role (the store takes them from the session; no account needed). */
const actor = (id: number, role: string, extra: Partial<Actor> = {}): Actor => ({
  id,
  username: `${role}-${id}`,
  role,
  dept_code: null,
  person_id: null,
  address: '127.0.0.1',
  ...extra,
});
export const OFFICE = actor(9001, 'office');
export const OFFICE_2 = actor(9002, 'office');
export const ADMIN = actor(9003, 'admin');
export const IQAC = actor(9004, 'iqac');
export const DEPARTMENT = actor(9005, 'department', { dept_code: 'PHY' });

/** A call of the contract to the public site, answered 200 and parsed. */
export async function siteAnswer<K extends CallName>(
  site: FastifyInstance,
  name: K,
  payload?: unknown,
): Promise<ResponseOf<K>> {
  const call = allCalls[name];
  const answer = await site.inject({
    method: call.method,
    url: `/api${call.path}`,
    headers: CONTRACT_HEADERS,
    ...(call.method === 'POST' ? { payload: JSON.stringify(payload ?? {}) } : {}),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return call.response.parse(answer.json()) as ResponseOf<K>;
}

/**
 * Asks again every 100 ms until `check` passes, failing with its last error past `withinMs`:
 * a publish's promise (the public site within 5 s), not a budget of the test's own.
 */
export async function eventually(check: () => Promise<void>, withinMs = 5000): Promise<void> {
  await vi.waitFor(check, { timeout: withinMs, interval: 100 });
}

/** The page's HTML, answered 200. */
export async function pageHtml(site: FastifyInstance, url: string): Promise<string> {
  const answer = await site.inject({ url });
  expect(answer.statusCode, url).toBe(200);
  return answer.body;
}

/**
 * Rows of every content table and of the studio's, to show that nothing was written. The audit
 * log's lines of what was done are counted; a refusal's own line (decision 074) is what a
 * refusal writes, and is not a change.
 */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = [...CONTENT_TABLES, 'studio_items', 'studio_revisions', 'studio_files'] as const;
  // One statement of one subquery per table: a round trip each made the permission matrix's
  // counts most of its time on PostgreSQL.
  const row = (await db
    .selectNoFrom((eb) => [
      ...tables.map((table) =>
        eb.selectFrom(table).select(eb.fn.countAll<number>().as('n')).as(table),
      ),
      eb
        .selectFrom('studio_audit')
        .select(eb.fn.countAll<number>().as('n'))
        .where('reason', 'is', null)
        .as('studio_audit'),
    ])
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(row).map(([table, n]) => [table, Number(n)]));
}

/** The item of a successful outcome; fails the test with the refusal otherwise. */
export function itemOf(outcome: Outcome) {
  if (!outcome.ok) expect.fail(`refused: ${JSON.stringify(outcome)}`);
  return outcome.item;
}
