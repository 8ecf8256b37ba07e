import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withPreparedStatements } from './statement-cache.ts';

interface Tables {
  items: { id: number; title: string };
}

function open() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table items (id integer primary key, title text not null)');
  const prepare = vi.spyOn(sqlite, 'prepare');
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }),
  });
  return { db, prepare };
}

describe('withPreparedStatements', () => {
  it('prepares each statement once, whatever its parameters', async () => {
    const { db, prepare } = open();
    for (let id = 1; id <= 5; id += 1) {
      await db
        .insertInto('items')
        .values({ id, title: `item ${id}` })
        .execute();
    }
    const titles = [];
    for (let id = 1; id <= 5; id += 1) {
      const row = await db
        .selectFrom('items')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirst();
      titles.push(row?.title);
    }
    expect(titles).toEqual(['item 1', 'item 2', 'item 3', 'item 4', 'item 5']);
    // One insert and one select, each prepared once.
    expect(prepare).toHaveBeenCalledTimes(2);
    await db.destroy();
  });

  it('streams a select and runs the next query on the same statement afterwards', async () => {
    const { db } = open();
    await db
      .insertInto('items')
      .values([
        { id: 1, title: 'a' },
        { id: 2, title: 'b' },
      ])
      .execute();
    const query = db.selectFrom('items').select('title').orderBy('id');
    const streamed = [];
    for await (const row of query.stream()) streamed.push(row.title);
    expect(streamed).toEqual(['a', 'b']);
    expect((await query.execute()).map((row) => row.title)).toEqual(['a', 'b']);
    await db.destroy();
  });
});
