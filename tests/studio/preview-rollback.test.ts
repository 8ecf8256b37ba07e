import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { CONTENT_TABLES } from '../../src/db/schema.ts';
import { createServices } from '../../src/services/index.ts';
import { SERVICE_CALLS, type ServiceCallMessage } from '../../src/services/services-client.ts';
import { previewOf, saveItem } from '../../src/studio/content/items.repository.ts';
import { PREVIEW_GRACE_MS } from '../../src/studio/server/public-preview.ts';
import { inRolledBackTransaction, PreviewTimeout } from '../../src/studio/server/rolled-back.ts';
import { textOf } from '../helpers/studio-auth.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, itemOf } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const API_TIMEOUT_MS = 1500;

/** Every row of every content table (and which studio files are public), to compare whole. */
async function contentOf(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of [...CONTENT_TABLES, 'studio_public_files'] as const) {
    const rows = await db.selectFrom(table).selectAll().execute();
    all[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}

/** The first call of that name waits until `release()`; `reached` says it has been made. */
function holdCall(name: string) {
  let release!: () => void;
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  let armed = true;
  const listener = (message: unknown) => {
    const call = message as ServiceCallMessage;
    if (!armed || call.name !== name) return;
    armed = false;
    call.wait = held;
    reached();
  };
  subscribe(SERVICE_CALLS.name, listener);
  return {
    arrived,
    release: () => {
      release();
      unsubscribe(SERVICE_CALLS.name, listener);
    },
  };
}

/** Previews write the draft in a transaction rolled back after the render (decision 081). */
describe('previews over draft rows, rolled back', () => {
  const t = useStudio({ env: { API_TIMEOUT_MS: String(API_TIMEOUT_MS) } });

  /** The nth committee with its published name, and a saved draft that renames it. */
  async function renamedCommittee(nth: number, name: string) {
    const row = await t.db
      .selectFrom('committees')
      .selectAll()
      .orderBy('sort_order')
      .offset(nth)
      .limit(1)
      .executeTakeFirstOrThrow();
    const draft = itemOf(
      await saveItem(t.db, {
        entity: 'committee',
        key: `p${row.code}`,
        version: 0,
        values: { code: row.code, name, members: [], minutes: [] },
        actor: OFFICE,
      }),
    );
    const preview = await previewOf(t.db, 'committee', draft.key, OFFICE);
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    return { row, target: preview.target };
  }

  it('leaves no row behind: a new item, an edited one, and a write that fails half-way', async () => {
    const { target } = await renamedCommittee(0, 'Renamed, never published');
    const before = await contentOf(t.db);
    const fresh = await previewOf(t.db, 'event', null, OFFICE, {
      title: 'An event seen only in its preview',
      date: TEST_TODAY,
      attachments: [],
    });
    if (!fresh.ok) return expect.fail(JSON.stringify(fresh));
    const shown = await t.preview(fresh.target);
    expect(shown.status).toBe(200);
    expect(textOf(shown.html)).toContain('An event seen only in its preview');
    expect(textOf((await t.preview(target)).html)).toContain('Renamed, never published');
    const failed = await t.preview({
      write: async (trx) => {
        await target.write(trx);
        throw new Error('a write that fails after its first row');
      },
      url: () => '/committees',
    });
    expect(failed.status).toBe(503);
    expect(failed.html).toContain('The preview could not be made');
    expect(await contentOf(t.db)).toEqual(before);
  });

  it('never shows the draft to the public site, even while the preview is open', async () => {
    const { row, target } = await renamedCommittee(1, 'Renamed while the site reads');
    const services = (db: Db) =>
      createServices({
        db,
        uploadsDir: t.config.uploadsDir,
        uploadsUrl: t.config.uploadsUrl,
        today: () => TEST_TODAY,
      });
    // The site in its own process (SERVE=all) has its own connection to the same database.
    const other = await openDatabase(t.config);
    try {
      const hold = holdCall('getCommitteeByCode');
      const preview = t.preview(target);
      await hold.arrived;
      // The draft is written and the render under way: the other connection reads the
      // published committee now, on either database.
      const meanwhile = await services(other).getCommitteeByCode({ committee_code: row.code });
      expect(meanwhile.name).toBe(row.name);
      // A site in this process (npm run dev, tests) shares the connection on SQLite, and so
      // waits for the rollback; on PostgreSQL it reads at once. The published row either way.
      const sameProcess = services(t.db).getCommitteeByCode({ committee_code: row.code });
      hold.release();
      expect(textOf((await preview).html)).toContain('Renamed while the site reads');
      expect((await sameProcess).name).toBe(row.name);
    } finally {
      await other.destroy();
    }
  });

  it('rolls back a preview that takes too long, and answers that it could not be made', async () => {
    const started = Date.now();
    const stuck = await t.preview({
      write: async (trx) => {
        await trx
          .insertInto('governing_body')
          .values({ id: 987_654, type: 'Member', name: 'Stuck draft', phone: '', email: '' })
          .execute();
        return new Promise<string>(() => {});
      },
      url: () => '/administrations/gb',
    });
    expect(stuck.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(API_TIMEOUT_MS + PREVIEW_GRACE_MS + 1500);
    const left = await t.db
      .selectFrom('governing_body')
      .selectAll()
      .where('id', '=', 987_654)
      .execute();
    expect(left).toEqual([]);
  });

  it('bounds work that reads the outer database instead of its transaction', async () => {
    let outer: Promise<unknown[]> | undefined;
    const started = Date.now();
    await expect(
      inRolledBackTransaction(t.db, 300, async (trx) => {
        await trx
          .insertInto('governing_body')
          .values({ id: 987_655, type: 'Member', name: 'Draft of a mistake', phone: '', email: '' })
          .execute();
        // SQLite: Kysely's one connection is the transaction's, so this waits for the rollback.
        outer = t.db.selectFrom('governing_body').selectAll().where('id', '=', 987_655).execute();
        await outer;
        // PostgreSQL answered at once (another connection): the work hangs all the same here.
        await new Promise(() => {});
      }),
    ).rejects.toBeInstanceOf(PreviewTimeout);
    expect(Date.now() - started).toBeLessThan(2000);
    // The outer read was answered after all, without the draft; nothing stayed.
    expect(await outer).toEqual([]);
    const left = await t.db
      .selectFrom('governing_body')
      .selectAll()
      .where('id', '=', 987_655)
      .execute();
    expect(left).toEqual([]);
  });
});
