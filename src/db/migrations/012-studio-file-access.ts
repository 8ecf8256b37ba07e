import { sql, type Kysely } from 'kysely';
import { withoutMetadata } from '../../lib/image-metadata.ts';
import { isPostgres } from '../dialect.ts';

/** The content tables whose rows may name a studio file ('images' lists every upload: not it). */
const NAMING_TABLES = [
  'departments',
  'notices',
  'employees',
  'governing_body',
  'committees',
  'iqac_groups',
  'iqac_subgroups',
  'iqac_subsubgroups',
  'iqac_files',
  'department_files',
  'alumni',
  'gallery_albums',
  'important_files',
  'holidays',
  'site_texts',
];
const ORIGINAL = /^studio\/[0-9a-f]{64}\.[a-z0-9]{1,5}$/;

// Files by permission and photographs without their location (decision 075):
// - studio_public_files: the studio files a published row names, the only ones the public site
//   serves; filled here with every studio file the content names now ('' entity and id: kept
//   until the next import), so nothing published goes missing.
// - studio_file_uploaders: who uploaded each file, from studio_files.created_by.
// - every stored studio image is written again without its metadata, under its old name (the
//   rows that name it keep working); its phone-sized versions were made without it already.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = isPostgres(db) ? sql`text collate "C"` : 'text';
  await db.schema
    .createTable('studio_public_files')
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('entity', text, (c) => c.notNull())
    .addColumn('public_id', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('studio_public_files_pk', ['name', 'entity', 'public_id'])
    .execute();
  await db.schema
    .createIndex('studio_public_files_item')
    .on('studio_public_files')
    .columns(['entity', 'public_id'])
    .execute();
  await db.schema
    .createTable('studio_file_uploaders')
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('studio_file_uploaders_pk', ['name', 'user_id'])
    .execute();
  const trx = db as Kysely<Record<string, Record<string, unknown>>>;
  await fillPublicFiles(trx);
  await sql`insert into studio_file_uploaders (name, user_id)
    select f.name, u.id from studio_files f join studio_users u on u.username = f.created_by
    where f.name like 'studio/%'`.execute(db);
  await cleanStoredImages(trx);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_file_uploaders').execute();
  await db.schema.dropTable('studio_public_files').execute();
}

/**
 * Every studio file a content row names, as published before this table was kept: a row holds
 * an attachment as its type and path ('studio', '{sha256}.pdf'), so by that path.
 */
export async function fillPublicFiles(
  db: Kysely<Record<string, Record<string, unknown>>>,
): Promise<void> {
  const texts: string[] = [];
  for (const table of NAMING_TABLES)
    texts.push(JSON.stringify(await db.selectFrom(table).selectAll().execute()));
  const content = texts.join('\n');
  const files = await db.selectFrom('studio_files').select('name').execute();
  for (const { name } of files) {
    if (!ORIGINAL.test(String(name))) continue;
    if (!content.includes(String(name).slice('studio/'.length))) continue;
    await db
      .insertInto('studio_public_files')
      .values({ name, entity: '', public_id: '' })
      .execute();
  }
}

/** Each stored studio image, one at a time, written again without its metadata. */
export async function cleanStoredImages(
  db: Kysely<Record<string, Record<string, unknown>>>,
): Promise<void> {
  const images = await db
    .selectFrom('studio_files')
    .select('name')
    .where('mime', 'like', 'image/%')
    .execute();
  for (const { name } of images) {
    if (!ORIGINAL.test(String(name))) continue;
    const row = await db
      .selectFrom('studio_files')
      .select('data')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const data = Buffer.from(row.data as Uint8Array);
    // Up to the limit of its day (50 megapixels): it was taken then.
    const cleaned = await withoutMetadata(data, 50_000_000);
    // One sharp cannot read stays as it was: the site served it so far, and a start never fails
    // for a picture.
    if (typeof cleaned === 'string' || cleaned === data) continue;
    await db
      .updateTable('studio_files')
      .set({ data: cleaned, size: cleaned.length })
      .where('name', '=', name)
      .execute();
  }
}
